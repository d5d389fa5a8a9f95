// The painter's vocabulary: about 1,300 Twemoji drawings named in the eight interface languages by the Unicode CLDR
// annotations (src/data/emoji-index.json, built by `npm run emoji-index`). A noun of a prompt in any of those languages
// finds its drawing here, with no glossary written by hand.
import { emojiIndex } from '#emoji-index';
import nearest from './data/nearest.json' with { type: 'json' };
import lexicon from './data/language.json' with { type: 'json' };
import animalKin from './data/animal-kin.json' with { type: 'json' };
import { glossWords, type Found } from './glossary';
import { JOBS, PEOPLE_WORDS } from './people';
import { COLOUR_WORDS } from './look';
import { ROLES } from './words';
import actions from './data/actions.json' with { type: 'json' };
import wordnetSenses from './data/wordnet-senses.json' with { type: 'json' };

/** p person, a animal, s sky and weather, l place, g plant, v vehicle, o any other object. */
export type GlyphKind = 'p' | 'a' | 's' | 'l' | 'g' | 'v' | 'o';
export type VocabularyLocale = 'en' | 'es' | 'pt' | 'ja' | 'ko' | 'zh' | 'hi' | 'ar' | 'th';

export interface Glyph {
  /** The drawing's file under Twemoji's SVGs ("1f992" is 🦒). */
  code: string;
  kind: GlyphKind;
  /** 0: the word is the drawing's name ("giraffe"); 1: its name's last word ("cake" of "birthday cake"); 2: a keyword. */
  rank: 0 | 1 | 2;
  /** How many drawings the word names, up to 3: a keyword of many ("zoo", "farm") is a category, not a name. */
  shared: number;
}

export interface FoundGlyph extends Glyph {
  /** The prompt's own word for it. */
  word: string;
  /** Where it is in the text. */
  at: number;
  locale: VocabularyLocale;
}

/** The index numbers a word's drawings rank * RANKED + n (packages/offline-ai/scripts/emoji-index.ts). */
const RANKED = 10_000;
type Tables = {
  glyphs: { code: string; kind: GlyphKind }[];
  words: Record<VocabularyLocale, Record<string, number[]>>;
};
// "1f992 a": the drawing's file and its kind.
const glyphEntry = ([code, kind]: string[]) => ({ code: code!, kind: kind as GlyphKind });
let tables: Tables | undefined;
// Read on first use: in the Worker the index arrives from the assets after the module loads.
function vocabulary(): Tables {
  tables ??= {
    glyphs: emojiIndex().glyphs.map((entry) => glyphEntry(entry.split(' '))),
    words: emojiIndex().words as Tables['words'],
  };
  return tables;
}

/** Whether an animal's drawing is only its face (🐻 🦊 🐸: CLDR calls it a face), drawn on a body (art/creatures.ts). */
export const isFace = (code: string): boolean => emojiIndex().faces.includes(code);
/** A drawing that is a scene on a tile of its own (🛤 🌃 🏞): read for what it names, never drawn as a thing (scripts/emoji-index.ts). */
export const isTile = (code: string): boolean => emojiIndex().tiles.includes(code);

/** The drawing a word (or phrase) names in a language, if any: its best-ranked one. */
export function glyphOf(word: string, locale: VocabularyLocale = 'en'): Glyph | null {
  const { glyphs, words } = vocabulary();
  const list = words[locale][word.toLowerCase()];
  const first = list?.[0];
  if (first === undefined) return null;
  return { ...glyphs[first % RANKED]!, rank: Math.floor(first / RANKED) as Glyph['rank'], shared: list!.length };
}

/** An English noun with its indefinite article: "an owl", "a cat", "an umbrella", "a unicorn", "a eucalyptus". */
export const article = (word: string) =>
  `${/^(?:[aio]|e(?!u)|u(?![^aeiou][aeiouy]))/i.test(word) ? 'an' : 'a'} ${word}`;

