// The system and user messages of every text task (types.ts TextTasks), for chat models answering in JSON.
// The answer's shape is enforced by the task's JSON schema; these prompts say what goes in each field.
import type { EntityBrief, StoryContext, SuggestionKind, TextTaskName, TextTasks } from './types';

export interface TaskPrompt {
  system: string;
  user: string;
}

const cut = (text: string, max: number) => {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/** Author text, marked off so the model reads it as material, not as instructions to it. */
const quoted = (label: string, text: string) => `<${label}>\n${text.trim()}\n</${label}>`;

function entityLines(entities: EntityBrief[]): string {
  return entities
    .map(
      (entity) =>
        `- ${entity.name}${entity.title ? ` (${cut(entity.title, 120)})` : ''}${entity.description ? `: ${cut(entity.description, 300)}` : ''}`,
    )
    .join('\n');
}

const RATIO_WORDS: Record<StoryContext['aspectRatio'], string> = {
  '3:4': '3:4, portrait',
  '3:2': '3:2, landscape',
  '1:1': '1:1, square',
};

/** What the model should know about the story, with the names it must reuse as they are. */
export function storyBrief(story: StoryContext): string {
  const lines = [`Story title: ${cut(story.title, 200) || '(untitled)'}`];
  if (story.description.trim()) lines.push(`Story premise: ${cut(story.description, 1000)}`);
  if (story.tags.length) lines.push(`Tags: ${story.tags.join(', ')}`);
  if (story.artStyle.trim()) lines.push(`Art style: ${cut(story.artStyle, 400)}`);
  lines.push(`Panel format: ${RATIO_WORDS[story.aspectRatio]}`);
  lines.push(
    story.characters.length
      ? `Characters already in the story (refer to them by exactly these names):\n${entityLines(story.characters)}`
      : 'Characters already in the story: none yet.',
  );
  lines.push(
    story.locations.length
      ? `Locations already in the story (refer to them by exactly these names):\n${entityLines(story.locations)}`
      : 'Locations already in the story: none yet.',
  );
  if (story.previousScenes.length) {
    lines.push(
      `Earlier scenes, oldest first:\n${story.previousScenes
        .map((scene) => `${scene.sceneNumber}. ${cut(scene.title, 200)}: ${cut(scene.description, 400)}`)
        .join('\n')}`,
    );
  }
  return lines.join('\n');
}

const maybeBrief = (story: StoryContext | null) => (story ? `${storyBrief(story)}\n\n` : '');

const LANGUAGE = "Write in the language of the author's text (English when unsure).";

const ENTITY_FIELDS = `For each character or location:
- name: the name used in the story (at most 100 characters); invent a fitting one when none is given.
- title: a short role or kind, like "Lighthouse keeper" or "Abandoned harbour" (a few words).
- description: 2 to 4 sentences on looks and personality (for places: look, atmosphere, era); at most 1000 characters.
- imagePrompt: a standalone picture description for an image model, at most 1000 characters. For a character: a full-figure character portrait with age, build, face, hair, clothing, colours and expression on a plain background. For a location: an establishing shot with layout, landmarks, time of day, light and weather, with no people. Do not name an art style; it is added separately.`;

function scenePrompt({ prompt, maxPanels, story }: TextTasks['scene']['input']): TaskPrompt {
  const panels = maxPanels === 1 ? 'exactly 1 panel' : `exactly ${maxPanels} panels`;
  const system = `You are the writer and storyboard artist of an illustrated comic story. You write the next scene from the author's prompt as a JSON object with the given schema.

Rules:
- The scene has ${panels}, in story order; each panel shows one clear moment and together they tell the prompt's events.
- title: a short scene title (2 to 6 words) from this scene's own people, place or event, unlike earlier scene titles. description: a 1 to 3 sentence summary of the scene.
- panel.description: 1 to 3 sentences on what happens in the panel.
- panel.imagePrompt: a standalone description for an image model: who is visible and what they look like (clothes, hair, age), what they do, where, camera framing (close-up, wide shot...), light and mood. It must make sense alone: never say "the same", "again" or "previous panel", and never ask for written text, letters or speech bubbles in the picture. Do not name an art style; it is added separately.
- panel.characters: the names of the characters visible in the panel (at most 8). Use the exact names of the story's existing characters.
- panel.location: the exact name of the place of the panel (an existing location when it fits, else a new one), or null.
- panel.bubbles: 0 to 2 bubbles (never more than 4), short like a comic: at most about 15 words each. type is "speech" or "thought" (speaker: the character's exact name), "narration" for a caption box or "subtitle" for a sound or caption line (speaker: null).
- panel.altText: one plain sentence for screen readers saying what the picture shows: who (by name), doing what, where and when (for example "Captain Mara holds a lantern on the deck of the Salt Crown at night, in the rain."). No camera words, no dialogue, at most 300 characters.
- Dialogue and captions come from this prompt's people, places, things and actions (name them); no stock filler ("Let's get moving", "Look! Over there!"), and no line said earlier in the story.
- newCharacters and newLocations: every character and place named in the panels that is not already in the story, once each (at most 8 characters and 6 locations). Never repeat an existing one.
- A name that is part of an existing one ("Mara" for "Captain Mara"), or an existing one by its title, is that existing character or place: use its exact existing name. The Sun, the Moon, Earth, stars and planets, objects and everyday phrases ("the same street") are never characters or new locations, except a world the scene actually takes place on.
- Stay consistent with the story so far: its premise, characters, places and earlier scenes.
- ${LANGUAGE}

${ENTITY_FIELDS}`;
  const user = `${storyBrief(story)}

Write scene ${story.previousScenes.length ? Math.max(...story.previousScenes.map((scene) => scene.sceneNumber)) + 1 : 1} with ${panels} from the author's prompt:
${quoted('prompt', prompt)}`;
  return { system, user };
}

const SUGGESTION_KINDS: Record<SuggestionKind, string> = {
  continuation:
    'ideas for what happens next in this story. Each is a scene prompt the author could send as it is: one or two sentences (20 to 300 characters) naming who does what and where, following on from the latest scene and reusing existing character and location names. Make them differ: one calm, one surprising, one that raises the stakes, and so on.',
  storySeeds:
    'ideas for a new story. Each is a one or two sentence premise (30 to 300 characters) with a main character, a setting and a conflict. Make them differ in genre and tone; when the author gave a title, description or tags, build on them.',
  openingScenes:
    'opening scenes for this story, which has no scenes yet. Each is a scene prompt the author could send as it is: one or two sentences (20 to 300 characters) that introduce the main character and the setting and hint at the conflict.',
};

function suggestionsPrompt({ story, count, kind }: TextTasks['suggestions']['input']): TaskPrompt {
  return {
    system: `You help an author of an illustrated story find ideas. Answer with a JSON object with the given schema: suggestions is a list of exactly ${count} ${SUGGESTION_KINDS[kind]}
For each suggestion, text is the idea and emoji is one fitting emoji (or null). ${LANGUAGE}`,
    user: `${storyBrief(story)}\n\nGive exactly ${count} suggestion${count === 1 ? '' : 's'}.`,
  };
}

function improveTextPrompt({ text, story }: TextTasks['improveText']['input']): TaskPrompt {
  return {
    system: `You are an editor for an illustrated story. Improve the author's text: fix spelling and grammar, make it vivid and clear, and keep its meaning, point of view, names and language. Do not add new events. Answer with a JSON object with the given schema; improvedText is the improved text only, at most 1000 characters (about as long as the original when it is already long).`,
    user: `${maybeBrief(story)}Improve this text:\n${quoted('text', text)}`,
  };
}

function titlePrompt({ description, story }: TextTasks['title']['input']): TaskPrompt {
  return {
    system: `You name illustrated stories. Answer with a JSON object with the given schema; title is a catchy title of 2 to 6 words for the story described, without quotation marks or a final full stop. ${LANGUAGE}`,
    user: `${maybeBrief(story)}Give a title to the story described here:\n${quoted('description', description)}`,
  };
}

function extractEntitiesPrompt({
  description,
  story,
  maxCharacters,
  maxLocations,
}: TextTasks['extractEntities']['input']): TaskPrompt {
  return {
    system: `You prepare the cast of an illustrated story. From the author's description, list the characters and the locations it mentions that the story does not have yet. Answer with a JSON object with the given schema: characters (at most ${maxCharacters}) and locations (at most ${maxLocations}), the most important first. Only take characters that act or are named, and places where something happens; skip any whose name is already in the story, and give empty lists when there is nothing new. ${LANGUAGE}

${ENTITY_FIELDS}`,
    user: `${storyBrief(story)}\n\nFind the new characters and locations in:\n${quoted('description', description)}`,
  };
}

function entityFromDescriptionPrompt({
  kind,
  description,
  story,
  context,
}: TextTasks['entityFromDescription']['input']): TaskPrompt {
  const what = kind === 'character' ? 'character' : 'location';
  return {
    system: `You create ${what}s for an illustrated story. Fill in one ${what} from the author's short description, as a JSON object with the given schema. Keep every detail the author gave, in the description and in the imagePrompt, word for word where you can: age, build, hair, beard, eyes, skin, scars, clothes, objects, colours. Never change or contradict one (an old man with a white beard and an eye patch stays old, white-bearded and eye-patched; never young or blond). Add only what the author left open, in keeping with what they wrote, so a ${what} sheet is complete. ${LANGUAGE}

${ENTITY_FIELDS}`,
    user: `${maybeBrief(story)}${context.trim() ? `Additional context:\n${quoted('context', cut(context, 2000))}\n\n` : ''}Create the ${what} described here:\n${quoted('description', description)}`,
  };
}

const builders: { [K in TextTaskName]: (input: TextTasks[K]['input']) => TaskPrompt } = {
  scene: scenePrompt,
  suggestions: suggestionsPrompt,
  improveText: improveTextPrompt,
  title: titlePrompt,
  extractEntities: extractEntitiesPrompt,
  entityFromDescription: entityFromDescriptionPrompt,
};

/** The system and user messages of a text task. */
export function taskPrompt<K extends TextTaskName>(task: K, input: TextTasks[K]['input']): TaskPrompt {
  return builders[task](input);
}

/** The picture prompt sent to an image model: the panel or entity prompt, then the story's art style. */
export function styledImagePrompt(prompt: string, artStyle: string): string {
  const style = artStyle.trim();
  return style ? `${prompt.trim()}, in the style of: ${style}` : prompt.trim();
}
