// The offline scene writer: the prompt's beats laid out over exactly maxPanels panels (establishing shot, action,
// close-ups and reactions, resolution), with the prompt's characters and places, bubbles in their voices, and drafts of
// whoever and wherever is new to the story.
import { PANELS_PER_SCENE } from '../../../src/shared/stories';
import type { PanelDraft, SceneDraft, StoryContext, TextTasks } from '../../../worker/ai/types';
import { SETTING_LOOKS, conditionsOf, castLook, newDrafts, pronouns, stranger } from './entities';
import { actionOf, beatLine, unnamedLine, lineFor, objectOf, soundFor, type Action, type LineContext } from './lines';
import { describePlan, planPicture } from './picture-plan';
import {
  capitalise,
  filled,
  titled,
  clauseRuns,
  clearlyEnglish,
  cut,
  endsSentence,
  joinRuns,
  quote,
  sentencesOf,
  squeeze,
  storyTongue,
  storyWords,
  understands,
  uniqueBy,
} from './language';
import { createRng, type Rng } from './prng';
import { mentionOf, readPrompt, roleInText, settingOfText, splitBeats, storyPlace } from './prompt';
import type { CastMember, PlaceRef } from './prompt';
import { sceneContext } from './glossary';
import { ART_STYLE_WORDS, ROLES, artStyleOf, type Setting } from './words';
import tables from './data/scene.json' with { type: 'json' };
import stockLines from './data/stock-lines.json' with { type: 'json' };
import fillers from './data/panel-fillers.json' with { type: 'json' };

type PanelKind = 'establish' | 'action' | 'detail' | 'reaction' | 'escalate' | 'resolve';

type PanelPlan = { kind: PanelKind; beat: string; action: Action };

const sentence = (text: string) => {
  const capital = capitalise(text.trim().replace(/\s+/g, ' '));
  return !capital || endsSentence(capital) ? capital : `${capital}.`;
};

/** Groups beats into at most `count` runs, merging the shortest neighbours first (English beats as two sentences). */
function mergeBeats(beats: string[], count: number, join = (a: string, b: string) => `${sentence(a)} ${sentence(b)}`) {
  const merged = [...beats];
  while (merged.length > count) {
    const pair = (index: number) => merged[index]!.length + merged[index + 1]!.length;
    let best = 0;
    for (let index = 1; index < merged.length - 1; index++) if (pair(index) < pair(best)) best = index;
    merged.splice(best, 2, join(merged[best]!, merged[best + 1]!));
  }
  return merged;
}

/** The panels that fill a plan, in turn (data/panel-fillers.json): the action panel each copies (the first, the last, or
 * the climax, else the last panel), and where it goes (at the start, the end, or after the panel it copies). */
const FILLERS = fillers as [PanelKind, 'first' | 'last' | 'climax', 'start' | 'end' | 'after'][];

/** The panel plan: one action panel per beat, then establishing, reaction, detail and resolution panels to fill. */
function planPanels(beats: string[], count: number): PanelPlan[] {
  const actions = mergeBeats(beats, count).map((beat): PanelPlan => ({ kind: 'action', beat, action: actionOf(beat) }));
  const plan = [...actions];
  const climax = actions.find((panel) => ['discover', 'fight', 'danger', 'magic', 'chase'].includes(panel.action));
  for (let step = 0; plan.length < count; step++) {
    const [kind, copied, where] = FILLERS[step % FILLERS.length]!;
    const from = copied === 'first' ? actions[0]! : copied === 'last' ? actions.at(-1)! : (climax ?? plan.at(-1)!);
    const at = where === 'start' ? 0 : where === 'end' ? plan.length : plan.indexOf(from) + 1;
    plan.splice(at, 0, { kind, beat: from.beat, action: from.action });
  }
  return plan.slice(0, count);
}

/** A cast member of the scene and the look its panels' prompts give it. */
type SceneCast = ReturnType<typeof sceneCast>[number];

