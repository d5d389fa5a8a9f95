// What a picture prompt in Japanese, Chinese, Korean, Arabic, Hindi, Thai, Spanish or Portuguese says, in the English
// the painter reads: the creatures and people it names, what the first of them does, where, when, and the things in the
// scene. The painter reads English sentences ("A cat climbs on the roof at night. An owl watches."), so a prompt it
// cannot read is glossed into one from the words below; what a prompt names that none of them glosses is left out
// and listed as not drawn.

import glossary from './data/glossary.json' with { type: 'json' };
import lexicon from './data/language.json' with { type: 'json' };
import { article, emojiName, englishGlyph, foreignGlyphs, personRole, type FoundGlyph } from './vocabulary';
import { PLACES } from './words';
import { capitalise, uniqueBy } from './language';

type Part = 'who' | 'do' | 'where' | 'when' | 'thing';

/**
 * English → its words in other languages (`data/glossary.json`), by the part each plays in the sentence. Words that
 * mean something else inside longer words are left out (Korean 새 "bird" is also "new", 말 "horse" also "word"); at one
 * place the longest word wins (ทะเลทราย desert over ทะเล sea, 城市 city over 城 castle, 灯台守 keeper over 灯台 lighthouse).
 */
const WORDS = Object.entries(glossary as Record<Part, Record<string, string[]>>).flatMap(([part, words]) =>
  Object.entries(words).map(([english, list]) => [part as Part, english, list] as const),
);

/** Chinese and Japanese: a word is found anywhere in the text (Thai: at the segmenter's word boundaries). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THAI_WORDS = new Intl.Segmenter('th', { granularity: 'word' });
const LETTERS = /[\p{L}\p{M}]+$/u;
const LETTERS_AHEAD = /^[\p{L}\p{M}]+/u;
/** What Arabic writes onto a word: and/so, with/to/like, the (والقط, ببائع, للسوق); her/his/their/our (جدتها). */
const ARABIC_BEFORE = new Set(['', ...'و ف ب ل ك وب ول فب فل ال وال بال لل ولل فال كال وبال'.split(' ')]);
/** Words that open a Spanish or Portuguese sentence without naming anyone (articles, "one day", "then", pronouns). */
const LATIN_OPENERS = new Set(lexicon.latinOpeners.split(' '));
/** "She" and "he" before a verb: someone acts (src/data/language.json `pronouns`). */
const PRONOUNS: Record<string, string> = lexicon.pronouns;
/** Spanish and Portuguese words are whole, or plural (gatos, flores, cidades; caminan, sobem). */
const LATIN_AFTER = new Set(['', 's', 'es', 'n', 'm']);
/** Those of them that hold a preposition (with, to, like): the word is whom something is done to. */
const WITH_PREPOSITION = new Set(['ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'بال', 'لل', 'ولل', 'كال', 'وبال']);
const ARABIC_AFTER = new Set(['', ...'ها ه هم هن ي ك كم نا ة ات ان ون ين تها ته تي'.split(' ')]);

/**
 * Whether `word` found at `at` is that word: anywhere in Chinese and Japanese; in Thai where the segmenter's words
 * (`thai`: their starts and ends) start and end; in Arabic the whole word with its attached particles and pronouns only
 * (ليل "night" is not in ليلى "Layla"); in Spanish and Portuguese whole or plural; in Hindi and Korean at a word's start,
 * whatever follows (चढ़कर, 고양이가, 밤에).
 */
function isWordAt(text: string, at: number, word: string, thai: Set<number> | null): boolean {
  if (/\p{Script=Thai}/u.test(word)) return Boolean(thai?.has(at) && thai.has(at + word.length));
  if (UNSPACED.test(word)) return true;
  const before = LETTERS.exec(text.slice(0, at))?.[0] ?? '';
  if (/\p{Script=Latin}/u.test(word))
    return before === '' && LATIN_AFTER.has(LETTERS_AHEAD.exec(text.slice(at + word.length))?.[0]?.toLowerCase() ?? '');
  if (!/\p{Script=Arabic}/u.test(word)) return before === '';
  return ARABIC_BEFORE.has(before) && ARABIC_AFTER.has(LETTERS_AHEAD.exec(text.slice(at + word.length))?.[0] ?? '');
}

/** A listed word at `at`; `word` is its own text when it is not there (the owner in "灯台守の娘", named after her). */
export type Found = { at: number; length: number; part: Part; english: string; word?: string; plain?: boolean };

/** The listed words in the text, left to right, none overlapping (the longest at a place). */
export function glossWords(original: string): Found[] {
  // Spanish and Portuguese words in any case ("Gato", "NOCHE"); a letter whose lower case is longer stays as it is, so
  // places in the text are its own.
  const text = [...original]
    .map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char))
    .join('');
  // Thai writes no spaces between words: a Thai word must start and end where a word does (นก "bird" is not in
  // ตอนกลางคืน, "at night"), as the dictionary of Intl.Segmenter cuts them.
  const thai = /\p{Script=Thai}/u.test(text)
    ? new Set([...THAI_WORDS.segment(text)].flatMap((part) => [part.index, part.index + part.segment.length]))
    : null;
  const found: Found[] = [];
  for (const [part, english, words] of WORDS)
    for (const word of words)
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
        if (isWordAt(text, at, word, thai)) found.push({ at, length: word.length, part, english });
  found.sort((a, b) => a.at - b.at || b.length - a.length);
  const kept: Found[] = [];
  for (const entry of found) {
    const last = kept.at(-1);
    if (last && entry.at < last.at + last.length) continue;
    // "灯台守の娘": the lighthouse keeper's daughter is one person, the daughter; the keeper is named after her.
    if (last?.part === 'who' && entry.part === 'who' && text.slice(last.at + last.length, entry.at) === 'の') {
      const word = original.slice(last.at, last.at + last.length);
      kept[kept.length - 1] = { ...entry, at: last.at, length: entry.at + entry.length - last.at };
      kept.push({ ...last, at: entry.at + entry.length, length: 0, word });
    } else kept.push(entry);
  }
  return kept;
}

