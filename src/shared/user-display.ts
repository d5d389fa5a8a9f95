// Display name and initials rules, shared by the menu, avatars, greetings and the server's share card.
import { firstGraphemes } from './text';

export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

// Names written in Han, kana or Hangul put the family name first with no space between (山田太郎, 김민준). A name
// in katakana alone is usually a foreign one kept in its own order (ジョン・スミス), so the family name must hold Han or
// Hangul. Script_Extensions also takes in the long-vowel mark ー and the middle dot ・ that these names use.
const EAST_ASIAN = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+$/u;
const FAMILY_SCRIPT = /[\p{sc=Han}\p{sc=Hangul}]/u;

/** Whether a first and last name read family name first, as Japanese, Chinese and Korean names do. */
export function familyNameFirst(first: string, last: string): boolean {
  return EAST_ASIAN.test(first) && EAST_ASIAN.test(last) && FAMILY_SCRIPT.test(last);
}

/** First and last name together (family name first where the script says so); else first name; else username. */
export function displayName(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return familyNameFirst(first, last) ? `${last}${first}` : `${first} ${last}`;
  return first || clean(user.username);
}

// Thai and Lao vowels written before their consonant (เ แ โ ใ ไ) are characters of their own; an abbreviation takes
// the consonant they belong to (ใจดี gives จ), as Thai initials do.
const LEADING_VOWEL = /^[\u0E40-\u0E44\u0EC0-\u0EC4]$/u;

/** A name's first character as a reader sees it (a whole flag, emoji or syllable), upper-cased where that is one letter. */
function letter(word: string): string {
  const [head = '', next] = firstGraphemes(word, 2);
  const first = next && LEADING_VOWEL.test(head) ? next : head;
  const upper = first.toUpperCase();
  // 'ß' would become 'SS': keep the letter as written when upper-casing makes two of it.
  return upper.length === first.length ? upper : first;
}

/** First letters of first and last name (in the order the name is read); else of first name; else of username; else the fallback. */
export function initials(user: NamedUser | null | undefined, fallback = ''): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return familyNameFirst(first, last) ? letter(last) + letter(first) : letter(first) + letter(last);
  return letter(first) || letter(clean(user?.username)) || fallback;
}

/** The greeting name: first name, else username. */
export function greetingName(user: NamedUser): string {
  return clean(user.firstName) || clean(user.username);
}
