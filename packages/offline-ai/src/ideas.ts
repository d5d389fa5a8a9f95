// The small text tasks: suggestions (continuations, story seeds, opening scenes), titles, text polishing, and entity
// extraction, all composed from the story's own names and places.
import type { StoryContext, Suggestion, TextTasks } from '../../../worker/ai/types';
import { SETTING_LOOKS, characterDraft, locationDraft, newDrafts, portraitPrompt, stranger } from './entities';
import { actionOf, objectOf, rotated } from './lines';
import {
  capitalise,
  filled,
  titled,
  clauseRuns,
  cut,
  joinRuns,
  quote,
  sentencesOf,
  squeeze,
  storyTongue,
  storyWords,
  understands,
  uniqueBy,
} from './language';
import ideas from './data/ideas.json' with { type: 'json' };
import polishing from './data/polish.json' with { type: 'json' };
import { DEFAULT_STORY_TITLES } from '../../../src/shared/stories';
import type { Locale } from '../../../src/shared/locales';
import { createRng, type Rng } from './prng';
import { readPrompt, settingOfText, timeOfText, weatherOfText } from './prompt';
import { ROLES, type Setting } from './words';

/** The templates of the next-scene ideas (data/ideas.json, with the story seeds in each interface language). */
const { twists: TWISTS, continuations: CONTINUATIONS, openings: OPENINGS } = ideas;

/** A text read with the story's characters and places, the names it invents seeded by the story's title. */
const readInStory = (text: string, story: StoryContext) =>
  readPrompt(text, { characters: story.characters, locations: story.locations, seed: story.title });

function storyNames(story: StoryContext, rng: Rng): { a: string; b: string; place: string; time: string } {
  const reading = readInStory(story.description, story);
  const people = [...story.characters.map((entity) => entity.name), ...reading.cast.map((member) => member.name)];
  const unique = [...new Set(people)];
  const places = [...story.locations.map((entity) => entity.name), ...reading.places.map((place) => place.name)];
  // Who and where the story does not say yet: stand-ins ("our hero", "an unlikely ally", "the edge of town").
  const a = unique[0] ?? rng.pick(ideas.standIns.a);
  const b = unique[1] ?? rng.pick(ideas.standIns.b);
  const place = places[0] ?? rng.pick(ideas.standIns.place);
  return { a, b, place, time: rng.pick(ideas.standIns.time) };
}

/** An idea's template filled with the story's names and a twist, at most 300 characters. */
function fillIdea(template: string, names: ReturnType<typeof storyNames>, twist: string): string {
  const slots: Record<string, string> = { A: names.a, B: names.b, place: names.place, time: names.time, twist };
  return cut(capitalise(template.replace(/\{(A|B|place|time|twist)\}/g, (_, key: string) => slots[key]!)), 300);
}

/** An idea that tells a sentence of the author's own premise. */
const premiseIdea = (sentence: string): Suggestion => ({ emoji: '📖', text: quote(sentence, 200) });

/**
 * Ideas for a story the writer cannot read, in the author's words and no English: the premise's sentences no scene has
 * told yet, then the story's characters and places put side by side with signs (🤝 Mira · 山田, 🗺️ Mira → 灯台),
 * each scene starting further along so the next scene is offered other ones.
 */
function ownWordIdeas(story: StoryContext, wanted: number): Suggestion[] {
  const told = story.previousScenes.map((scene) => squeeze(`${scene.title} ${scene.description}`));
  const sentences = sentencesOf(story.description);
  const premise = sentences.filter((sentence) => !told.some((scene) => scene.includes(squeeze(sentence))));
  const people = story.characters.map((entity) => entity.name);
  const ideas: Suggestion[] = premise.map(premiseIdea);
  for (const [i, person] of people.entries()) {
    const brief = sentencesOf(story.characters[i]!.description)[0];
    if (brief && !understands(brief)) ideas.push({ emoji: '🎭', text: `${person}: ${quote(brief, 160)}` });
    for (const place of story.locations) ideas.push({ emoji: '🗺️', text: `${person} → ${place.name}` });
    for (const other of people.slice(i + 1)) ideas.push({ emoji: '🤝', text: `${person} · ${other}` });
  }
  const unique = uniqueBy(ideas, (idea) => idea.text);
  // Everything told and nobody to pair: a clause of the premise no scene was written from yet ("幽霊船が現れ、"), so the
  // next scene's description is not word for word an earlier one's; then two of its sentences together; with none left,
  // the premise again from the next sentence on, so the story moves through it rather than sticking on its first line.
  if (!unique.length) {
    const descriptions = new Set(story.previousScenes.map((scene) => squeeze(scene.description)));
    const clauses = sentences.map((sentence) => clauseRuns(sentence)).filter((runs) => runs.length > 1);
    const fresh = clauses.flat().filter((clause) => !descriptions.has(squeeze(clause)));
    if (fresh.length) return fresh.slice(0, wanted).map(premiseIdea);
    // Then two sentences of it together (a recap), a description no scene had either.
    const pairs = sentences
      .slice(1)
      .map((sentence, i) => joinRuns(sentences[i]!, sentence))
      .filter((pair) => !descriptions.has(squeeze(quote(pair, 200))));
    if (pairs.length) return pairs.slice(0, wanted).map(premiseIdea);
    const again = sentences.map(premiseIdea);
    if (!again.length) return [{ emoji: '✨', text: quote(story.title.trim() || '…', 200) }];
    return rotated(again, story.previousScenes.length).slice(0, wanted);
  }
  return rotated(unique, premise.length ? 0 : story.previousScenes.length).slice(0, wanted);
}