const IRREGULAR: Record<string, string> = { children: 'child', people: 'person', geese: 'goose' };
/** English singular forms to try for a word as written ("leaves" → "leaf", "candles" → "candle"). */
export function singulars(word: string): string[] {
  const out = [word];
  if (/ies$/.test(word)) out.push(`${word.slice(0, -3)}y`);
  if (/ves$/.test(word)) out.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(ch|sh|s|x|z)es$/.test(word)) out.push(word.slice(0, -2));
  if (/[^s]s$/.test(word)) out.push(word.slice(0, -1));
  if (/oes$/.test(word)) out.push(word.slice(0, -2));
  if (/men$/.test(word)) out.push(`${word.slice(0, -3)}man`);
  if (IRREGULAR[word]) out.push(IRREGULAR[word]);
  return out;
}

/** An English word's (or phrase's) drawing, singular or plural. */
export function englishGlyph(word: string): (Glyph & { word: string }) | null {
  for (const form of singulars(word.toLowerCase())) {
    const glyph = glyphOf(form, 'en');
    if (glyph) return { ...glyph, word: form };
  }
  return null;
}

/** Verbs of a kind and roles, each by the tool it is staged with ("repair", "fix", "mend"…; "carpenter"), from src/data/actions.json. */
export const TOOLS = new Map(
  [
    ...Object.entries(JOBS).flatMap(([word, job]) => (job.tool ? [[job.tool, [word]] as const] : [])),
    ...Object.entries(actions.tools),
    ...Object.entries(actions.roles),
  ].flatMap(([tool, words]) => words.map((word) => [word, tool])),
);

/** The verbs a tool stages: a verb's tool is no clue to a noun's sense ("collects coins" is no coin purse by the basket's "shopping"). */
const VERB_TOOLS = new Set(Object.values(actions.tools).flat());

/** A word's stem, to match "pours" with "poured", "wrestlers" with "wrestling": without -s, -ed, -er, -ing. */
const stem = (word: string) => word.toLowerCase().replace(/(?:ing|ed|er|es|e|s)$/, '');
const drawingNames: Partial<Record<VocabularyLocale, Map<number, [number, string][]>>> = {};
/** A drawing's words in a language as [rank, word], in the index's order; built on first use. */
function namesOf(at: number, locale: VocabularyLocale): [number, string][] {
  const names = (drawingNames[locale] ??= new Map());
  if (!names.size)
    for (const [word, list] of Object.entries(vocabulary().words[locale]))
      for (const value of list)
        names.set(value % RANKED, [...(names.get(value % RANKED) ?? []), [Math.floor(value / RANKED), word]]);
  return names.get(at) ?? [];
}

/** A drawing's English words as stems ("cricket game": cricket, game): what its sense is known by. */
const wordsOfDrawing = (value: number): string[] =>
  namesOf(value % RANKED, 'en')
    .flatMap(([, phrase]) => phrase.match(/[a-z]{3,}/g) ?? [])
    .map(stem);

/** The people tables' nouns and the roles of people ("a queen"). */
const PERSONS = new Set([...PEOPLE_WORDS, ...Object.keys(ROLES).filter((key) => ROLES[key]!.kind === 'person')]);
/** A drawing of someone doing something (🚴 "person biking", 🕺 "man dancing"): its word is a verb, no one of the prompt. */
export const doing = (glyph: Pick<Glyph, 'code' | 'kind'>) =>
  glyph.kind === 'p' && /ing$/.test(emojiName(glyph.code.replace(/-fe0f/g, ''), 'en') ?? '');

/**
 * The English role a person's drawing stands for (🧑‍🌾 farmer, 🧑‍⚕️ doctor, 🫅 monarch): its name, else its first
 * keyword the role tables know; none for a drawing of someone doing something.
 */
export function personRole(glyph: Pick<Glyph, 'code' | 'kind'>): string | undefined {
  if (glyph.kind !== 'p' || doing(glyph)) return undefined;
  const at = vocabulary().glyphs.findIndex((entry) => entry.code === glyph.code);
  const role = (word: string) => ROLES[word]?.kind === 'person' || JOBS[word];
  return [...namesOf(at, 'en')].sort((a, b) => a[0] - b[0]).find(([, word]) => role(word))?.[1];
}

/**
 * The drawing an English word means beside the prompt's other words (the Lesk algorithm): of the drawings it names,
 * the one whose English words, and its WordNet sense's (src/data/wordnet-senses.json), the other words share most, or
 * the words of their drawings, their job's and their tool's: "a nurse gives a shot" is the syringe's "the nurse gave
 * him a flu shot", "a batter swings his bat at the ball" the cricket bat, a pianist's keyboard (a pianist's tool) the
 * musical one. When none leans either way, the everyday sense: WordNet's most frequent, else its first drawing.
 */
