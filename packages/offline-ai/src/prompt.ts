// Reads a prompt: who is in it (named characters, role nouns like "the robot"), where it happens, when, in what weather,
// and the beats it tells in order. Both the writer (text.ts) and the painter (art.ts) read prompts through this.
import type { EntityBrief } from '../../../worker/ai/types';
import { hashString } from './prng';
import { englishGlyph, glyphMeant, inCompound, rewritten } from './vocabulary';
import { PEOPLE_WORDS, genderIn } from './people';
import { stemOf } from './verbs';
import { stranger } from './entities';
import { escaped } from './language';
import names from './data/names.json' with { type: 'json' };
import {
  CELESTIAL,
  COMMON_WORDS,
  OBJECT_WORDS,
  HONORIFICS,
  HONORIFIC_ROLES,
  PLACES,
  PROPER_PLACES,
  ROLES,
  SEASON_WORDS,
  SETTING_HINTS,
  TIME_WORDS,
  WEATHER_WORDS,
  roleOf,
} from './words';
import type { FigureKind, Gender, Outfit, Role, Season, Setting, TimeOfDay, Weather } from './words';

export interface CastMember {
  name: string;
  /** "the lighthouse keeper", "the robot"; '' when the prompt gives no role. */
  title: string;
  role: Role | null;
  kind: FigureKind;
  outfit: Outfit;
  gender: Gender;
  age?: 'child' | 'old';
  /** The name was written in the prompt (not invented for a role noun). */
  named: boolean;
  /** An existing story character. */
  existing: boolean;
  /** Where it is first mentioned, for ordering. */
  at: number;
}

export interface PlaceRef {
  name: string;
  /** The place as the prompt says it ("a haunted lighthouse"). */
  phrase: string;
  /** Its head noun ("lighthouse"). */
  noun: string;
  setting: Setting;
  existing: boolean;
  at: number;
  /** Only found as a modifier of a role ("the lighthouse keeper"): used when nothing better is named. */
  weak?: boolean;
}

export interface PromptReading {
  cast: CastMember[];
  places: PlaceRef[];
  time: TimeOfDay | null;
  weather: Weather | null;
  /** The prompt with invented names written in ("Bolt the robot and Mochi the cat explore..."). */
  namedText: string;
}

type Token = Record<'text' | 'lower', string> &
  Record<'start' | 'end', number> &
  Record<'sentenceStart' | 'capital', boolean> & {
    /** Punctuation (not just spaces) separates it from the previous token. */
    broken: boolean;
  };

/** Verbs that open a prompt written as an instruction ("Explore the caves..."). */
const IMPERATIVES = new Set(names.IMPERATIVES);
const SUBJECTS = new Set(names.SUBJECTS);
/** The word is written with a capital somewhere other than a sentence's start. */
const namedElsewhere = (tokens: Token[], index: number) =>
  tokens.some((token, other) => other !== index && !token.sentenceStart && token.text === tokens[index]!.text);
const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'prof', 'lt', 'sgt']);
const DETERMINERS = new Set(names.DETERMINERS);
const isDeterminer = (word: string) => DETERMINERS.has(word);
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, twin: 2, pair: 2, couple: 2 };
const ADJECTIVE_OK = new Set(names.ADJECTIVE_OK);
/** Nouns a role word can modify instead of naming a character ("ghost ship", "robot arm"). */
const ROLE_MODIFIED = new Set(names.ROLE_MODIFIED);
/** Things named with a role's noun last ("hot dog", "teddy bear"): no character (src/data/names.json). */
const ROLE_THINGS = new Set(names.ROLE_THINGS);
/** What a thing is made of: an animal of it is a toy or a statue, no one ("a rubber duck", "a stone lion"). */
export const MADE_OF = new Set(names.MADE_OF);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const start = match.index ?? 0;
    const gap = text.slice(last, start);
    // The full stop of "Dr." or "Mr." ends no sentence.
    const abbreviated = ABBREVIATIONS.has(tokens.at(-1)?.lower ?? '') && /^\.\s*$/.test(gap);
    // Without a possessive's "'s" and trailing apostrophes or hyphens.
    const word = match[0].replace(/['’]s$/i, '').replace(/['’-]+$/, '');
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end: start + word.length,
      sentenceStart: !tokens.length || (/[.!?\n]/.test(gap) && !abbreviated),
      capital: /^\p{Lu}/u.test(word),
      broken: tokens.length > 0 && /[^\s]/.test(gap) && !abbreviated,
    });
    last = start + match[0].length;
  }
  return tokens;
}

/** A word that opens a sentence without naming anyone: a word of the tables, an imperative, an -ing, -ly or -ed word. */
const opensSentence = (lower: string) =>
  Boolean(
    roleOf(lower) ||
    PEOPLE_WORDS.has(lower.replace(/s$/, '')) ||
    PLACES[lower] ||
    TIME_WORDS[lower] ||
    WEATHER_WORDS[lower] ||
    IMPERATIVES.has(lower) ||
    /(ing|ly|ed)$/.test(lower),
  );