/** Who a beat names, by full name or by the first name of an existing character ("Mara" for Captain Mara). */
function mentionedIn(beat: string, members: SceneCast[]): SceneCast[] {
  const lower = beat.toLowerCase();
  return members.filter(
    ({ member }) => lower.includes(member.name.toLowerCase()) || (member.existing && mentionOf(beat, member.name)),
  );
}

/** Words of a moment shared with others: a story of one is told with two invented characters. */
const SOCIAL = /\b(picnic|party|feast|dinner|lunch|game|festival|together|friends|date|wedding|dance)\b/i;

function inventProtagonists(story: StoryContext, prompt: string, setting: Setting | null, rng: Rng): CastMember[] {
  const fromStory = readPrompt(story.description, { seed: story.title }).cast;
  if (fromStory.length) return fromStory.slice(0, 2);
  const role = ROLES[(setting && (tables.roleKey as Record<Setting, string>)[setting]) ?? 'hero'] ?? ROLES.hero!;
  return rng.sample(role.names, SOCIAL.test(prompt) ? 2 : 1).map((name, index) => stranger(name, role, index));
}

const SCENE_TITLES: Record<Action, string[]> = tables.SCENE_TITLES;

/** A title from its action's templates, their slots filled: the first beat's {Object}, the scene's {Place}, {Name}, {Weather}. */
function sceneTitle({ rng, beats, prompt, names, places, cast, weather, story }: Writing, action: Action): string {
  const object = objectOf(beats[0] ?? prompt, names);
  // In a title's words: "the ghost ship" as "Ghost Ship", but "The Old Mill" as "the Old Mill".
  const slots = {
    Object: object && titled(object),
    Place: places[0]?.name.replace(/^The /, 'the '),
    Name: cast[0]?.member.name,
    Weather: weather && titled(weather),
  };
  const short = (title: string) => (title.split(/\s+/).length > 7 ? title.split(/\s+/).slice(0, 6).join(' ') : title);
  const shuffled = (titles: string[]) => rng.sample(filled(titles, slots), titles.length);
  // The action's own titles first, in this scene's order, then titles any scene can take, for when its action's own are
  // taken by earlier scenes of the story: the first not used by an earlier scene.
  return uniqueTitle([...shuffled(SCENE_TITLES[action]), ...shuffled(tables.spareTitles)].map(short), story);
}

/** The first title no earlier scene of the story has, else the first numbered ("The Chase, Part 2"). */
function uniqueTitle(options: string[], story: StoryContext): string {
  const taken = new Set(story.previousScenes.map((scene) => scene.title.trim().toLowerCase()));
  const free = options.find((title) => title && !taken.has(title.toLowerCase()));
  if (free) return free;
  const base = options[0] ?? 'A New Chapter';
  // A title in words the writer cannot read is numbered without English ("灯台の夜 (2)").
  const numbered = (part: number) => (understands(base) ? `${base}, Part ${part}` : `${base} (${part})`);
  for (let part = 2; ; part++) if (!taken.has(numbered(part).toLowerCase())) return numbered(part);
}

const ACTION_DETAILS: Record<Action, string[]> = tables.ACTION_DETAILS;
/** "them", "her", "him" by "they", "she", "he"; "it" for anyone else. */
const OBJECT_PRONOUNS: Record<string, string> = tables.objectPronouns;
/** How the first scene's caption opens by the hour ("One fine day" at any other), the light a panel's prompt asks for. */
const OPENING_TIMES: Record<string, string> = tables.openingTimes;
const LIGHT_BY_TIME: Record<string, string> = tables.lightByTime;
/** What the lead faces in the summary's second sentence, by the scene's main action. */
const SUMMARY_TURNS: Record<string, string> = tables.summaryTurns;

/** A detail of the panel's action, its slots ({A}, {B}, {place}, {object}, {their}, {them}) filled from its moment. */
function actionDetail({ panel, rng, subjectName, other, placeName, object, they }: Moment): string {
  const them = OBJECT_PRONOUNS[they.they] ?? 'it';
  const slots = { A: subjectName, B: other?.member.name, place: placeName, object, their: they.their, them };
  // Lines naming someone else ({B}) or a thing the moment lacks do not fit it.
  const options = filled(ACTION_DETAILS[panel.action], slots);
  return options.length ? rng.pick(options) : filled(ACTION_DETAILS.idle, slots)[0]!;
}