export function suggest({ story, count, kind }: TextTasks['suggestions']['input']): { suggestions: Suggestion[] } {
  const wanted = Math.max(1, Math.min(8, Math.round(count)));
  const scenes = String(story.previousScenes.length);
  const rng = createRng('suggestions', kind, story.title, story.description, scenes, String(wanted));
  if (kind === 'storySeeds') {
    // In the author's language: the one their default title or their own words are in, else English.
    const defaultIn = (Object.keys(DEFAULT_STORY_TITLES) as Locale[]).find(
      (locale) => DEFAULT_STORY_TITLES[locale] === story.title.trim(),
    );
    return { suggestions: rng.sample(ideas.seeds[defaultIn ?? storyTongue(storyWords(story)) ?? 'en'], wanted) };
  }
  // A story in a language the writer cannot read gets ideas in its own words, not English templates around them.
  if (!understands(storyWords(story))) return { suggestions: ownWordIdeas(story, wanted) };
  const names = storyNames(story, rng);
  const last = story.previousScenes[story.previousScenes.length - 1];
  const templates = kind === 'continuation' ? CONTINUATIONS : OPENINGS;
  const twists = rng.sample(TWISTS, TWISTS.length);
  const out: Suggestion[] = [];
  if (kind === 'continuation' && last) {
    const object = objectOf(last.description, [names.a, names.b]);
    const next =
      actionOf(last.description) === 'discover' && object
        ? `goes looking for the truth about ${object.replace(/^(a|an|some)\s+/i, 'the ')}`
        : 'deals with the fallout';
    out.push({ emoji: '➡️', text: cut(`After “${last.title}”, ${names.a} ${next}, and ${twists[0]}.`, 300) });
  }
  for (const template of rng.sample(templates, templates.length)) {
    if (out.length >= wanted) break;
    const text = fillIdea(template.text, names, twists[out.length % twists.length]!);
    if (!out.some((item) => item.text === text)) out.push({ emoji: template.emoji, text });
  }
  for (let extra = 0; out.length < wanted; extra++) {
    const verb = ['faces', 'chases', 'hides from', 'befriends'][extra % 4];
    const twist = twists[(out.length + extra) % twists.length]!;
    out.push({ emoji: '✨', text: fillIdea(`{A} ${verb} the unknown at {place}, and {twist}.`, names, twist) });
  }
  return { suggestions: out.slice(0, wanted) };
}

const KEY_STOP = new Set('story about who that with their there where when into from this they them'.split(' '));

export function titleFor({ description, story }: TextTasks['title']['input']): { title: string } {
  // Words the writer cannot read are quoted, not mixed into English ("Tales of 小さな猫が…").
  if (!understands(description))
    return { title: quote((sentencesOf(description)[0] ?? description).replace(/[.。!！?？।۔]+$/u, ''), 40) || '…' };
  const rng = createRng('title', description);
  const reading = readPrompt(description, { characters: story?.characters ?? [], locations: story?.locations ?? [] });
  const hero = reading.cast.find((member) => member.named)?.name ?? null;
  const names = reading.cast.map((member) => member.name);
  const role = reading.cast[0]?.role?.noun ?? null;
  const place = reading.places[0];
  const object = objectOf(description, names);
  // "the Mountains", but "Port Haven".
  const where = place ? (/^\p{Lu}/u.test(place.phrase) ? place.phrase : `the ${titled(place.phrase)}`) : '';
  const slots: Record<string, string | null> = {
    Hero: hero,
    Where: where || null,
    Object: object && titled(object),
    Role: role && titled(role),
    Thing: hero && rng.pick(['Lost Light', 'Hidden Door', 'Long Night', 'Silver Key']),
  };
  // The titles of data/ideas.json whose every slot the description fills.
  const options = filled(ideas.titles, slots);
  if (!options.length) {
    const words = (description.match(/\p{L}{5,}/gu) ?? []).filter((word) => !KEY_STOP.has(word.toLowerCase()));
    const key = words.length ? titled(rng.pick(words).toLowerCase()) : rng.pick(['Wonder', 'Tomorrow', 'Echoes']);
    options.push(`The ${key} Chronicles`, `Tales of ${key}`, `${key} Rising`);
  }
  return { title: rng.pick(options).split(/\s+/).slice(0, 6).join(' ') };
}

