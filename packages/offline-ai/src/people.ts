// People by age, family and job (src/data/people.json): how old someone looks, whether a woman or a man, and what
// makes a job readable in a picture (the emoji set's own drawing of it, or the rig's uniform and the tool in hand).
import learnt from './data/wordnet-looks.json' with { type: 'json' };
import people from './data/people.json' with { type: 'json' };
import wordnetRoles from './data/wordnet-roles.json' with { type: 'json' };
import { COLOUR_WORDS, type Headwear, type Look } from './look';
import { escaped } from './language';
import type { Gender, Outfit } from './words';

export type Age = 'baby' | 'child' | 'teen' | 'old';
export interface Job {
  /** The English CLDR name of the emoji set's own drawing of the job ("health worker"). */
  as?: string;
  outfit?: Outfit;
  hat?: Headwear;
  top?: string;
  bottom?: string;
  /** The English CLDR name of what they hold. */
  tool?: string;
  /** What they wear over their clothes, a garment of data/figure-art.json: an apron, stripes, a hi-vis vest, a runner's bib. */
  wear?: string;
  /** Whether they wear glasses (an optician, an architect). */
  glasses?: boolean;
}

/** Child words (data/wordnet-roles.json `children`, WordNet's kinds of child: a preschooler, a choirboy, a schoolkid). */
const CHILDREN = new Set(wordnetRoles.children);
const [HAND, LEARNT] = [people.roles, wordnetRoles.roles] as [Record<string, Job>, Record<string, Job>];
/** Every job: people.json's, dressed and equipped by hand, with what WordNet adds (data/wordnet-roles.json): the thing
 * a role's word or gloss names (a falconer's hawk, a lorry driver's lorry) and its nearest kind's dress (a coxswain's
 * sailor suit); a child's word is none (a schoolgirl is a child, no student in a mortarboard). */
export const JOBS: Record<string, Job> = Object.fromEntries(
  Object.keys({ ...LEARNT, ...HAND })
    .filter((word) => !CHILDREN.has(word))
    .map((word) => [word, { ...HAND[word], ...LEARNT[word] }]),
);
/** Every other spoken noun WordNet files a person under (data/wordnet-roles.json `standIns`): someone on the rig, in the
 * dress of the nearest role its kinds reach (a sentry a watchman's, a cardiologist a doctor's), never what it holds;
 * those no role is near ("" a burglar, a widow, a pickpocket) in everyday clothes. */
const STAND_INS = Object.entries(wordnetRoles.standIns as Record<string, string[]>);
for (const [role, words] of STAND_INS.filter(([role]) => JOBS[role])) {
  const { tool: _tool, ...dress } = JOBS[role]!;
  for (const word of words) JOBS[word] = dress;
}
/** Nouns that name several people, as the words of those drawn for them ("a family": a mother, a father, a child). */
export const GROUPS = people.groups as Record<string, string[]>;
/** Age words (src/data/people.json), then WordNet's: its kinds of child ("a moppet", "a preschooler") and its words for
 * the old ("octogenarian", "doddering"). */
const AGES = {
  ...Object.fromEntries([...CHILDREN].map((word) => [word, ['child', 0.72]])),
  ...learnt.ages,
  ...Object.fromEntries(wordnetRoles.old.map((word) => [word, ['old', 1]])),
  ...people.ages,
} as unknown as Record<string, [Age, number]>;
/** The nouns of those stand-ins (a burglar, a widow, a scout). */
export const OTHER_PEOPLE = new Set(STAND_INS.flatMap(([, words]) => words));
/** Nouns that name someone drawn as a person (on the rig unless a drawing shows them): family, groups, passers-by and every job. */
export const PEOPLE_WORDS = new Set([
  ...people.people,
  ...CHILDREN,
  ...Object.keys(GROUPS),
  ...Object.keys(JOBS),
  ...OTHER_PEOPLE,
]);
/** Nouns of a thing that are as often someone (wordnet-roles.json `subjects`: a fan, a printer): someone when they do a verb. */
export const SUBJECT_PEOPLE = new Set(wordnetRoles.subjects.filter((word) => !PEOPLE_WORDS.has(word)));
/** Family and age words: someone of an age, never a doer of a job ("a toddler" is no one who toddles). */
export const KIN = new Set(
  [...people.people, ...Object.keys(GROUPS), ...Object.keys(AGES)].filter((word) => !JOBS[word]),
);

/** One pattern of many words, the longest first so a phrase wins over its last word ("security guard" over "guard"). */
const anyOf = (words: string[]) => {
  const longestFirst = words.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\w-])(${longestFirst.map(escaped).join('|')})s?(?![\\w-])`);
};
const [AGE_WORDS, JOB_WORDS] = [anyOf(Object.keys(AGES)), anyOf(Object.keys(JOBS))];
/** Sex words: people.json's, then the nouns WordNet files under a female or a male person (a debutante, a bloke). */
const GENDERS = Object.entries({
  f: [people.genders.f, ...wordnetRoles.female],
  m: [people.genders.m, ...wordnetRoles.male],
}).map(([gender, words]) => [gender as Gender, new RegExp(`\\b(?:${words.join('|')})\\b`)] as const);

/** How old the words make someone, by the first word that says ("a teenage boy" is a teen), and the figure's height. */
export function ageIn(text: string): { age: Age; height: number } | null {
  const found = AGES[AGE_WORDS.exec(text.toLowerCase())?.[1] ?? ''];
  return found ? { age: found[0], height: found[1] } : null;
}

/** Whether the words make someone a woman or a man, by the first word that says. */
export function genderIn(text: string): Gender | null {
  const at = (pattern: RegExp) => pattern.exec(text.toLowerCase())?.index ?? Infinity;
  const said = GENDERS.filter(([, pattern]) => at(pattern) < Infinity).sort(([, a], [, b]) => at(a) - at(b));
  return said[0]?.[0] ?? null;
}

/** The first job the words name, singular or plural, a phrase before its last word. */
export const jobIn = (text: string): Job | undefined => JOBS[JOB_WORDS.exec(text.toLowerCase())?.[1] ?? ''];

/** Whether the rig shows the job by its dress (a guard's cap and navy uniform), rather than the emoji set's drawing. */
export const dressedJob = (job: Job | undefined) =>
  Boolean(job && !job.as && (job.hat || job.top || job.wear || (job.outfit && job.outfit !== 'casual')));

/** The rig's dress of each job the emoji set draws, for when it is drawn on the rig (a nurse asleep, a builder kneeling). */
const DRESS_AS = people.dressAs as Record<string, Job>;

/** A look in a job's uniform: its outfit, headwear and colours over the look its name gave. */
export function dress(look: Look, worn: Job | undefined): Look {
  const job = worn?.as ? DRESS_AS[worn.as] : worn;
  if (!job) return look;
  const swatch = (name?: string) => (name && COLOUR_WORDS[name] ? { name, hex: COLOUR_WORDS[name] } : undefined);
  const garb = { outfit: job.outfit, headwear: job.hat, wear: job.wear, glasses: job.glasses, top: swatch(job.top) };
  // Only what the job says is written over the look.
  const said = Object.entries({ ...garb, bottom: swatch(job.bottom) }).filter(([, value]) => value);
  return { ...look, ...(Object.fromEntries(said) as Partial<Look>) };
}
