// A character or location drafted from the author's short description keeps every detail the author wrote. The prompt
// asks for it, but a model may still answer "young, blond" for "old, white beard, eye patch"; so the draft is checked
// here, whatever wrote it, and a draft that lost one of the author's details is built on the author's own words.
import type { EntityDraft } from './types';

/**
 * The details an author wrote, as the phrases between commas, full stops, semicolons and "and"/"with" (in any script's
 * punctuation): "Old, white beard, eye patch" is three. Matched case-insensitively, with spacing evened out.
 */
export function authorTraits(description: string): string[] {
  return description
    .split(/[,;:.!?\n،؛。、，；！？।۔]+|\s+(?:and|with)\s+/iu)
    .map((part) => part.replace(/\s+/gu, ' ').trim().toLocaleLowerCase())
    .filter((part) => part.length >= 2);
}

/** The author's details missing from `text`. */
export function missingTraits(description: string, text: string): string[] {
  const haystack = text.replace(/\s+/gu, ' ').toLocaleLowerCase();
  return authorTraits(description).filter((trait) => !haystack.includes(trait));
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The draft with the author's details kept: its description and picture prompt as drafted when each holds every detail,
 * else the author's own words (with the picture's framing), since a draft that dropped a detail may contradict it.
 * The name and title are the draft's.
 */
export function keepAuthorTraits(kind: 'character' | 'location', description: string, draft: EntityDraft): EntityDraft {
  const own = description.replace(/\s+/gu, ' ').trim();
  const sentence = /[.!?。！？।۔]$/u.test(own) ? own : `${own}.`;
  const framing =
    kind === 'character'
      ? `Full-figure character portrait: ${sentence} Plain light background, clear silhouette.`
      : `Wide establishing shot: ${sentence} No people, rich environmental detail.`;
  return {
    ...draft,
    description: missingTraits(own, draft.description).length ? cut(sentence, 1000) : draft.description,
    imagePrompt: missingTraits(own, draft.imagePrompt).length ? cut(framing, 1000) : draft.imagePrompt,
  };
}
