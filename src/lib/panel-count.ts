// The panel count chosen for a story's next scene, kept per story in local storage.
import { PANELS_PER_SCENE } from '../shared/stories';

export const PANEL_CHOICES = Array.from(
  { length: PANELS_PER_SCENE.max - PANELS_PER_SCENE.min + 1 },
  (_, index) => PANELS_PER_SCENE.min + index,
);
export const DEFAULT_PANEL_COUNT = 3;

export const defaultPanelsKey = (storyId: string) => `panelcraft:story:${storyId}:defaultPanels`;

const valid = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= PANELS_PER_SCENE.min &&
  value <= PANELS_PER_SCENE.max;

/** The stored choice, else the story's defaultPanels, else 3. */
export function readPanelCount(storyId: string, storyDefault?: number | null): number {
  try {
    const stored = Number(localStorage.getItem(defaultPanelsKey(storyId)));
    if (valid(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the story's own default.
  }
  return valid(storyDefault) ? storyDefault : DEFAULT_PANEL_COUNT;
}

export function writePanelCount(storyId: string, count: number) {
  try {
    localStorage.setItem(defaultPanelsKey(storyId), String(count));
  } catch {
    // Private mode or a full quota: the count is only a convenience.
  }
}
