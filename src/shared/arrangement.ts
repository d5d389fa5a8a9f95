// What an author arranges after generation: panels added, removed, split and reordered, scenes reordered, and cast
// brought in from another of their stories; the inputs and the messages the server answers and the editor shows.
import { z } from 'zod';
import { panelUpdateInput } from './validation';
import { PANELS_PER_SCENE } from './stories';

export const ARRANGE_MESSAGES = {
  panelLimit: `A scene holds at most ${PANELS_PER_SCENE.max} panels`,
  lastPanel: 'A scene keeps at least one panel',
  panelOrder: 'The order must list every panel of the scene exactly once',
  sceneOrder: 'The order must list every scene of the story exactly once',
  changedMeanwhile: 'The story changed meanwhile; reload and try again',
  publishNeedsScene: 'Add a scene before publishing: a story needs at least one scene',
  panelNotFound: 'Panel not found',
} as const;

const panelNumberIn = z
  .number({ error: ARRANGE_MESSAGES.panelNotFound })
  .int(ARRANGE_MESSAGES.panelNotFound)
  .min(1, ARRANGE_MESSAGES.panelNotFound)
  .max(PANELS_PER_SCENE.max, ARRANGE_MESSAGES.panelNotFound);

/**
 * A new panel: empty at `position` (default: after the last), or the second half of `splitFrom` (right after it, with
 * its description and picture prompt to draw from). The content fields bring a removed panel back (the editor's Undo).
 */
export const addPanelInput = panelUpdateInput
  .extend({
    position: panelNumberIn.optional(),
    splitFrom: panelNumberIn.optional(),
    description: z.string().trim().max(2000, 'Description must be less than 2000 characters').optional(),
  })
  .refine((input) => input.position === undefined || input.splitFrom === undefined, {
    message: 'Give a position or a panel to split, not both',
    path: ['splitFrom'],
  });

export const panelOrderInput = z.object({
  order: z
    .array(z.number({ error: ARRANGE_MESSAGES.panelOrder }).int(ARRANGE_MESSAGES.panelOrder), {
      error: ARRANGE_MESSAGES.panelOrder,
    })
    .min(1, ARRANGE_MESSAGES.panelOrder)
    .max(PANELS_PER_SCENE.max, ARRANGE_MESSAGES.panelOrder),
});

/** A story holds at most this many scenes in one reorder (far above what any story has). */
export const SCENE_ORDER_MAX = 500;

export const sceneOrderInput = z.object({
  order: z
    .array(
      z
        .string({ error: ARRANGE_MESSAGES.sceneOrder })
        .trim()
        .min(1, ARRANGE_MESSAGES.sceneOrder)
        .max(64, ARRANGE_MESSAGES.sceneOrder),
      {
        error: ARRANGE_MESSAGES.sceneOrder,
      },
    )
    .min(1, ARRANGE_MESSAGES.sceneOrder)
    .max(SCENE_ORDER_MAX, ARRANGE_MESSAGES.sceneOrder),
});

/** `order` is 1..n once each. */
export function isPermutation(order: readonly number[], n: number): boolean {
  return order.length === n && new Set(order).size === n && order.every((number) => number >= 1 && number <= n);
}

/** The cast library: bring a character or location of another of the author's stories into this one. */
export const fromCharacterInput = z.object({
  fromCharacterId: z
    .string({ error: 'Character not found' })
    .trim()
    .min(1, 'Character not found')
    .max(64, 'Character not found'),
});
export const fromLocationInput = z.object({
  fromLocationId: z
    .string({ error: 'Location not found' })
    .trim()
    .min(1, 'Location not found')
    .max(64, 'Location not found'),
});

/** The cast library's search: every word of the query in the name, title or description, any case. */
export const castLibraryInput = z
  .object({ q: z.string().trim().max(200, 'Search must be at most 200 characters').optional() })
  .optional();

/** `items` with the one at `from` moved to `to` (a drag or an arrow press in a reorder list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
