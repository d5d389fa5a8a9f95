// Display name and initials rules (spec 01 section 3), shared by the menu, avatars, greetings and the server's share card.

export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** First and last name together; else first name; else username. */
export function displayName(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first} ${last}`;
  return first || clean(user.username);
}

/** First letters of first and last name; else of first name; else of username; else the fallback. */
export function initials(user: NamedUser | null | undefined, fallback = ''): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  const letter = (word: string) => (Array.from(word)[0] ?? '').toUpperCase();
  if (first && last) return letter(first) + letter(last);
  return letter(first) || letter(clean(user?.username)) || fallback;
}

/** The greeting name: first name, else username. */
export function greetingName(user: NamedUser): string {
  return clean(user.firstName) || clean(user.username);
}