export function glyphMeant(word: string, context: string[]): (Glyph & { word: string }) | null {
  const first = englishGlyph(word);
  if (!first || first.shared < 2) return first;
  const { glyphs, words } = vocabulary();
  const senses = Object.entries((wordnetSenses.senses as Record<string, Record<string, string>>)[first.word] ?? {});
  const cues = new Map(senses.map(([name, sense]) => [englishGlyph(name)?.code, sense.split(' ').map(stem)]));
  const everyday = englishGlyph(senses[0]?.[0] ?? '')?.code ?? first.code;
  // Colours say how things look, not what they are ("a red dragon" is no mahjong tile).
  const others = context
    .flatMap((other) => singulars(other.toLowerCase()))
    .filter((other) => stem(other) !== stem(first.word) && !COLOUR_WORDS[other]);
  // A word counts twice the words of its drawings; a category's ("zoo") tell nothing.
  const drawn = others.flatMap((other) =>
    [other, JOBS[other]?.as, VERB_TOOLS.has(other) ? null : TOOLS.get(other)].map((name) => englishGlyph(name ?? '')),
  );
  const related = drawn.flatMap((glyph) =>
    glyph && glyph.shared < 3 ? wordsOfDrawing(words.en[glyph.word]![0]!) : [],
  );
  const near = new Map([
    ...related.map((related) => [related, 1] as const),
    ...others.map((other) => [stem(other), 2] as const),
  ]);
  const score = (value: number) => {
    const known = new Set([...wordsOfDrawing(value), ...(cues.get(glyphs[value % RANKED]!.code) ?? [])]);
    known.delete(stem(first.word));
    return [...known].reduce((sum, w) => sum + (near.get(w) ?? 0), glyphs[value % RANKED]!.code === everyday ? 0.5 : 0);
  };
  // A person's word means a person ("a mechanic" is no toolbox), a thing's no one ("grips the rock" is no one
  // climbing, "eats a banana" no monkey), nor what another word names ("the queen holds a crown": no crown for her) or
  // a verb's tool ("a lumberjack chops wood": no axe); a job's tool it may ("a pianist plays the keyboard").
  const named = new Set(
    others
      .flatMap((other) => [englishGlyph(other), JOBS[other] ? null : englishGlyph(TOOLS.get(other) ?? '')])
      .map((glyph) => glyph && glyph.rank < 2 && glyph.code),
  );
  // A person's word: a person's drawing's name, a person the people tables list or a doer's noun ("surfer").
  const person =
    first.kind === 'p' && (first.rank < 2 || PERSONS.has(first.word) || /(?:er|or|ist|ian)$/.test(first.word));
  const fits = (value: number) => {
    const { code, kind } = glyphs[value % RANKED]!;
    const sameKind = person ? kind === 'p' : kind !== 'p' && (kind !== 'a' || first.kind === 'a');
    return sameKind && (code === first.code || !named.has(code));
  };
  const list = words.en[first.word]!.filter(fits);
  const best = (list.length ? list : [words.en[first.word]![0]!]).reduce((chosen, value) =>
    score(value) > score(chosen) ? value : chosen,
  );
  const rank = Math.min(first.rank, Math.floor(best / RANKED)) as Glyph['rank'];
  return { ...glyphs[best % RANKED]!, rank, shared: first.shared, word: first.word };
}

/** The languages whose annotations a script's words are read in (src/data/language.json): Chinese first for Han alone
 * (长颈鹿 before Japanese 鹿); kana put Japanese first. */
const SCRIPTS = lexicon.vocabularyScripts.map(
  ([script, locales]) => [new RegExp(script as string, 'u'), locales as VocabularyLocale[]] as const,
);
const localesOf = (text: string) => [
  ...new Set(SCRIPTS.filter(([script]) => script.test(text)).flatMap(([, list]) => list)),
];
/** Scripts written without spaces between words: cut into words by the platform's dictionary (Intl.Segmenter). */
const SEGMENTERS = new Map(
  ['ja', 'zh', 'th'].map((locale) => [locale, new Intl.Segmenter(locale, { granularity: 'word' })]),
);
/** Grammar words that also name a drawing in the annotations (的 "target", पर "wing"): never a thing of the prompt. */
const PARTICLES = new Set(lexicon.particles);