/** The opening caption; a later scene takes the captions in turn from its number, so no two scenes open alike. */
function caption({ turn, time, weather, used }: Writing, place: string | null): string {
  if (!turn) {
    if (!place) return 'It all began like this…';
    const stormy = time === 'night' && (weather === 'storm' || weather === 'rain');
    return cut(`${stormy ? 'One stormy night' : (OPENING_TIMES[time ?? ''] ?? 'One fine day')}, at ${place}…`, 90);
  }
  const options = place
    ? tables.establishCaptions
        .filter((option) => time === 'night' || !option.startsWith('That night'))
        .map((option) => cut(option.replace('{place}', place), 90))
    : tables.placelessCaptions;
  const line = options[(turn - 1) % options.length]!;
  used.add(line);
  return line;
}

/** The cast member a beat opens with (within its first three words), if any. */
function firstNamed(beat: string, cast: SceneCast[]): SceneCast | null {
  const lower = beat.toLowerCase();
  const named = cast.map((entry) => ({ entry, at: lower.indexOf(entry.member.name.toLowerCase()) }));
  // The earliest named (the first listed of those at one place).
  const best = named.filter(({ at }) => at >= 0).sort((a, b) => a.at - b.at)[0];
  return best && lower.slice(0, best.at).split(/\s+/).filter(Boolean).length <= 3 ? best.entry : null;
}

/** A panel's context in brackets after its sentence: " (แมว, หลังคา, พระจันทร์)". */
const withContext = (words: string[]) => (words.length ? ` (${words.join(', ')})` : '');

/**
 * A scene from a prompt the writer cannot read (not English): it keeps the author's words. The title quotes the
 * prompt's opening, each panel shows one of its sentences (or clauses) in order as narration, and only the story's
 * existing characters it names by name are cast; nothing is invented in English. Words an earlier scene already told
 * are not told again: in an interface language their panel gets one of the scene's own stock lines ("見て！"), in any
 * other it stays silent.
 */
function quoteScene(prompt: string, count: number, story: StoryContext): SceneDraft {
  let parts = sentencesOf(prompt);
  // One long sentence may be told clause by clause; a short clause ("ある日、") stays with the next.
  if (parts.length === 1) parts = clauseRuns(parts[0]!);
  if (!parts.length) parts = [prompt.trim()];
  // The author's own punctuation joins them: no Latin full stop after 、 ، or a Thai clause.
  const runs = mergeBeats(parts, count, joinRuns);
  const cast = story.characters.filter((entity) => mentionOf(prompt, entity.name));
  const place = story.locations.find((entity) => mentionOf(prompt, entity.name)) ?? null;
  // The story's own style words, else the words of the style it names.
  const style = story.artStyle.trim() ? cut(story.artStyle.trim(), 160) : ART_STYLE_WORDS[artStyleOf(story.artStyle)];
  // The writer sees earlier scenes' descriptions (their prompts), not their bubbles: a run they hold was told there.
  const earlier = story.previousScenes.map((scene) => squeeze(scene.description));
  const tongue = storyTongue(`${storyWords(story)} ${prompt}`);
  const sceneIndex = story.previousScenes.at(-1)?.sceneNumber ?? story.previousScenes.length;
  const stock = tongue ? stockLinesFor(tongue, sceneIndex) : [];
  const panels: PanelDraft[] = Array.from({ length: count }, (_, index) => {
    // More panels than sentences: each sentence spans its share of panels, in order, its words in a bubble once.
    const part = Math.floor((index * runs.length) / count);
    const beat = runs[part]!;
    const own = part !== Math.floor(((index - 1) * runs.length) / count);
    const lastOfRun = part !== Math.floor(((index + 1) * runs.length) / count);
    const shown = cast.filter((entity) => mentionOf(beat, entity.name)).map((entity) => entity.name);
    let bubbles: PanelDraft['bubbles'] = [];
    if (!earlier.some((scene) => scene.includes(squeeze(beat)))) {
      if (own) bubbles = [narration(quote(beat, 90))];
    } else if ((own || (lastOfRun && count >= 3 * runs.length)) && stock.length) {
      // Told already: someone in the panel (or an unseen voice) reacts instead, with a line no other scene has.
      bubbles = [{ text: stock.shift()!, type: 'speech', speaker: shown[0] ?? null }];
    }
    return {
      description: cut(beat, 1000),
      // Who, where and when the scene's other sentences say stay in the picture, in the prompt's own words.
      imagePrompt: cut(
        `${index === 0 ? 'Wide establishing shot' : own ? 'Medium shot' : 'Close-up'}: ${beat}${withContext(sceneContext(prompt, beat))}${place ? ` Setting: ${place.name}.` : ''} ${style}.`,
        1000,
      ),
      altText: quote(beat, 300),
      characters: shown.slice(0, 8),
      location: place?.name ?? null,
      bubbles,
    };
  });
  const opening = sentencesOf(prompt)[0] ?? prompt;
  const title = uniqueTitle([quote(opening.replace(/[.。!！?？।۔,，、،]+$/u, ''), 40), quote(prompt, 60)], story);
  return { title: cut(title, 200), description: cut(prompt.trim(), 1000), panels, newCharacters: [], newLocations: [] };
}