/** A capitalised word that can start or continue a name. */
function nameLike(token: Token): boolean {
  if (!token.capital || (token.text.length < 2 && token.text !== 'X')) return false;
  // The writer reads English only: a capitalised word of another script or language ("Храбрый") is not a name it knows.
  if (!/^[\p{Script=Latin}\p{N}'’-]+$/u.test(token.text)) return false;
  if (HONORIFICS.has(token.lower)) return true;
  return !COMMON_WORDS.has(token.lower) && (!token.sentenceStart || !opensSentence(token.lower));
}

/** Each word with a capital ("Lighthouse Keeper"). */
const titleCase = (words: string) => words.replace(/(?<!\S)\S/g, (first) => first.toUpperCase());

const notHonorific = (word: string) => !HONORIFICS.has(word.toLowerCase().replace(/\.$/, ''));

function guessGender(name: string): Gender {
  const first = name.split(/\s+/).find(notHonorific) ?? name;
  // A title says (src/data/people.json `genders`: "Lady Wren", "Sir Bors"), else a name's ending ("Mira").
  const feminine = /(a|ia|elle|ette|ine|ina|ey|ie)$/i.test(first) && !/^(luca|ezra|noah|elias|jonah)$/i.test(first);
  return genderIn(name.split(/\s+/)[0]!) ?? (feminine ? 'f' : 'x');
}

/** A cast member for a role, its gender guessed from its name when the role does not say. */
const castFromRole = (name: string, title: string, role: Role | null, at: number, named: boolean): CastMember => ({
  ...stranger(name, role, at),
  title,
  gender: role && role.gender !== 'x' ? role.gender : guessGender(name),
  ...(role?.age ? { age: role.age } : {}),
  named,
});

/** The role an existing entity's title or description names, if any. */
export function roleInText(text: string): Role | null {
  const found = (text.toLowerCase().match(/[a-z]+/g) ?? []).map(roleOf).find(Boolean);
  return found ? ROLES[found.key]! : null;
}

// Compiled once per phrase and flags: the setting, time and weather tables are matched for every panel, and compiling
// their unicode patterns again each time was about half of an offline scene's time. Not global, so sharing is safe.
const patterns = new Map<string, RegExp>();
function wordPattern(phrase: string, flags = 'iu'): RegExp {
  const key = `${flags}:${phrase}`;
  if (!patterns.has(key)) {
    if (patterns.size > 5000) patterns.clear();
    patterns.set(key, new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, flags));
  }
  return patterns.get(key)!;
}

const LETTERS = /[\p{L}\p{N}]+/gu;
const LETTER = /[\p{L}\p{N}]/u;
// The last text's words by where they start: a table of 160 place words is looked up in one text at a time, and one
// pass over its words beats running 160 unicode patterns over it (a third of a scene's main-thread time).
let indexed: { text: string; starts: Map<string, number[]> } | null = null;

/**
 * Where a lower-case phrase first stands in a lower-case text as whole words (as wordPattern finds it), or -1. Each
 * phrase of the tables starts with a letter or digit.
 */
function phraseAt(lower: string, phrase: string): number {
  if (indexed?.text !== lower) {
    const starts = new Map<string, number[]>();
    for (const match of lower.matchAll(LETTERS)) starts.set(match[0], [...(starts.get(match[0]) ?? []), match.index!]);
    indexed = { text: lower, starts };
  }
  for (const at of indexed.starts.get(/^[\p{L}\p{N}]+/u.exec(phrase)![0]) ?? []) {
    const after = lower.codePointAt(at + phrase.length);
    if (lower.startsWith(phrase, at) && (after === undefined || !LETTER.test(String.fromCodePoint(after)))) return at;
  }
  return -1;
}

/** Where an existing entity is mentioned by its name (or first name), or -1. */
export function mentionOf(text: string, name: string): { at: number; length: number } | null {
  const full = wordPattern(name).exec(text);
  if (full) return { at: full.index, length: name.length };
  const first = name.split(/\s+/).find((word) => word.length >= 3 && notHonorific(word));
  const part = first && first !== name ? wordPattern(first, 'u').exec(text) : null;
  return part ? { at: part.index, length: first!.length } : null;
}

/** The story's characters and locations, and `seed`: extra text whose words seed invented names (so two prompts of one story do not clash). */
export type ReadOptions = { characters?: EntityBrief[]; locations?: EntityBrief[]; seed?: string };

/** What readPrompt has found so far: the tokens it has used, the cast and places, and the names it writes in. */
interface Reading {
  text: string;
  options: ReadOptions;
  tokens: Token[];
  used: Set<number>;
  cast: CastMember[];
  places: PlaceRef[];
  takenNames: Set<string>;
  /** Spans of the text and the names written over them, [from, to, name]. */
  replacements: [number, number, string][];
}

const markUsed = (reading: Reading, from: number, to: number) => {
  for (let index = from; index <= to; index++) reading.used.add(index);
};

/** Marks the tokens that lie within `length` characters from `at`. */
function markSpan(reading: Reading, at: number, length: number): void {
  for (const [index, token] of reading.tokens.entries())
    if (token.start >= at && token.end <= at + length) reading.used.add(index);
}

export function readPrompt(text: string, options: ReadOptions = {}): PromptReading {
  const reading: Reading = {
    text,
    options,
    tokens: tokenize(text),
    used: new Set(),
    cast: [],
    places: [],
    replacements: [],
    takenNames: new Set(
      [...(options.characters ?? []), ...(options.locations ?? [])].map((entity) => entity.name.toLowerCase()),
    ),
  };
  // Words in quotation marks are a title or a saying ("After “The Long Night”, …"), never names or places.
  for (const quoted of text.matchAll(/“[^”]*”|"[^"]*"|«[^»]*»|「[^」]*」/g))
    markSpan(reading, quoted.index! + 1, quoted[0].length - 2);
  existingCast(reading);
  existingPlaces(reading);
  for (let index = 0; index < reading.tokens.length; index++) index = nameRun(reading, index);
  for (let index = 0; index < reading.tokens.length; index++) roleNoun(reading, index);
  for (let index = 0; index < reading.tokens.length; index++) placeNoun(reading, index);
  reading.cast.sort((a, b) => a.at - b.at);
  const strong = reading.places.filter((place) => !place.weak);
  const places = (strong.length ? strong : reading.places).sort((a, b) => a.at - b.at);
  const namedText = rewritten(text, reading.replacements).trim();
  return { cast: reading.cast, places, time: timeOfText(text), weather: weatherOfText(text), namedText };
}

/** 1. Existing characters, by name: every mention of one is that character ("Tom hands Mara a map, and Mara climbs"). */
function existingCast(reading: Reading): void {
  const { text } = reading;
  for (const entity of reading.options.characters ?? []) {
    const mention = mentionOf(text, entity.name);
    if (!mention) continue;
    const role = roleInText(`${entity.title} ${entity.description}`);
    reading.cast.push({ ...castFromRole(entity.name, entity.title, role, mention.at, true), existing: true });
    for (let offset = 0, found: ReturnType<typeof mentionOf> = mention; found;) {
      markSpan(reading, offset + found.at, found.length + 2);
      offset += found.at + found.length;
      found = mentionOf(text.slice(offset), entity.name);
    }
  }
}

/** 1. Existing locations, by name. */
function existingPlaces(reading: Reading): void {
  for (const entity of reading.options.locations ?? []) {
    const at = wordPattern(entity.name).exec(reading.text)?.index;
    if (at === undefined) continue;
    reading.places.push(storyPlace(entity, at));
    markSpan(reading, at, entity.name.length);
  }
}

/** A location of the story as a place of the prompt, in the setting its name, title and description say. */
export const storyPlace = (entity: EntityBrief, at: number): PlaceRef => ({
  name: entity.name,
  phrase: entity.name,
  noun: entity.name.toLowerCase(),
  setting: settingOfText(`${entity.name} ${entity.title} ${entity.description}`) ?? 'meadow',
  existing: true,
  at,
});

/**
 * 2. A capitalised run from `index`: the name of a character ("Captain Rook") or of a place ("Port Haven", "Mars").
 * Returns the index of the run's last token read.
 */
function nameRun(reading: Reading, index: number): number {
  const { tokens, used, text } = reading;
  const token = tokens[index]!;
  if (used.has(index) || !nameLike(token)) return index;
  let end = index;
  while (end + 1 < tokens.length && !tokens[end + 1]!.broken && nameLike(tokens[end + 1]!) && !used.has(end + 1)) end++;
  // A lone honorific ("Captain") is a role, not a name. A lone capital opening a sentence and followed by its subject
  // is an adverb, not a name: "Together they must…", "Inside, she waits" (a name the story gives is found again in
  // the middle of a sentence).
  const adverb = token.sentenceStart && SUBJECTS.has(tokens[index + 1]?.lower ?? '') && !namedElsewhere(tokens, index);
  if (end === index && (HONORIFICS.has(token.lower) || adverb)) return index;
  const run = tokens.slice(index, end + 1);
  markUsed(reading, index, end);
  if (sceneryRun(reading, index, run) || placeRun(reading, index, run)) return end;
  const words = text.slice(run[0]!.start, run[run.length - 1]!.end);
  const honorific = run.find((token) => HONORIFIC_ROLES[token.lower]);
  const found = titleAfter(reading, end) ?? titleBefore(reading, index);
  const role = found?.role ?? (honorific ? (ROLES[HONORIFIC_ROLES[honorific.lower]!] ?? null) : null);
  const title = found?.title.replace(/^(a|an|our|my|his|her|their)\s/, 'the ') ?? '';
  if (!reading.cast.some((member) => member.name.toLowerCase() === words.toLowerCase())) {
    reading.cast.push(castFromRole(words, title || (role ? `the ${role.noun}` : ''), role, run[0]!.start, true));
    reading.takenNames.add(words.toLowerCase());
  }
  return end;
}

/** "the Moon", "Earth", "the Golden Compass": scenery and things, not characters (a place when landed on). */
function sceneryRun(reading: Reading, index: number, run: Token[]): boolean {
  const { tokens } = reading;
  const before = tokens[index - 1]?.lower ?? '';
  const last = run[run.length - 1]!.lower;
  const object =
    OBJECT_WORDS.has(last) && (run.length > 1 || [before, tokens[index - 2]?.lower ?? ''].some(isDeterminer));
  if (!object && !run.every((token) => CELESTIAL.has(token.lower))) return false;
  // Landed on it ("on", "reaches", "orbits": src/data/names.json `LANDING`).
  if ((names.LANDING.includes(before) || tokens[index - 2]?.lower === 'on') && (last === 'moon' || PROPER_PLACES[last]))
    runPlace(reading, run, PROPER_PLACES[last] ?? 'planet', last === 'moon' ? 'The Moon' : undefined);
  return true;
}

/** A run that is a place's name: it has a place word, or follows a place preposition (src/data/names.json). */
function placeRun(reading: Reading, index: number, run: Token[]): boolean {
  const before = reading.tokens[index - 1]?.lower ?? '';
  const placeWord = run.map((token) => PLACES[token.lower] ?? PROPER_PLACES[token.lower]).find(Boolean);
  const where = names.PLACE_PREPOSITIONS.includes(before) && !run.some((token) => HONORIFICS.has(token.lower));
  if (!placeWord && !where) return false;
  runPlace(reading, run, placeWord ?? settingOfText(reading.text) ?? 'city');
  return true;
}

/** A capitalised run as a place of the prompt, named as written ("Port Haven", "Mars") unless `name` says otherwise. */
function runPlace(reading: Reading, run: Token[], setting: Setting, name?: string): void {
  const phrase = reading.text.slice(run[0]!.start, run[run.length - 1]!.end);
  const noun = run[run.length - 1]!.lower;
  reading.places.push({ name: name ?? phrase, phrase, noun, setting, existing: false, at: run[0]!.start });
}

/** The role after a name: "Mira the lighthouse keeper", "Bolt, a rusty robot". */
function titleAfter(reading: Reading, end: number): { role: Role | null; title: string } | null {
  const { tokens } = reading;
  const cursor = end + 1;
  if (!tokens[cursor] || !DETERMINERS.has(tokens[cursor]!.lower) || tokens[cursor]!.capital) return null;
  for (let look = cursor + 1; look < Math.min(tokens.length, cursor + 5); look++) {
    if (tokens[look]!.broken && look > cursor + 1) break;
    const found = roleOf(tokens[look]!.lower);
    if (found && !found.plural) {
      markUsed(reading, cursor, look);
      return { role: ROLES[found.key] ?? null, title: wordsFrom(tokens, cursor, look) };
    }
  }
  return null;
}

/** The role before a name: "a cat named Mochi", "the robot Bolt". */
function titleBefore(reading: Reading, index: number): { role: Role | null; title: string } | null {
  const { tokens, used } = reading;
  const previous = tokens[index - 1];
  const beforePrevious = tokens[index - 2];
  // After 'named' the role may sit a word or two back: "a robot bartender named Sprocket" is the robot.
  const afterNamed = previous && ['named', 'called'].includes(previous.lower);
  const roleBefore = afterNamed
    ? ([beforePrevious, tokens[index - 3], tokens[index - 4]].find(
        (token, k, list) =>
          token &&
          !DETERMINERS.has(token.lower) &&
          list.slice(0, k).every((earlier) => earlier && !DETERMINERS.has(earlier.lower)) &&
          roleOf(token.lower),
      ) ?? beforePrevious)
    : previous;
  const at = roleBefore ? tokens.indexOf(roleBefore) : -1;
  const found = roleBefore && !used.has(at) ? roleOf(roleBefore.lower) : null;
  if (!found || found.plural) return null;
  // From its determiner, up to three words back ("a rusty old robot named Bolt").
  const from = [at - 1, at - 2, at - 3].find((back) => back >= 0 && DETERMINERS.has(tokens[back]!.lower)) ?? at;
  markUsed(reading, from, index - 1);
  return { role: ROLES[found.key] ?? null, title: wordsFrom(tokens, from, at) };
}

/** The tokens from `from` to `to` (both included), in lower case: "the lighthouse keeper". */
const wordsFrom = (tokens: Token[], from: number, to: number) => lowersOf(tokens.slice(from, to + 1)).join(' ');
const lowersOf = (tokens: Token[]) => tokens.map((token) => token.lower);

/** Walks back from a noun to its determiner over at most three adjectives ("a young knight", "two knights"). */
function roleStart(reading: Reading, index: number): number {
  const { tokens, used } = reading;
  for (let back = index - 1; back >= Math.max(0, index - 4); back--) {
    const word = tokens[back]!;
    if (used.has(back) || tokens[back + 1]!.broken) break;
    if (DETERMINERS.has(word.lower) || NUMBERS[word.lower]) return back;
    if (COMMON_WORDS.has(word.lower) && !ADJECTIVE_OK.has(word.lower)) break;
  }
  // Without one, a known adjective straight before it ("young knights").
  return index > 0 && ADJECTIVE_OK.has(tokens[index - 1]!.lower) && !used.has(index - 1) ? index - 1 : index;
}

/** Words that describe what follows them, not name it: "the black crows", "the sleepy bats". */
const DESCRIBING =
  /^(?:red|orange|yellow|green|blue|purple|pink|brown|black|white|grey|gray|golden|silver|[a-z]+(?:ed|ing|ful|ous|ish|less))$/;
/** A verb of the table inflected straight after its subject's noun ("a rooster crows", "the boy bats"), never a role of that name. */
function verbAfterSubject(tokens: Token[], index: number): boolean {
  const [before, noun, word] = [tokens[index - 2], tokens[index - 1], tokens[index]];
  if (!noun || !word || word.broken) return false;
  // A plural's verb is bare ("two women race scooters"), a singular's ends in "-s" ("a rooster crows").
  if (roleOf(noun.lower)?.plural && stemOf(word.lower, true) === word.lower) return true;
  if (!/s$/.test(word.lower) || !stemOf(word.lower, false)) return false;
  if (roleOf(noun.lower) && !roleOf(noun.lower)!.plural) return true;
  // The sentence's first word needs no determiner to be its subject ("Dad falls asleep").
  return Boolean(
    (!before || DETERMINERS.has(before.lower) || NUMBERS[before.lower]) &&
    !COMMON_WORDS.has(noun.lower) &&
    !ADJECTIVE_OK.has(noun.lower) &&
    !DESCRIBING.test(noun.lower),
  );
}

/** 3. A role noun at `index`: "a young knight", "the robot", "two knights", named (or found) and written into the text. */
function roleNoun(reading: Reading, index: number): void {
  const { tokens, used, cast, options, text } = reading;
  if (used.has(index)) return;
  const token = tokens[index]!;
  const found = roleOf(token.lower);
  const [next, meant] = [tokens[index + 1], glyphMeant(token.lower, text.split(/\W+/))];
  // An animal's word meant as a thing here is no one ("swings his bat at the ball", "clicks the mouse"), unless it does
  // the verb after it ("a pirate studies a map" is no pirate flag).
  if (!found || (meant?.kind !== englishGlyph(token.lower)?.kind && !verbAfterSubject(tokens, index + 1))) return;
  // A word after "and" with an article straight after it is a second verb ("mimics the bell and fools a cat").
  if (tokens[index - 1]?.lower === 'and' && /s$/.test(token.lower) && DETERMINERS.has(next?.lower ?? '')) return;
  // A word of a compound ("a sea lion", "a hamster wheel") is no one, nor a verb straight after its subject ("a rooster
  // crows") or after "to" ("learns to fish").
  const infinitive = tokens[index - 1]?.lower === 'to' && stemOf(token.lower, true) === token.lower;
  if (inCompound(lowersOf(tokens), index) || verbAfterSubject(tokens, index) || infinitive) return;
  // A word after a role that makes it a thing ("dog food"), or a thing named with the role's noun last ("hot dog", "teddy bear", "a toy horse").
  // A possessive is someone ("a man's arm" is a man's): the word after it is theirs, not a modifier's thing ("a robot arm");
  // a plural's after "a" names a kind of thing ("a children's book").
  if (
    (next &&
      !next.broken &&
      !/^['’]s\b/.test(text.slice(token.end)) &&
      // An "-s" word after "a" and a role is its deed.
      !(/[^su]s$/.test(next.lower) && [-1, -2].some((at) => /^an?$/.test(tokens[index + at]?.lower ?? ''))) &&
      (ROLE_MODIFIED.has(next.lower) ||
        ((PLACES[next.lower] || roleOf(next.lower)) && !verbAfterSubject(tokens, index + 1)))) ||
    ROLE_THINGS.has(`${tokens[index - 1]?.lower} ${found.key}`) ||
    MADE_OF.has(tokens[index - 1]?.lower ?? '') ||
    (found.plural && /^an?$/.test(tokens[index - 1]?.lower ?? '') && /^['’]s\b/.test(text.slice(token.end)))
  )
    return;
  const from = roleStart(reading, index);
  const start = tokens[from]!.start;
  const phraseTokens = tokens.slice(from, index + 1);
  const count = found.plural ? Math.min(4, phraseTokens.map((word) => NUMBERS[word.lower]).find(Boolean) ?? 2) : 1;
  const describing = phraseTokens
    .filter((word) => !DETERMINERS.has(word.lower) && !NUMBERS[word.lower] && word !== token)
    .map((word) => word.lower);
  const role = ROLES[found.key]!;
  const titleWords = [...describing, role.noun].join(' ');
  // An existing character of this role ("the robot" when the story has Bolt the robot).
  const known = (options.characters ?? []).find(
    (entity) =>
      !cast.some((member) => member.name === entity.name) &&
      roleInText(`${entity.title} ${entity.name}`)?.noun === role.noun,
  );
  // "the robot" after "a robot" is the same robot.
  const definite = ['the', 'his', 'her', 'their', 'its', 'our', 'my'].includes(tokens[from]!.lower);
  const earlier = definite && count === 1 ? cast.find((member) => member.role?.noun === role.noun) : undefined;
  markUsed(reading, from, index);
  if (earlier) {
    reading.replacements.push([start, token.end, earlier.name]);
    return;
  }
  const members =
    known && count === 1
      ? [{ ...castFromRole(known.name, known.title, role, token.start, true), existing: true }]
      : inventCast(reading, index, role, count, titleWords);
  cast.push(...members);
  const phrase = text.slice(start, token.end + (text.slice(token.end).match(/^['’]?s\b/)?.[0].length ?? 0));
  const names = members.map((member) => member.name);
  const said =
    names.length > 1
      ? `${phrase}, ${names.slice(0, -1).join(', ')} and ${names.at(-1)},`
      : known
        ? names[0]!
        : `${names[0]} the ${titleWords}`;
  reading.replacements.push([start, start + phrase.length, said]);
}

/** Names for `count` new characters of a role, from its list of names, none taken twice. */
function inventCast(reading: Reading, index: number, role: Role, count: number, titleWords: string): CastMember[] {
  const { takenNames, options, text, tokens } = reading;
  // Someone the role leaves unsexed is as the pronoun that next refers to them says ("a student raises her hand").
  const gender = role.gender === 'x' && count === 1 ? pronounAfter(text.slice(tokens[index]!.end)) : null;
  const fits = (name: string) => !gender || (guessGender(name) === 'f') === (gender === 'f');
  const free = role.names.filter((name) => !takenNames.has(name.toLowerCase()));
  const pool = free.some(fits) ? free.filter(fits) : free;
  const start = hashString(options.seed ?? '', text, String(index)) % Math.max(1, pool.length);
  return Array.from({ length: count }, (_, n) => {
    const name = pool[(start + n) % Math.max(1, pool.length)] ?? `${titleCase(role.noun)} ${n + 1}`;
    const unique = takenNames.has(name.toLowerCase()) ? `${name} ${['II', 'III', 'IV', 'V'][n] ?? n + 2}` : name;
    takenNames.add(unique.toLowerCase());
    const member = castFromRole(unique, `the ${titleWords}`, role, tokens[index]!.start + n, false);
    return gender ? { ...member, gender } : member;
  });
}

/** The sex of the first pronoun in the clause before anyone else is named ("raises her hand", not "helps a boy with his"). */
function pronounAfter(text: string): Gender | null {
  for (const word of /^[^.!?;]*/.exec(text.toLowerCase())![0].match(/[a-z]+/g) ?? []) {
    if (PEOPLE_WORDS.has(word.replace(/s$/, '')) || roleOf(word)) return null;
    if (/^(?:she|her|hers|herself)$/.test(word)) return 'f';
    if (/^(?:he|his|him|himself)$/.test(word)) return 'm';
  }
  return null;
}

/** Whether a place noun at `index` is where something happens, read from the words before it. */
function placeSaid(tokens: Token[], index: number, twoWord: string | null): boolean {
  const lower = tokens[index]!.lower;
  // A place word that is the verb straight after its subject is no place ("a woman falls", "a sailor docks the boat").
  if (verbAfterSubject(tokens, index)) return false;
  // A ship is a place only when someone is on it (src/data/names.json `ABOARD`: "on", "aboard", "boards").
  const aboard = tokens.slice(Math.max(0, index - 4), index).some((word) => names.ABOARD.includes(word.lower));
  if (['ship', 'boat', 'galleon', 'spaceship', 'starship'].includes(lower) && !twoWord && !aboard) return false;
  // Place nouns that are only a place where the words before say so ("in a neon bar", not "a bar of soap").
  if (!names.PLACE_IF_SAID.includes(lower) || twoWord) return true;
  const before = tokens[index - 1]?.lower ?? '';
  // "in a neon bar", "at the old station": one adjective between a place preposition's determiner and the noun.
  const describedAfterDeterminer =
    names.PLACE_OPENERS.includes(tokens[index - 3]?.lower ?? '') &&
    ['a', 'an', 'the'].includes(tokens[index - 2]?.lower ?? '') &&
    !tokens[index - 1]?.broken &&
    !roleOf(before);
  return names.PLACE_BEFORE.includes(before) || Boolean(PLACES[before]) || describedAfterDeterminer;
}

/** Walks back from a place noun over its adjectives; without a determiner only known place modifiers stay. */
function placeStart(reading: Reading, index: number): number {
  const { tokens, used } = reading;
  let from = index;
  for (let back = index - 1; back >= Math.max(0, index - 4); back--) {
    const word = tokens[back]!;
    if (used.has(back) || tokens[back + 1]!.broken) break;
    if (DETERMINERS.has(word.lower)) return back;
    if ((COMMON_WORDS.has(word.lower) && !ADJECTIVE_OK.has(word.lower)) || roleOf(word.lower) || word.capital) break;
    from = back;
  }
  // Without a determiner the words before may be verbs ("explore neon streets"): keep only known place modifiers.
  const modifier = (word: string) => DETERMINERS.has(word) || Boolean(PLACES[word]) || ADJECTIVE_OK.has(word);
  while (from < index && !modifier(tokens[from]!.lower)) from++;
  return from;
}

/** The place noun a token starts (two words, "city street"; a plural's singular; else itself) and its setting. */
function placeWordAt(tokens: Token[], index: number) {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  const pair = next && !next.broken ? `${token.lower} ${next.lower}` : '';
  const twoWord = pair && PLACES[pair] ? pair : null;
  // Else the word or its singular.
  const noun = twoWord ?? [token.lower, token.lower.replace(/s$/, '')].find((word) => PLACES[word]) ?? token.lower;
  const setting = PLACES[noun];
  if (!setting) return null;
  // "a harbor town", "a forest village": a town is drawn as what it is known for.
  const modifier = tokens[index - 1];
  const modifierSetting = modifier && !modifier.broken && !twoWord ? PLACES[modifier.lower] : undefined;
  const town = setting === 'city' && modifierSetting && modifierSetting !== 'city';
  return { noun, twoWord, setting: town ? modifierSetting : setting };
}

/** A place word before a role ("the lighthouse keeper"): a weak place, used when nothing better is named. */
function rolePlace(reading: Reading, token: Token, setting: Setting): PlaceRef {
  const { options, text } = reading;
  const noun = token.lower;
  const known = (options.locations ?? []).find((entity) => wordPattern(noun).test(`${entity.name} ${entity.title}`));
  const name = known?.name ?? placeName([noun], noun, new Set(reading.takenNames), options.seed ?? text);
  return { name, phrase: `the ${noun}`, noun, setting, existing: Boolean(known), at: token.start, weak: true };
}

/** 4. A place noun at `index` with its adjectives: "a haunted lighthouse", "the castle hall", "a neon city street". */
function placeNoun(reading: Reading, index: number): void {
  const { tokens, used, places, options, text } = reading;
  const token = tokens[index]!;
  const placeWord = placeWordAt(tokens, index);
  if (!placeWord) return;
  const { noun, twoWord, setting } = placeWord;
  const head = twoWord ? index + 1 : index;
  // A modifier of a later place noun or of a role: the later noun is the head.
  const after = tokens[head + 1];
  if (after && !after.broken && (PLACES[after.lower] || roleOf(after.lower))) {
    if (roleOf(after.lower)) places.push(rolePlace(reading, token, setting));
    return;
  }
  if ((used.has(index) && used.has(head)) || !placeSaid(tokens, index, twoWord)) return;
  const from = placeStart(reading, index);
  // Words before it that say it was named already ("on the same street", "the other side": src/data/names.json
  // `PLACE_AGAIN`), or that make it a topic or a comparison, not where it happens ("a talk about the sea", "eyes like
  // the ocean": `PLACE_TOPIC`).
  if (tokens.slice(Math.max(0, from - 1), head).some((word) => names.PLACE_AGAIN.includes(word.lower)))
    return markUsed(reading, from, head);
  if (names.PLACE_TOPIC.includes(tokens[from - 1]?.lower ?? '')) return;
  markUsed(reading, from, head);
  if (places.some((place) => place.noun === noun && !place.weak)) return;
  const phrase = text.slice(tokens[from]!.start, tokens[head]!.end);
  // An existing location of this kind ("the forest" when the story has Elderglen Forest).
  const known = (options.locations ?? []).find(
    (entity) =>
      wordPattern(noun).test(`${entity.name} ${entity.title}`) && !places.some((place) => place.name === entity.name),
  );
  const words = lowersOf(tokens.slice(from, head + 1)).filter((word) => !DETERMINERS.has(word));
  const name = known?.name ?? placeName(words, noun, reading.takenNames, options.seed ?? text);
  places.push({ name, phrase, noun, setting, existing: Boolean(known), at: token.start });
}

const PLACE_PREFIXES: Partial<Record<string, string[]>> = names.PLACE_PREFIXES;

/** "Haunted Lighthouse" when the prompt describes it, else an invented name keeping the noun ("Greywater Lighthouse"). */
function placeName(words: string[], noun: string, taken: Set<string>, seed: string): string {
  const described = words.length > 1 || !PLACE_PREFIXES[noun];
  let name = words.length > 1 || !described ? titleCase(words.join(' ') || noun) : `The ${titleCase(words[0] ?? noun)}`;
  if (!described || taken.has(name.toLowerCase())) {
    const prefixes = PLACE_PREFIXES[noun] ?? ['Old', 'Hidden', 'Far'];
    const prefix = prefixes[hashString(seed, noun) % prefixes.length]!;
    name = noun === 'ship' || noun === 'tavern' ? prefix.replace(/^the /, 'The ') : `${prefix} ${titleCase(noun)}`;
  }
  let unique = name;
  for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${name} ${n}`;
  taken.add(unique.toLowerCase());
  return unique;
}

/** The value of a table's word a text says first. */
function saidFirst<T>(text: string, table: Record<string, T>): T | null {
  const lower = text.toLowerCase();
  const said = Object.entries(table).map(([word, value]) => [phraseAt(lower, word.toLowerCase()), value] as const);
  return said.filter(([at]) => at >= 0).sort((a, b) => a[0] - b[0])[0]?.[1] ?? null;
}

/** The time of day a text says first. */
export const timeOfText = (text: string): TimeOfDay | null => saidFirst(text, TIME_WORDS);

/** The season a text says first ("a chilly autumn afternoon", "in spring"). */
export const seasonOfText = (text: string): Season | null => saidFirst(text, SEASON_WORDS);

/** The strongest weather a text mentions (a storm outranks the rain it brings). */
export function weatherOfText(text: string): Weather | null {
  const lower = text.toLowerCase();
  const said = Object.entries(WEATHER_WORDS).filter(([word]) => phraseAt(lower, word.toLowerCase()) >= 0);
  const weathers = new Set(said.map(([, weather]) => weather));
  return (['storm', 'snow', 'rain', 'fog', 'wind', 'cloud'] as const).find((weather) => weathers.has(weather)) ?? null;
}

/** The setting of a text: its first place noun or proper place. */
export function settingOfText(text: string): Setting | null {
  const lower = withoutPlaceVerbs(text).toLowerCase();
  let best: { at: number; setting: Setting; length: number } | null = null;
  for (const [word, setting] of [...Object.entries(PLACES), ...Object.entries(PROPER_PLACES)]) {
    const at = phraseAt(lower, word.toLowerCase());
    if (at < 0) continue;
    // The head of "castle hall" is the later noun: prefer the longer or later match when they touch.
    // ...except a town after what it is known for: "harbor town" is by the sea.
    const laterHead =
      best &&
      at > best.at &&
      at <= best.at + best.length + 1 &&
      at + word.length > best.at + best.length &&
      !(setting === 'city' && best.setting !== 'city');
    const knownFor =
      best && at < best.at && at + word.length + 1 >= best.at && best.setting === 'city' && setting !== 'city';
    if (!best || (at < best.at && at + word.length + 1 < best.at) || laterHead || knownFor)
      best = { at, setting, length: word.length };
  }
  return best?.setting ?? null;
}

/** The setting a word of the text only hints at ("waves": the sea), unless it is the verb after its subject ("a man waves"). */
export function hintedSetting(text: string): Setting | null {
  const lower = withoutPlaceVerbs(text).toLowerCase();
  return Object.entries(SETTING_HINTS).find(([word]) => new RegExp(`\\b${word}\\b`).test(lower))?.[1] ?? null;
}

/** The text with each place or setting hint word that is the verb straight after its subject blanked ("a woman falls asleep in the library", "a man waves"). */
function withoutPlaceVerbs(text: string): string {
  const tokens = tokenize(text);
  const verb = (token: Token, index: number) =>
    (PLACES[token.lower] || SETTING_HINTS[token.lower]) && verbAfterSubject(tokens, index);
  const spans = tokens.filter(verb).map((token): [number, number] => [token.start, token.end]);
  return rewritten(text, spans);
}

/** Sentences, then clauses joined by "then", "but", "when"..., each long enough to stand alone. */
export function splitBeats(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof|Lt|Sgt)\.)(?<=[.!?…])\s+(?=[\p{Lu}"“'‘(])|\s*[\n;]+\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
  const beats: string[] = [];
  for (const sentence of sentences) {
    // Odd entries are the joining words, kept so a clause too short to stand alone is glued back as written.
    const parts = sentence.split(
      /(,?\s+(?:and then|then|but then|but|until|when|while|so)\s+|,\s+and\s+(?=(?:the|a|an|he|she|they|it|[\p{Lu}])\b))/iu,
    );
    const clauses: string[] = [];
    for (let index = 0; index < parts.length; index += 2) {
      const clause = parts[index]!.trim();
      const joiner = index > 0 ? parts[index - 1]! : '';
      const longEnough = clause.split(/\s+/).length >= 3 && clause.replace(/[^\p{L}]/gu, '').length >= 10;
      // A "then" that joins it opens it ("then the storm hits").
      const keep = /then/i.test(joiner) ? `${joiner.replace(/^,?\s+|\s+$/g, '').replace(/^and /i, '')} ` : '';
      const last = clauses.length - 1;
      if (last >= 0 && (!longEnough || clauses[last]!.split(/\s+/).length < 3)) clauses[last] += `${joiner}${clause}`;
      else clauses.push(`${keep}${clause}`);
    }
    beats.push(...clauses);
  }
  return beats.map((beat) => beat.replace(/^[,;:\s]+|[,;:\s]+$/g, '')).filter(Boolean);
}