/**
 * The words of a scene's prompt that one of its beats lacks, in the scene's own words: its first creature or person,
 * its place, its time (and moon). A panel drawing that beat keeps them, so the cat, the roof and the night of
 * "แมว…ปีนขึ้นหลังคา…พระจันทร์" stay in the panel of "แต่กลับพบนกฮูกที่ใจดี" ("but finds a kind owl").
 */
export function sceneContext(scene: string, beat: string): string[] {
  const inScene = glossWords(scene);
  const inBeat = glossWords(beat);
  const original = (entry: Found) => scene.slice(entry.at, entry.at + entry.length);
  const words: string[] = [];
  const lead = inScene.find((entry) => entry.part === 'who' && entry.length);
  if (lead && !inBeat.some((entry) => entry.english === lead.english)) words.push(original(lead));
  const where = inScene.find((entry) => entry.part === 'where');
  if (where && !inBeat.some((entry) => entry.part === 'where')) words.push(original(where));
  const timed = (entry: Found) => entry.part === 'when' || entry.english === 'the moon';
  if (!inBeat.some(timed)) words.push(...inScene.filter(timed).map(original));
  return [...new Set(words)];
}

/** The people of the annotations a rig draws, by their drawings (src/data/language.json `riggedPeople`): 👧 a girl. */
const RIGGED: Record<string, string> = lexicon.riggedPeople;

/**
 * The listed words read against the annotations: a creature or person inside a longer word naming another is none (猫
 * "cat" of 熊猫 "panda"), and the people they name are added where the list names no one (เด็ก "child", 여자 "woman").
 */
function withDrawings(words: Found[], text: string): Found[] {
  const drawings = foreignGlyphs(text, words);
  const inside = (entry: Found) =>
    drawings.some(
      (glyph) =>
        glyph.at <= entry.at &&
        entry.at + entry.length <= glyph.at + glyph.word.length &&
        glyph.word.length > entry.length &&
        glyph.code !== englishGlyph(entry.english)?.code,
    );
  const free = (glyph: FoundGlyph) =>
    !words.some((entry) => entry.at < glyph.at + glyph.word.length && glyph.at < entry.at + entry.length);
  // A person of the annotations is its role in English (農夫 🧑‍🌾 a farmer, طباخ 🧑‍🍳 a cook), the role tables' word.
  const role = (glyph: FoundGlyph) => (glyph.rank < 2 && RIGGED[glyph.code]) || personRole(glyph);
  const people = drawings.filter((glyph) => role(glyph) && free(glyph));
  const own = words.filter((entry) => entry.part !== 'who' || !entry.length || !inside(entry));
  // A place the annotations name (病院 🏥, 地下鉄 🚇) is where it happens when the list names none, by its English name.
  const english = (glyph: FoundGlyph) => glyph.rank < 2 && free(glyph) && emojiName(glyph.code, 'en');
  const place =
    !words.some((entry) => entry.part === 'where') && drawings.map(english).find((name) => name && PLACES[name]);
  return [
    ...own,
    ...(place ? [{ at: text.length, length: 0, part: 'where' as const, english: `in the ${place}` }] : []),
    ...people.map((glyph) => ({
      at: glyph.at,
      length: glyph.word.length,
      part: 'who' as const,
      english: role(glyph)!,
      // A role (a farmer, a police officer) is told as in English, as the role tables and its drawing know it.
      plain: !(glyph.rank < 2 && RIGGED[glyph.code]),
    })),
  ].sort((a, b) => a.at - b.at);
}

/** Verbs whose object is the first thing named ("finds a boat"); with the others a thing is held ("with a lamp"). */
const TAKES_OBJECT = new Set('finds catches reads waves eats kicks pushes pulls carries rows'.split(' '));

