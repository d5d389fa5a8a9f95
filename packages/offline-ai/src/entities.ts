// Character and location drafts: names, titles, descriptions and portrait or establishing-shot prompts, written from
// what a prompt says about them and from the look their name gives them (look.ts).
import type { EntityDraft, StoryContext } from '../../../worker/ai/types';
import { ENTITY_LIMITS } from '../../../src/shared/stories';
import { capitalise, uniqueBy } from './language';
import { describeLook, lookFor } from './look';
import type { CastMember, PlaceRef } from './prompt';
import { createRng, type Rng } from './prng';
import type { Role, Setting, TimeOfDay, Weather } from './words';
import tables from './data/entities.json' with { type: 'json' };

type Conditions = { time: TimeOfDay | null; weather: Weather | null };

const ROLE_STORIES: Record<string, string> = tables.ROLE_STORIES;

const OUTFIT_STORIES: Record<string, string> = tables.OUTFIT_STORIES;

/** Subject and possessive pronouns and the verb "to be" after them: a thing's, a woman's, a man's, anyone else's. */
export const PRONOUNS: Record<'it' | 'f' | 'm' | 'x', { they: string; their: string; is: string }> = tables.PRONOUNS;

export const pronouns = (member: Pick<CastMember, 'gender' | 'kind'>) =>
  member.kind !== 'person' && member.kind !== 'ghost' ? PRONOUNS.it : PRONOUNS[member.gender];

/** The look phrase of a cast member, as the panel prompts repeat it. */
export function castLook(member: CastMember, existingDescription?: string): string {
  if (existingDescription?.trim()) {
    const first = existingDescription.trim().split(/(?<=[.!?])\s/)[0]!;
    return first.length > 160 ? `${first.slice(0, 157).replace(/\s+\S*$/, '')}…` : first.replace(/[.!?]$/, '');
  }
  return describeLook(memberLook(member), member.gender);
}

/** The look a cast member's name, kind, outfit, gender and age give it. */
export const memberLook = (member: CastMember) =>
  lookFor(member.name, member.kind, member.outfit, { gender: member.gender, age: member.age });

/** A draft: its title capitalised, its texts cut to what a draft holds. */
const draft = (name: string, title: string, description: string, imagePrompt: string): EntityDraft => ({
  name,
  title: capitalise(title),
  description: description.slice(0, 1000),
  imagePrompt: imagePrompt.slice(0, 1000),
});

export function characterDraft(member: CastMember): EntityDraft {
  const rng = createRng('character', member.name);
  const look = castLook(member);
  const traits = rng.pick(tables.PERSONALITIES);
  const words = pronouns(member);
  const roleKey = member.role?.noun.split(' ').pop() ?? '';
  const story = ROLE_STORIES[roleKey] ?? OUTFIT_STORIES[member.outfit] ?? OUTFIT_STORIES.casual!;
  // Someone of no role is a newcomer, a wanderer…
  const title = member.title || (member.role ? `the ${member.role.noun}` : rng.pick(tables.UNTITLED));
  const trait = `${capitalise(traits[0]!)}, ${traits[1]} and ${traits[2]}`;
  const verb = words.they === 'they' ? story.replace(/^has /, 'have ').replace(/^is /, 'are ') : story;
  const description = `${member.name}, ${title}, is ${look}. ${trait}, ${words.they} ${verb}.`;
  const imagePrompt = portraitPrompt(`${member.name}, ${title}`, look, rng);
  return draft(member.name, title.replace(/^the /, ''), description, imagePrompt);
}

/** A character sheet's prompt: who (with a title), their look and an expression picked by `rng`, on a plain background. */
export const portraitPrompt = (who: string, look: string, rng: Rng) =>
  `Full-figure character portrait of ${who}: ${look}. ${rng.pick(tables.EXPRESSIONS)} expression, three-quarter view, standing on a plain light background, clear silhouette, consistent character design.`;

/** How each setting looks, feels and is lit, for location drafts and establishing shots. */
export const SETTING_LOOKS: Record<Setting, { look: string; mood: string; light: string; establishing: string }> =
  tables.SETTING_LOOKS;

/** The hour and the weather as a prompt says them ("at dawn…, in falling snow"); `moonless`: a night under weather has no moon. */
export function conditionsOf({ time, weather }: Conditions, moonless = false): string {
  const hour = moonless && time === 'night' && weather ? 'at night' : time ? tables.TIME_PHRASES[time] : '';
  return [hour, weather ? tables.WEATHER_PHRASES[weather] : ''].filter(Boolean).join(', ');
}

export function locationDraft(place: PlaceRef, conditions: Conditions): EntityDraft {
  const look = SETTING_LOOKS[place.setting];
  const phrase = place.phrase.replace(/^(the|a|an|our|my|his|her|their)\s+/i, '').trim() || place.noun;
  // A proper name ("Port Haven") says nothing of the place: describe it by its setting.
  const kind = phrase.toLowerCase() === place.name.toLowerCase() ? tables.SETTING_TITLES[place.setting] : phrase;
  const description = `${capitalise(kind.toLowerCase() === place.noun ? `a ${kind}` : `a ${kind.toLowerCase()}`)}: ${look.look}. ${look.mood}. ${look.light}.`;
  const when = conditionsOf(conditions);
  const imagePrompt = `Wide establishing shot of ${place.name}, ${phrase.toLowerCase() !== place.name.toLowerCase() ? `a ${phrase.toLowerCase()}: ` : ''}${look.establishing}${when ? `, ${when}` : ''}. No people, rich environmental detail, atmospheric depth.`;
  return draft(place.name, kind.toLowerCase(), description, imagePrompt);
}

/** Someone the prompt does not name, invented for a role (or for none: a person in everyday clothes). */
export function stranger(name: string, role: Role | null, at = 0): CastMember {
  return {
    name,
    title: role ? `the ${role.noun}` : '',
    role,
    kind: role?.kind ?? 'person',
    outfit: role?.outfit ?? 'casual',
    gender: role?.gender ?? 'x',
    named: false,
    existing: false,
    at,
  };
}

/**
 * Drafts of whoever and wherever the story does not have yet, at most `max` of each and never more than a story may
 * have; a place named twice is one.
 */
export function newDrafts(
  story: StoryContext,
  members: CastMember[],
  places: PlaceRef[],
  conditions: Conditions,
  max: { characters: number; locations: number } = ENTITY_LIMITS,
) {
  const taken = new Set([...story.characters, ...story.locations].map((entity) => entity.name.toLowerCase()));
  const fresh = <T extends { name: string; existing: boolean }>(entries: T[]) =>
    entries.filter((entry) => !entry.existing && !taken.has(entry.name.toLowerCase()));
  const newPlaces = uniqueBy(fresh(places), (place) => place.name.toLowerCase());
  const most = (kind: keyof typeof max) => Math.max(0, Math.min(ENTITY_LIMITS[kind], max[kind]));
  return {
    characters: fresh(members).slice(0, most('characters')).map(characterDraft),
    locations: newPlaces.slice(0, most('locations')).map((place) => locationDraft(place, conditions)),
  };
}