/**
 * Two of the sixteen stock lines of a language (data/stock-lines.json: look, wait, what was that…, written as a speaker
 * of the language would say them) for the scene with this index in its story: any eight scenes in a row share none.
 */
export const stockLinesFor = (tongue: keyof typeof stockLines, scene: number) =>
  stockLines[tongue].slice((scene % 8) * 2, (scene % 8) * 2 + 2);

/** What the whole scene shares: its reading, places, cast, time, weather, style words and panel plan. */
type Writing = ReturnType<typeof readScene>;

/** Where a panel stands as the scene goes on: the place and the cast the beats so far have brought in. */
type Stage = { place: PlaceRef | null; cast: SceneCast[]; seen: Set<SceneCast> };

/** The writer's reading of an English prompt: places, cast (the prompt's, the story's, or invented), time and beats. */
function readScene(prompt: string, count: number, story: StoryContext) {
  const rng = createRng('scene', prompt, String(count), story.title, story.description);
  const seed = `${story.title}|${story.description}`;
  const reading = readPrompt(prompt, { characters: story.characters, locations: story.locations, seed });
  // Places: the prompt's, else the story's first, else the story premise's.
  const places = reading.places.length
    ? reading.places
    : story.locations[0]
      ? [storyPlace(story.locations[0], 0)]
      : readPrompt(story.description, { locations: story.locations, seed: story.title }).places.slice(0, 1);
  const setting = places[0]?.setting ?? settingOfText(`${prompt} ${story.description}`);
  const cast = sceneCast(reading.cast, story, prompt, setting, rng);
  const time = reading.time ?? (setting === 'space' ? 'night' : null);
  const beats = splitBeats(reading.namedText);
  return {
    prompt,
    count,
    story,
    rng,
    reading,
    places,
    cast,
    time,
    weather: reading.weather,
    beats,
    turn: story.previousScenes.length,
    used: new Set<string>(),
    // The preset's words, then the story's own style (English or not) when it has one.
    styleWords: [ART_STYLE_WORDS[artStyleOf(story.artStyle)], cut(story.artStyle.trim(), 160)]
      .filter(Boolean)
      .join('; '),
    plan: planPanels(count === 1 || !beats.length ? [reading.namedText || prompt] : beats, count),
    // Under clouds, rain or fog there is no moon to see.
    conditions: conditionsOf({ time, weather: reading.weather }, true),
    names: cast.map(({ member }) => member.name),
  };
}