/**
 * The text as one or two English sentences of what it names, or null when it names no one and no place: "แมว, a cat,
 * climbs on the roof at night. นกฮูก, an owl, watches." Only the first creature or person acts; the second watches.
 * `cast` are the names it gave. `names` are the
 * story's characters: one the text names acts under that name, and a noun beside it says what it is ("ส้มโอ แมว…",
 * "灯台守の娘ハナ": "ส้มโอ, a cat, …", "ハナ, a girl, …").
 */
export function gloss(text: string, names: string[] = []): { text: string; cast: string[] } | null {
  const named = names
    .filter((name) => name.trim() && text.includes(name))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
  // A name's own letters are no word of the list.
  let masked = text;
  for (const name of named) masked = masked.split(name).join('\u0000'.repeat(name.length));
  const words = withDrawings(glossWords(masked), masked);
  const all = (part: Part) => [...new Set(words.filter((entry) => entry.part === part).map((entry) => entry.english))];
  const people = words.filter((entry) => entry.part === 'who');
  let lead: string | null = null;
  // A verb before anyone the list names (and no character named): its language says where its subject is.
  const found = words.find((entry) => entry.part === 'do');
  const verb = found && !named.length && (people[0]?.at ?? Infinity) > found.at ? found : null;
  const verbText = verb ? text.slice(verb.at, verb.at + verb.length) : '';
  // Arabic puts the verb first and its subject after it (تبحث ليلى: "Layla searches"): a word the list does not know
  // there is someone who acts, a girl when the verb says "she" (تـ), else a man; the people named after are the others.
  // A noun before the verb is its subject (جمل يحمل, "a camel carries").
  if (verb && /\p{Script=Arabic}/u.test(verbText) && !/\p{L}/u.test(masked.slice(0, verb.at))) {
    const between = masked.slice(verb.at + verb.length, people[0]?.at ?? masked.length).trim();
    // "ببائع", "with a seller": one named with a preposition is whom the verb is done to, not who does it.
    const subject = ARABIC_BEFORE.has(between) ? WITH_PREPOSITION.has(between) : /^[\p{L}\p{M}]/u.test(between);
    if (subject) lead = text[verb.at] === 'ت' ? 'A girl' : 'A man';
  }
  // Spanish and Portuguese name who acts before the verb: "Ana sube al tejado" (a capitalised word the list does not know).
  if (verb && /\p{Script=Latin}/u.test(verbText)) {
    const before = /[^.!?¡¿]*$/.exec(text.slice(0, verb.at))![0];
    const pronoun = (before.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => word in PRONOUNS).at(-1);
    const name = (before.match(/\p{Lu}[\p{L}\p{M}'’-]+/gu) ?? [])
      .filter((word) => !LATIN_OPENERS.has(word.toLowerCase()))
      .at(-1);
    // A pronoun is the person the text names later, if any ("Ela acena… (menina)"), else someone.
    lead = name ?? (pronoun && !people.length ? PRONOUNS[pronoun]! : null);
  }
  if (named[0]) {
    const at = text.indexOf(named[0]);
    // The characters between the name and a person's word, negative when they overlap.
    const gap = (entry: Found) => Math.max(entry.at - at - named[0]!.length, at - entry.at - entry.length);
    const beside = people.findIndex((entry) => gap(entry) >= 0 && gap(entry) <= 2);
    lead = beside >= 0 ? `${named[0]}, ${article(people.splice(beside, 1)[0]!.english)},` : named[0];
  }
  // Each one the list names is called by the text's own word for it ("แมว, a cat,"): the painter gives a name one look,
  // so the same cat or girl looks the same in every panel that names it.
  const unique = uniqueBy(people, (entry) => entry.english);
  const cast = unique.map((entry) => entry.word ?? text.slice(entry.at, entry.at + entry.length));
  const nouns = unique.map((entry, n) =>
    entry.plain ? capitalise(article(entry.english)) : `${cast[n]}, ${article(entry.english)},`,
  );
  const [actor, other] = lead ? [lead, named[1] ?? nouns[0]] : nouns;
  const where = all('where')[0];
  if (!actor && !where) return null;
  const when = all('when');
  const things = all('thing');
  // The moon is out at night.
  if (things.includes('the moon') && !when.includes('at night')) when.unshift('at night');
  const does = all('do')[0] ?? (actor ? 'stands' : '');
  const held = things.filter((thing) => thing !== 'the moon');
  const object = actor && TAKES_OBJECT.has(does) ? held.shift() : undefined;
  const subject = actor ? `${actor} ${does}${object ? ` ${object}` : ''}` : 'The scene is';
  const scene = [subject, where, ...when.slice(0, 2)].filter(Boolean).join(' ');
  return {
    text: `${scene}${held.length ? ` with ${held.slice(0, 2).join(' and ')}` : ''}.${other ? ` ${other} watches.` : ''}`,
    // A cast given to the painter is all it draws: none when a role of the two is told plainly.
    cast: unique.slice(0, 2).some((entry) => entry.plain) ? [] : cast,
  };
}