/** The closing sentence of improved text by weather or hour (data/ideas.json `closings`). */
const CLOSINGS: Partial<Record<string, string>> = ideas.closings;

/** A text with replacements made in turn (data/polish.json): each a pattern, its flags and what it is replaced with. */
const replaced = (text: string, rules: string[][]) =>
  rules.reduce((out, [pattern, flags, by]) => out.replace(new RegExp(pattern!, flags), by!), text);

/** Tidies spacing, capitals and punctuation. */
export function polish(text: string): string {
  const spaced = replaced(text.trim(), polishing.spacing);
  const capital = (_: string, lead: string, letter: string) => lead + letter.toUpperCase();
  const clean = replaced(spaced.replace(/(^|[.!?]\s+)(\p{Ll})/gu, capital), polishing.runs);
  return clean && !/[.!?…"”]$/.test(clean) ? `${clean}.` : clean;
}

export function improve({ text, story }: TextTasks['improveText']['input']): { improvedText: string } {
  // Text the writer cannot read keeps its words: only its spacing is tidied.
  if (!understands(text)) return { improvedText: cut(text.replace(/[ \t]+/g, ' ').trim(), 1000) };
  const rng = createRng('improve', text);
  const polished = polish(text);
  const context = `${text} ${story?.description ?? ''}`;
  const setting = settingOfText(context);
  // A sensory detail of the setting (data/ideas.json `details`), else any, woven into the text.
  const detail = rng.pick([...(setting ? ideas.details[setting] : []), ...ideas.genericDetails]);
  const sentences = polished.split(/(?<=[.!?…])\s+/).filter(Boolean);
  // Weave a sensory clause into the first sentence, and close with the mood of the weather or hour.
  if (sentences[0]) sentences[0] = sentences[0].replace(/[.!?…]?$/, (end) => `, ${detail}${end || '.'}`);
  // The weather's mood, else the hour's, else a generic turn.
  const closing =
    CLOSINGS[weatherOfText(context) ?? ''] ?? CLOSINGS[timeOfText(context) ?? ''] ?? rng.pick(ideas.genericClosings);
  let improved = [...sentences, closing].join(' ');
  while (improved.length > 1000 && sentences.length > 1) {
    improved = sentences.join(' ');
    if (improved.length > 1000) sentences.pop();
  }
  improved = cut(improved, 1000);
  if (improved === text.trim()) improved = cut(`${closing} ${polished}`, 1000);
  return { improvedText: improved };
}

export function extract({ description, story, maxCharacters, maxLocations }: TextTasks['extractEntities']['input']) {
  const reading = readInStory(description, story);
  const max = { characters: maxCharacters, locations: maxLocations };
  return newDrafts(story, reading.cast, reading.places, reading, max);
}

export function entityFrom({ kind, description, story, context }: TextTasks['entityFromDescription']['input']) {
  if (!understands(description)) {
    // The author's own words name and describe it: the opening words as its name, the whole text as its description.
    const own = description.replace(/\s+/g, ' ').trim();
    const name = quote((sentencesOf(own)[0] ?? own).replace(/[.。!！?？।۔,，、]+$/u, ''), 24);
    const prompt =
      kind === 'location'
        ? `Wide establishing shot of ${own}. No people, rich environmental detail.`
        : `Full-figure character portrait: ${own}. Plain light background, clear silhouette.`;
    return { name: cut(name, 100), title: '', description: cut(own, 1000), imagePrompt: cut(prompt, 1000) };
  }
  const reading = readPrompt(description, { seed: `${story?.title ?? ''}|${context}` });
  const rng = createRng('entity', kind, description, context);
  const own = polish(description);
  if (kind === 'location') {
    // A place the description does not name is named, its setting read from the description and its context.
    const name = rng.pick(['Hollow Reach', 'Lanternfall', 'The Quiet Quarter', 'Mistmere']);
    const setting = settingOfText(`${description} ${context}`) ?? 'meadow';
    const place = reading.places[0] ?? { name, phrase: description, noun: 'place', setting, existing: false, at: 0 };
    const look = SETTING_LOOKS[place.setting];
    return { ...locationDraft(place, reading), description: cut(`${own} ${look.mood}. ${look.light}.`, 1000) };
  }
  const draft = characterDraft(reading.cast[0] ?? stranger(rng.pick(ROLES.hero!.names), null));
  // The author's words are the look: a drawn look of its own would contradict them ("old, white beard, eye patch"
  // drafted as a young blond), so the sheet keeps their description and draws from it, adding only name and title.
  const title = draft.title ? `, the ${draft.title.charAt(0).toLowerCase()}${draft.title.slice(1)}` : '';
  const expression = createRng('entity-expression', description);
  const imagePrompt = portraitPrompt(`${draft.name}${title}`, own.replace(/[.!?…]+$/u, ''), expression);
  return { ...draft, description: cut(own, 1000), imagePrompt: cut(imagePrompt, 1000) };
}
