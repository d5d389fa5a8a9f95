// The panel count chosen for a story's next scene, kept per story in local storage (spec 02 section 9).
export const PANEL_CHOICES = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_PANEL_COUNT = 3;

export const defaultPanelsKey = (storyId: string) => `panelcraft:story:${storyId}:defaultPanels`;

const valid = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

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