/** Characters: the prompt's, else the story's (up to two), else invented for the setting; each with its look. */
function sceneCast(read: CastMember[], story: StoryContext, prompt: string, setting: Setting | null, rng: Rng) {
  let members = read.length
    ? read
    : story.characters.length
      ? story.characters.slice(0, 2).map((entity, index) => {
          // The story's own character, by its name and title; its role's gender is not assumed.
          const known = { title: entity.title, gender: 'x' as const, named: true, existing: true };
          return { ...stranger(entity.name, roleInText(`${entity.title} ${entity.description}`), index), ...known };
        })
      : inventProtagonists(story, prompt, setting, rng);
  members = uniqueBy(members, (member) => member.name.toLowerCase()).slice(0, 8);
  const briefs = new Map(story.characters.map((entity) => [entity.name.toLowerCase(), entity] as const));
  const brief = (member: CastMember) => briefs.get(member.name.toLowerCase())?.description;
  return members.map((member) => ({ member, look: castLook(member, brief(member)) }));
}

export function writeScene({ prompt, maxPanels, story }: TextTasks['scene']['input']): SceneDraft {
  const count = Math.max(PANELS_PER_SCENE.min, Math.min(PANELS_PER_SCENE.max, Math.round(maxPanels)));
  // A prompt of no words (emoji, numbers), or of words English shares with others ("Mira, a guardiã do farol"), in a
  // story the writer cannot read is quoted too, not turned into English.
  if (!understands(prompt) || (!clearlyEnglish(prompt) && !understands(storyWords(story))))
    return quoteScene(prompt, count, story);
  const writing = readScene(prompt, count, story);
  const { reading, places, cast, plan } = writing;
  const stage: Stage = { place: places[0] ?? null, cast: [], seen: new Set() };
  const panels = plan.map((panel, index) => writePanel(writing, stage, panel, index));
  const mainAction = plan.find((panel) => panel.kind === 'action')?.action ?? 'idle';
  const title = sceneTitle(writing, mainAction);
  const summary = [sentence(cut(reading.namedText.replace(/\s+/g, ' '), 300))];
  if (places[0] && cast[0] && !reading.namedText.includes(places[0].name)) {
    const turn = SUMMARY_TURNS[mainAction] ?? 'takes the next step of the journey';
    summary.push(sentence(`At ${places[0].name}, ${cast[0].member.name} ${turn}`));
  }
  const members = cast.map((entry) => entry.member);
  const { characters: newCharacters, locations: newLocations } = newDrafts(story, members, places, writing);
  return { title: cut(title, 200), description: cut(summary.join(' '), 1000), panels, newCharacters, newLocations };
}

/** Moves the stage on to a beat: the place it names, and who it brings in (a pronoun keeps the previous subject). */
function enterBeat(writing: Writing, stage: Stage, beat: string): SceneCast[] {
  const { places, cast } = writing;
  const lower = beat.toLowerCase();
  stage.place =
    places.find((place) => lower.includes(place.name.toLowerCase()) || lower.includes(place.phrase.toLowerCase())) ??
    stage.place;
  const inBeat = mentionedIn(beat, cast);
  if (inBeat.length) {
    // "Then he meets Tilly", "a dragon appears": whoever was there stays in the picture.
    const keep =
      /\b(he|she|they|him|them|together|both)\b/i.test(beat) || inBeat.every((entry) => !stage.seen.has(entry));
    stage.cast = keep ? [...inBeat, ...stage.cast.filter((entry) => !inBeat.includes(entry))].slice(0, 3) : inBeat;
    if (keep && /\b(he|she|they|him|them)\b/i.test(beat) && stage.cast.length > inBeat.length)
      stage.cast = [stage.cast[inBeat.length]!, ...inBeat].slice(0, 3);
    inBeat.forEach((entry) => stage.seen.add(entry));
  }
  if (!stage.cast.length) stage.cast = cast.slice(0, 3);
  return inBeat;
}

/** A panel's moment: who does it, to whom, about what, where, and in whose pronouns. */
function momentOf(writing: Writing, stage: Stage, panel: PanelPlan, index: number) {
  // The scene's cast is never empty (the story's or invented), and the stage always holds some of it.
  const subject = stage.cast[0]!;
  const said = objectOf(panel.beat, writing.names);
  const rng = writing.rng.fork(`panel-${index}`);
  return {
    panel,
    rng,
    // Its lines: with its own draws, none the scene has used yet, from the scene's share of the phrase book.
    talk: { rng, used: writing.used, turn: writing.turn },
    subject,
    other: stage.cast[1] ?? null,
    // Once seen, "a ghost ship" is "the ghost ship".
    object: said && panel.kind !== 'action' ? said.replace(/^(a|an|some)\s+/i, 'the ') : said,
    placeName: stage.place?.name ?? 'this place',
    they: pronouns(subject.member),
    subjectName: subject.member.name,
  };
}