/** A written word's forms to look up: Arabic without its attached particles or accusative alif (صندوقا), Spanish and Portuguese plurals, a Korean noun before its particle. */
function formsOf(word: string, locale: VocabularyLocale): string[] {
  const lower = word.toLowerCase();
  if (PARTICLES.has(lower)) return [];
  if (locale === 'ar') {
    const bare = lower.replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?/u, '');
    return [lower, bare, bare.replace(/ات$/u, 'ة'), bare.replace(/ا$/u, '')];
  }
  // Japanese writes a word in either kana: リンゴ is りんご, にんじん ニンジン.
  const kana = (from: RegExp, shift: number) =>
    lower.replace(from, (char) => String.fromCharCode(char.charCodeAt(0) + shift));
  if (locale === 'ja') return [lower, kana(/[\u30a1-\u30f6]/gu, -0x60), kana(/[\u3041-\u3096]/gu, 0x60)];
  // Hindi's oblique case before a postposition (फावड़े से "with the shovel"): the noun in -ा takes -े.
  if (locale === 'hi') return [lower, lower.replace(/े$/u, 'ा')];
  // …and a woman's job by the man's the annotations list (enfermera: enfermero, cozinheira: cozinheiro).
  const man = lower.replace(/as?$/, 'o');
  const men = glyphOf(man, locale)?.kind === 'p' ? [man] : [];
  if (locale === 'es' || locale === 'pt') return [lower, lower.replace(/es$/, ''), lower.replace(/s$/, ''), ...men];
  // Korean writes its particles onto the noun (기린이, 나무에서): the longest start of the word that is a name.
  if (locale === 'ko') return [...lower].map((_, end, letters) => letters.slice(0, letters.length - end).join(''));
  return [lower];
}

/** The text's words as [where, word]: letters between spaces, or the dictionary's words of a script without spaces. */
function wordsOf(text: string, locale: VocabularyLocale): [number, string][] {
  const segmenter = SEGMENTERS.get(locale);
  if (!segmenter) return [...text.matchAll(/[\p{L}\p{M}]+/gu)].map((match) => [match.index!, match[0]]);
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => [part.index, part.segment]);
}

/** The drawings a text names in one language: at each word the longest run of up to four words that names one ("oso de peluche" before "oso", 男の子 before 男). */
function glyphsIn(text: string, locale: VocabularyLocale, taken: [number, number][]): FoundGlyph[] {
  const words = wordsOf(text, locale);
  const found: FoundGlyph[] = [];
  for (let n = 0; n < words.length; n++) {
    for (let length = Math.min(4, words.length - n); length >= 1; length--) {
      const [at, end] = [words[n]![0], words[n + length - 1]![0] + words[n + length - 1]![1].length];
      const written = text.slice(at, end).replace(/\s+/g, ' ');
      if (taken.some(([from, to]) => at < to && end > from)) continue;
      const form = (length === 1 || SEGMENTERS.has(locale) ? formsOf(written, locale) : [written.toLowerCase()]).find(
        (candidate) => candidate && glyphOf(candidate, locale),
      );
      if (!form) continue;
      taken.push([at, end]);
      // The dictionary's word ("캥거루" of "캥거루가", "زرافة" of "الزرافة"), at the written word's place.
      found.push({ ...glyphOf(form, locale)!, word: form, at, locale });
      n += length - 1;
      break;
    }
  }
  return found;
}

/**
 * The drawings a prompt in another language names, in the order it names them: its script says which languages'
 * annotations to read; a word inside a longer one already found is not found again, nor a verb the glossary knows
 * (กิน, 吃 "eat" are no 🍔), nor a Japanese verb or adjective, its kanji with its ending in kana (開ける "open"). `glossed`:
 * the glossary's words of the text, when the caller has read them already.
 */
