// The dashboard's small rules: tags, the prompt check, the stored panel count and when status polling stops.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PANEL_COUNT, defaultPanelsKey, readPanelCount, writePanelCount } from '../../src/lib/panel-count';
import { EMPTY_PROMPT, promptProblem } from '../../src/lib/scene-prompt';
import { SCENE_POLL_MAX_ATTEMPTS, outcomeMessage, pollOutcome, type ScenePoll } from '../../src/lib/scene-status';
import { TAG_MESSAGES, addTags } from '../../src/lib/tags';

describe('tags', () => {
  it('trims, drops empties and duplicates in any case', () => {
    expect(addTags(['Space'], '  robots , , space, Noir ')).toEqual({ tags: ['Space', 'robots', 'Noir'], error: TAG_MESSAGES.duplicate });
  });
  it('stops at 10 tags', () => {
    const result = addTags([], Array.from({ length: 12 }, (_, i) => `t${i}`).join(','));
    expect(result.tags).toHaveLength(10);
    expect(result.error).toBe('Maximum of 10 tags allowed');
  });
  it('refuses a tag over 50 characters', () => {
    expect(addTags([], 'x'.repeat(51))).toEqual({ tags: [], error: TAG_MESSAGES.tooLong });
    expect(addTags([], 'x'.repeat(50)).tags).toHaveLength(1);
  });
});

describe('scene prompt', () => {
  it('asks for a prompt, then for 10 to 1000 characters', () => {
    expect(promptProblem('   ')).toBe(EMPTY_PROMPT);
    expect(promptProblem('too short')).toBe('Prompt should be at least 10 characters');
    expect(promptProblem('x'.repeat(1001))).toBe('Prompt too long (max 1000 characters)');
    expect(promptProblem('A robot walks into a bar')).toBe('');
  });
});

describe('panel count', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    };
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  it('defaults to the story, then to 3', () => {
    expect(readPanelCount('s1', 5)).toBe(5);
    expect(readPanelCount('s1', null)).toBe(DEFAULT_PANEL_COUNT);
    expect(readPanelCount('s1', 9)).toBe(3);
  });
  it('keeps the choice per story', () => {
    writePanelCount('s1', 4);
    expect(store.get(defaultPanelsKey('s1'))).toBe('4');
    expect(readPanelCount('s1', 2)).toBe(4);
    expect(readPanelCount('s2', 2)).toBe(2);
  });
});

describe('status polling', () => {
  const poll = (status: string, panels: [string | null, string | null][], extra: Partial<ScenePoll> = {}): ScenePoll => ({
    scene: { status, panels: panels.map(([imageUrl, imageGenerationError]) => ({ imageUrl, imageGenerationError })) },
    progress: 0,
    isGenerating: status === 'generating',
    isComplete: status === 'completed',
    hasError: status === 'failed',
    hasPartialErrors: false,
    errorMessage: null,
    ...extra,
  });
  it('waits while pictures are missing', () => {
    expect(pollOutcome(undefined, 0)).toBe('waiting');
    expect(pollOutcome(poll('generating', [['/a.png', null], [null, null]]), 3)).toBe('waiting');
    expect(pollOutcome(poll('completed', [['/a.png', null], [null, null]]), 3)).toBe('waiting');
  });
  it('stops when every panel has a picture or an error', () => {
    expect(pollOutcome(poll('completed', [['/a.png', null], ['/b.png', null]]), 3)).toBe('complete');
    const partial = poll('completed', [['/a.png', null], [null, 'flagged']], { hasPartialErrors: true, errorMessage: 'Scene completed but 1 of 2 panel images failed' });
    expect(pollOutcome(partial, 3)).toBe('partial');
    expect(outcomeMessage('partial', partial)).toMatch(/^Scene completed but/);
  });
  it('stops on an error and after 40 polls', () => {
    expect(pollOutcome(poll('failed', [[null, 'x']]), 1)).toBe('failed');
    expect(outcomeMessage('failed', undefined)).toBe('Scene generation failed during image creation');
    expect(pollOutcome(poll('generating', [[null, null]]), SCENE_POLL_MAX_ATTEMPTS)).toBe('gave-up');
    expect(SCENE_POLL_MAX_ATTEMPTS).toBe(40);
  });
});