type Moment = ReturnType<typeof momentOf>;

function writePanel(writing: Writing, stage: Stage, panel: PanelPlan, index: number): PanelDraft {
  const inBeat = enterBeat(writing, stage, panel.beat);
  const moment = momentOf(writing, stage, panel, index);
  const { description, shot, shown } = panelShot(writing, stage, moment, inBeat);
  const prompt = panelPrompt(writing, stage, moment, { description, shot, shown });
  const bubbles = panelBubbles(writing, stage, moment, index);
  // The alt text says what the painter will draw for this prompt: its plan, in one sentence.
  const place = stage.place;
  const characters = shown.map(({ member }) => member.name);
  const hints = { characters, ...(place ? { location: place.name } : {}), seed: `alt:${index + 1}` };
  const { artStyle } = writing.story;
  const drawn = planPicture({ prompt, width: 768, height: 1024, model: 'flux-kontext-pro', artStyle, hints });
  return {
    description: cut(description, 1000),
    imagePrompt: prompt,
    altText: describePlan(drawn, place?.name ?? null),
    characters: characters.slice(0, 8),
    location: place?.name ?? null,
    bubbles: bubbles.slice(0, 2).map((bubble) => ({ ...bubble, text: cut(bubble.text, 90) })),
  };
}

type Shot = { description: string; shot: string; shown: SceneCast[] };
/** A shot, whom it shows, and what happens in it told as a sentence. */
const shotOf = (shot: string, shown: SceneCast[], told: string): Shot => ({ shot, shown, description: sentence(told) });

/** The panel's shot, who it shows and what it says happens, by the kind of panel it is. */
function panelShot(writing: Writing, stage: Stage, moment: Moment, inBeat: SceneCast[]): Shot {
  const { panel, rng, subject, other, object, placeName, they, subjectName } = moment;
  switch (panel.kind) {
    case 'establish':
      return establishingShot(writing, stage, moment, inBeat);
    case 'detail':
      return shotOf(
        'Dramatic close-up',
        [subject],
        object
          ? `Close on ${object}, every detail sharp${writing.weather ? ` through the ${writing.weather}` : ''}; ${subjectName} ${they.is === 'are' ? 'lean' : 'leans'} in for a better look`
          : `Close on ${subjectName}’s hands and face as ${they.they} ${they.is === 'are' ? 'take' : 'takes'} in what is happening`,
      );
    case 'reaction':
      return shotOf(
        'Close-up on the face',
        [subject],
        `${subjectName}’s reaction: ${rng.pick(tables.reactionLooks)}${object ? `, with ${object} reflected in ${they.their} eyes` : ''}`,
      );
    case 'escalate':
      return shotOf(
        rng.pick(tables.escalateShots),
        stage.cast,
        `The moment builds at ${placeName}: ${panel.action === 'fight' ? `${subjectName} presses forward${other ? ` and ${other.member.name} gives ground` : ''}` : `${subjectName} ${they.is === 'are' ? 'push' : 'pushes'} on${object ? ` toward ${object}` : ''}, the tension rising`}`,
      );
    case 'resolve':
      return { shot: 'Medium-wide shot', shown: stage.cast, description: settlingDescription(stage, moment) };
    default:
      return storyShot(writing, stage, moment);
  }
}