export function foreignGlyphs(text: string, glossed: Found[] = glossWords(text)): FoundGlyph[] {
  const taken: [number, number][] = [];
  const verbs = glossed.filter((entry) => entry.part === 'do');
  const verb = (glyph: FoundGlyph) =>
    verbs.some((entry) => entry.at <= glyph.at && glyph.at + glyph.word.length <= entry.at + entry.length);
  const inflected = (glyph: FoundGlyph) =>
    glyph.rank === 2 && /^\p{Script=Han}+\p{Script=Hiragana}+$/u.test(glyph.word);
  const found = localesOf(text).flatMap((locale) => glyphsIn(text, locale, taken));
  return found.filter((glyph) => !verb(glyph) && !inflected(glyph) && !doing(glyph)).sort((a, b) => a.at - b.at);
}

/**
 * A drawing's word in a language (else in English): its name's head ("couch" of "couch and lamp", "cat" of "cat face",
 * "พิซซ่า" of "พิซซ่า 1 ชิ้น") when that names it or a drawing of its own, else its best-ranked single word.
 */
export function emojiName(code: string, locale: VocabularyLocale): string | undefined {
  const at = vocabulary().glyphs.findIndex((glyph) => glyph.code.replace(/-fe0f/g, '') === code);
  const found = [...(namesOf(at, locale).length ? namesOf(at, locale) : namesOf(at, 'en'))].sort(
    (a, b) => a[0] - b[0] || a[1].length - b[1].length,
  );
  const head = found
    .find(([rank]) => rank === 0)?.[1]
    .split(/ and | face$|[:,，、：(（\d]/u)[0]!
    .trim();
  if (head && (found.some(([, word]) => word === head) || glyphOf(head, locale))) return head;
  return found.find(([, word]) => !word.includes(' '))?.[1];
}

/** An emoji's drawing's file without variation selectors or skin tones; a man's or woman's role is the person's (👩‍🍳 is 🧑‍🍳). */
const emojiCode = (emoji: string) =>
  [...emoji]
    .map((char) => char.codePointAt(0)!.toString(16))
    .filter((code) => code !== 'fe0f' && !/^1f3f[b-f]$/.test(code))
    .join('-')
    .replace(/^1f46[89]-200d-/, '1f9d1-200d-')
    .replace(/-200d-264[02]$/, '');

/** A prompt in the form the painter reads it: composed (a Hindi letter with its nukta either way), full-width and half-width forms as plain ones (ＣＡＴ, ｶﾀｶﾅ). */
export const normalForm = (text: string) =>
  text.normalize('NFC').replace(/[\uff01-\uffef]+/gu, (run) => run.normalize('NFKC'));

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/**
 * The text with each emoji the vocabulary draws written as its word in the text's language ("a 🐱 sleeps on the 🛋️":
 * "a cat sleeps on the couch"; "two 🐧": "two penguins"), so it is found, counted and placed like any noun.
 */
export function emojiAsWords(text: string, english: boolean): string {
  if (!/\p{Extended_Pictographic}/u.test(text)) return text;
  const locale = english ? 'en' : (localesOf(text)[0] ?? 'en');
  const pad = (char: string | undefined) => (!SEGMENTERS.has(locale) && char && /[\p{L}\p{N}]/u.test(char) ? ' ' : '');
  const named = [...GRAPHEMES.segment(text)].map(({ segment, index }) => {
    const word = /\p{Extended_Pictographic}/u.test(segment) ? emojiName(emojiCode(segment), locale) : undefined;
    if (!word) return segment;
    const many =
      locale === 'en' &&
      !word.includes(' ') &&
      /\b(?:two|three|four|five|six|seven|eight|nine|ten|many|several|[2-9]) $/i.test(text.slice(0, index));
    return `${pad(text[index - 1])}${many ? word.replace(/(s|x|z|ch|sh)$|([^aeiou])y$/, (_, hiss, before) => (hiss ? `${hiss}e` : `${before}ie`)) + 's' : word}${pad(text[index + segment.length])}`;
  });
  return named.join('');
}

/** Common compounds whose whole is one thing, by the drawing nearest the whole or "" (src/data/nearest.json `compounds`). */
const COMPOUNDS = nearest.compounds as Record<string, string>;
/** The drawing of a fruit's plant by its head word (src/data/nearest.json `plants`: an apple tree is a tree). */
const PLANTS = nearest.plants as Record<string, string>;
/**
 * The compound the words start at `n` ("sea lion", "bottle of pills", "fairy lights", "monkey wrench"), its last word singular or
 * plural: its phrase as written, the drawing nearest it ("" for none) and how many words it spans.
 */
export function compoundAt(words: string[], n: number): { phrase: string; name: string; length: number } | null {
  for (const length of [3, 2]) {
    const span = words.slice(n, n + length).map((word) => word.toLowerCase());
    if (span.length < length) continue;
    const phrases = singulars(span.at(-1)!).map((last) => [...span.slice(0, -1), last].join(' '));
    const key = phrases.find((phrase) => phrase in COMPOUNDS);
    if (key) return { phrase: span.join(' '), name: COMPOUNDS[key]!, length };
    // A thing's name of two words whose first word is an animal ("a monkey wrench", "a hot dog") is no animal.
    const animal = length === 2 ? englishGlyph(span[0]!) : null;
    const thing =
      animal?.kind === 'a' &&
      animal.rank === 0 &&
      phrases.find((phrase) => 'ov'.includes(englishGlyph(phrase)?.kind ?? '-') && englishGlyph(phrase)!.rank < 2);
    if (thing) return { phrase: span.join(' '), name: thing, length };
    // A fruit's tree or bush ("an apple tree", "a blackcurrant bush") is the plant, never the fruit.
    const plant = length === 2 && PLANTS[singulars(span[1]!).find((form) => form in PLANTS) ?? ''];
    if (plant && !englishGlyph(phrases[0]!) && englishGlyph(span[0]!)?.kind === 'o')
      return { phrase: span.join(' '), name: plant, length };
  }
  return null;
}

/** Where a text's compounds are, as [from, to) character spans. */
export function compoundSpans(text: string): [number, number][] {
  const matches = [...text.toLowerCase().matchAll(/[a-z][a-z'-]*/g)];
  const words = matches.map((match) => match[0]);
  return words.flatMap((_, n): [number, number][] => {
    const last = n + (compoundAt(words, n)?.length ?? 0) - 1;
    return last >= n ? [[matches[n]!.index!, matches[last]!.index! + words[last]!.length]] : [];
  });
}

/** The text with each span [from, to) written over by its words, else blanked (so what follows keeps its place), the last first. */
export const rewritten = (text: string, spans: [number, number, string?][]) =>
  [...spans]
    .sort((a, b) => b[0] - a[0])
    .reduce((out, [from, to, by]) => out.slice(0, from) + (by ?? ' '.repeat(to - from)) + out.slice(to), text);

/** The text with its compounds blanked out: "a sand castle" names no castle to stand in, "a sea lion" no sea. */
export const withoutCompounds = (text: string) => rewritten(text, compoundSpans(text));

// Animal words for an age, a sex or a herd (src/data/animal-kin.json): drawn small, as the animal, or three of it.
const ANIMAL_KIN = new Map(
  (['young', 'grown', 'herds'] as const).flatMap((table) =>
    Object.entries(animalKin[table]).map(([word, names]) => [word, { table, names }] as const),
  ),
);

// The animal a word at `n` says the age, sex or herd of ("calf", "lioness", "flock"): the one of its list the words
// name ("an elephant and her calf", "a vixen and her kits": a fox's), else its first ("a calf": a cow's), if any.
export function kinAt(words: string[], n: number) {
  const kinOf = (word: string) => ANIMAL_KIN.get(singulars(word).find((form) => ANIMAL_KIN.has(form)) ?? '');
  const kin = kinOf(words[n]!);
  if (!kin) return null;
  // Each other word as an animal's word: a kin word's own animal, else its drawing's word, else as written.
  const named = words
    .map((word, m) => (m === n ? '' : kinOf(word)?.names[0] || (englishGlyph(word)?.word ?? word)))
    .join(' ');
  const name = kin.names.slice(1).find((parent) => new RegExp(`\\b${parent}\\b`).test(named)) ?? kin.names[0];
  const glyph = name ? englishGlyph(name) : null;
  return glyph && { ...glyph, rank: 0 as const, word: words[n]!, table: kin.table };
}

/** Whether the word at `n` is inside a compound: "lion" of "a sea lion", "hamster" of "a hamster wheel". */
export const inCompound = (words: string[], n: number) =>
  [n, n - 1, n - 2].some((from) => from >= 0 && (compoundAt(words, from)?.length ?? 0) > n - from);