/** The opening panel: the place wide, its weather and look, the lead small against it. */
function establishingShot(writing: Writing, stage: Stage, moment: Moment, inBeat: SceneCast[]): Shot {
  const { subject, placeName, subjectName } = moment;
  const settingLook = stage.place ? SETTING_LOOKS[stage.place.setting] : null;
  const opening = sentence(
    `${placeName}${writing.conditions ? ` ${writing.conditions}` : ''}: ${settingLook?.establishing ?? 'the scene opens'}`,
  );
  const stance = subject.member.kind === 'person' ? 'stands small against the view' : 'waits in the foreground';
  const shown = inBeat.length ? inBeat.slice(0, 3) : writing.cast.slice(0, 2);
  return shotOf('Wide establishing shot', shown, `${opening} ${sentence(`${subjectName} ${stance}`)}`);
}

/** The closing panel's moment: the cast share a look (or the lead pauses) as it settles over the place. */
function settlingDescription(stage: Stage, moment: Moment): string {
  const { panel, object, placeName, subjectName } = moment;
  const names = stage.cast.slice(0, 3).map((entry) => entry.member.name);
  const who = stage.cast.length > 1 ? `${names.join(' and ')} share a look` : `${subjectName} pauses`;
  const wonder = panel.action === 'discover' ? `, already wondering what ${object ?? 'it'} means` : '';
  return sentence(`${who} as the moment settles over ${placeName}${wonder}`);
}

/** A panel of the story's own beat, with a detail of its action when the beat is short. */
function storyShot(writing: Writing, stage: Stage, moment: Moment): Shot {
  // A scene of one panel shows its whole moment.
  const shot = moment.rng.pick(writing.count === 1 ? tables.storyShots.alone : tables.storyShots.among);
  let description = sentence(moment.panel.beat);
  if (description.length < 140) description += ` ${actionDetail(moment)}`;
  return { shot, shown: stage.cast, description };
}

/** The picture's prompt: the shot and its moment, who is in it (with their looks), where, the light and the style. */
function panelPrompt(writing: Writing, stage: Stage, moment: Moment, shot: Shot): string {
  const { panel } = moment;
  const { weather, time, conditions } = writing;
  // A title the beat already gives its bearer ("Mira the keeper") is not said twice.
  const ownTitle = (member: CastMember) =>
    member.title && !panel.beat.includes(`${member.name} ${member.title}`) ? ` ${member.title}` : '';
  const who = shot.shown.map(({ member, look }) => `${member.name}${ownTitle(member)} (${look})`).join('; ');
  const place = stage.place;
  const where = place ? `${place.name}, ${SETTING_LOOKS[place.setting]?.establishing ?? place.phrase}` : '';
  const mood = weather === 'storm' ? 'dramatic storm light' : (LIGHT_BY_TIME[time ?? ''] ?? 'clear vivid lighting');
  const parts = [
    `${shot.shot}: ${panel.kind === 'action' ? sentence(panel.beat).replace(/[.!?]$/, '') : shot.description.replace(/[.!?]$/, '')}.`,
    who ? `Characters: ${who}.` : '',
    where ? `Setting: ${where}${conditions ? `, ${conditions}` : ''}.` : conditions ? `${conditions}.` : '',
    `${capitalise(mood)}. ${writing.styleWords}.`,
  ];
  return cut(parts.filter(Boolean).join(' '), 1000);
}

/** The panel's bubbles: the opening caption, the cast's lines, a sound, or the beat told as narration. */
function panelBubbles(writing: Writing, stage: Stage, moment: Moment, index: number): PanelDraft['bubbles'] {
  const { panel, rng, talk, subject, other, object, placeName } = moment;
  const { cast, used, turn, weather, count } = writing;
  const bubbles: PanelDraft['bubbles'] = [];
  const partner = (other ?? cast.find((entry) => entry !== subject))?.member.name ?? null;
  const lineContext = { object, place: placeName, other: partner };
  if (index === 0) bubbles.push(narration(caption(writing, stage.place?.name ?? null)));
  if (panel.kind !== 'establish') bubbles.push(...castLines(writing, moment, lineContext, bubbles.length));
  if (index === 0 && bubbles.length < 2 && panel.kind === 'establish' && rng.chance(0.5)) {
    const line = lineFor(talk, subject.member, 'idle', 'speech', lineContext);
    if (line) bubbles.push({ text: line, type: 'speech', speaker: subject.member.name });
  }
  // Only a story's first scene promises more: the same closing line in every scene would repeat.
  if (index === count - 1 && count >= 4 && turn === 0 && bubbles.length < 2 && rng.chance(0.5))
    bubbles.push(narration('To be continued…'));
  if (!bubbles.length) {
    const sound = soundFor(talk, panel.action, weather);
    const told = cut(sentence(panel.beat), 90);
    // With the scene's share of sounds used up, the narration tells the beat; failing that, any sound (no turn: of any
    // share).
    if (sound) bubbles.push(subtitle(sound));
    else if (!used.has(told)) bubbles.push(narration(told));
    else {
      const last = unnamedLine({ rng, used }, 'anySounds');
      if (last) bubbles.push(subtitle(last));
    }
    used.add(told);
  }
  return bubbles;
}

/** A caption box, and a sound's letters, which no one in the panel says. */
const narration = (text: string) => ({ text, type: 'narration' as const, speaker: null });
const subtitle = (text: string) => ({ text, type: 'subtitle' as const, speaker: null });

const human = (member: CastMember) => !['robot', 'cat', 'dog', 'dragon', 'ghost'].includes(member.kind);

/** What the panel's subject (and whoever is with it) says, thinks or hears, by the kind of panel. */
function castLines(writing: Writing, moment: Moment, lineContext: LineContext, before: number): PanelDraft['bubbles'] {
  const { panel, rng, talk, other } = moment;
  const speaker = moment.subject.member;
  // Who the beat is about: the cast member it opens with, or nobody when it opens with something else ("A ghost ship
  // appears…"), so the line says what happens in this beat.
  const opener = firstNamed(panel.beat, writing.cast);
  const sayAbout = (kind: 'speech' | 'reply' | 'reaction' | 'resolution') =>
    beatLine(talk, panel.beat, kind, opener?.member.name ?? null);
  if (panel.kind === 'reaction') {
    const voiced = speaker.kind === 'person' || speaker.kind === 'ghost';
    const thought =
      speaker.kind === 'cat'
        ? unnamedLine(talk, 'catThoughts')
        : ((voiced && opener?.member === speaker ? sayAbout('reaction') : null) ??
          lineFor(talk, speaker, panel.action, 'reaction', lineContext));
    const type = speaker.kind === 'person' || speaker.kind === 'cat' ? 'thought' : 'speech';
    return thought ? [{ text: thought, type, speaker: speaker.name }] : [];
  }
  if (panel.kind === 'detail') {
    const sound = soundFor(talk, panel.action, writing.weather);
    return sound ? [subtitle(sound)] : [];
  }
  const bubbles: PanelDraft['bubbles'] = [];
  const kind = panel.kind === 'resolve' ? 'resolution' : 'speech';
  const first = panel.kind === 'escalate' && other ? other.member : speaker;
  const firstOther = first === speaker ? (other?.member.name ?? null) : speaker.name;
  // An action panel's lines say its beat: the one doing it speaks of it (or of what appears), in an escalation someone
  // else answers whoever does it, at the end the one who did it speaks; whoever is with them answers.
  const opens = opener?.member === first;
  const fits = panel.kind === 'action' ? opens || !opener : panel.kind === 'escalate' ? !!opener && !opens : opens;
  const own = human(first) && fits ? sayAbout(panel.kind === 'escalate' ? 'reply' : kind) : null;
  const said = own ?? lineFor(talk, first, panel.action, kind, { ...lineContext, other: firstOther });
  if (said) bubbles.push({ text: said, type: 'speech', speaker: first.name });
  // Two bubbles at most, with the opening caption (`before`) counted.
  if (before + bubbles.length < 2 && other && rng.chance(0.55)) {
    const reply = other.member === first ? speaker : other.member;
    const replied = kind === 'speech' ? 'reaction' : 'resolution';
    const answer =
      (panel.kind === 'action' && own && human(reply) && opener ? sayAbout('reply') : null) ??
      lineFor(talk, reply, panel.action, replied, { ...lineContext, other: first.name });
    if (answer) bubbles.push({ text: answer, type: 'speech', speaker: reply.name });
  }
  return bubbles;
}
