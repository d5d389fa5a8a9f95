// The dashboard's small rules: tags, the prompt check, the stored panel count and when status polling stops.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PANEL_COUNT, defaultPanelsKey, readPanelCount, writePanelCount } from '../../src/lib/panel-count';
import { EMPTY_PROMPT, promptProblem } from '../../src/lib/scene-prompt';
import {
  SCENE_POLL_MAX_ATTEMPTS,
  SCENE_POLL_MS,
  completedProblem,
  outcomeMessage,
  pollOutcome,
  runOutcome,
  runProblem,
  runView,
  startSceneRun,
  type PollState,
  type ScenePoll,
} from '../../src/lib/scene-status';
import { addTags } from '../../src/lib/tags';
import { TAG_MESSAGES } from '../../src/shared/validation';
import { AI_MESSAGES } from '../../src/shared/ai-errors';

describe('tags', () => {
  it('trims, drops empties and duplicates in any case', () => {
    expect(addTags(['Space'], '  robots , , space, Noir ')).toEqual({
      tags: ['Space', 'robots', 'Noir'],
      error: TAG_MESSAGES.duplicate,
    });
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
  const poll = (
    status: string,
    panels: [string | null, string | null][],
    extra: Partial<ScenePoll> = {},
  ): ScenePoll => ({
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
    expect(
      pollOutcome(
        poll('generating', [
          ['/a.png', null],
          [null, null],
        ]),
        3,
      ),
    ).toBe('waiting');
    expect(
      pollOutcome(
        poll('completed', [
          ['/a.png', null],
          [null, null],
        ]),
        3,
      ),
    ).toBe('waiting');
  });
  it('stops when every panel has a picture or an error', () => {
    expect(
      pollOutcome(
        poll('completed', [
          ['/a.png', null],
          ['/b.png', null],
        ]),
        3,
      ),
    ).toBe('complete');
    const partial = poll(
      'completed',
      [
        ['/a.png', null],
        [null, 'flagged'],
      ],
      { hasPartialErrors: true, errorMessage: 'Scene completed but 1 of 2 panel images failed' },
    );
    expect(pollOutcome(partial, 3)).toBe('partial');
    expect(outcomeMessage('partial', partial)).toMatch(/^Scene completed but/);
  });
  it('stops on an error and after 40 polls', () => {
    expect(pollOutcome(poll('failed', [[null, 'x']]), 1)).toBe('failed');
    expect(outcomeMessage('failed', undefined)).toBe('Scene generation failed during image creation');
    expect(pollOutcome(poll('generating', [[null, null]]), SCENE_POLL_MAX_ATTEMPTS)).toBe('gave-up');
    expect(SCENE_POLL_MAX_ATTEMPTS).toBe(40);
    expect(SCENE_POLL_MS).toBe(3000);
  });
  it('names a failed poll and a scene that came back complete with missing pictures', () => {
    expect(runProblem('error', undefined)).toBe(AI_MESSAGES.imagesFailed);
    expect(runProblem('complete', undefined)).toBe('');
    expect(completedProblem([{ imageUrl: '/a.png' }, { imageUrl: null }, { imageUrl: null }])).toBe(
      'Scene completed but 2 of 3 panel images failed',
    );
    expect(completedProblem([{ imageUrl: '/a.png' }])).toBe('');
  });
});

describe('polling runs (a regenerated scene keeps its id)', () => {
  const poll = (status: string, imageUrl: string | null): ScenePoll => ({
    scene: { status, panels: [{ imageUrl, imageGenerationError: null }] },
    progress: imageUrl ? 100 : 0,
    isGenerating: status === 'generating',
    isComplete: status === 'completed',
    hasError: false,
    hasPartialErrors: false,
    errorMessage: null,
  });
  const state = (data: ScenePoll | undefined, dataUpdateCount: number, extra: Partial<PollState> = {}): PollState => ({
    data: data && { data },
    dataUpdateCount,
    errorUpdateCount: 0,
    status: data ? 'success' : 'pending',
    ...extra,
  });

  it("ignores the last run's complete answer until this run has its own", () => {
    const previous = state(poll('completed', '/old.png'), 12);
    const run = startSceneRun(previous);
    expect(runView(previous, run)).toEqual({ poll: undefined, attempts: 0, failed: false });
    expect(runOutcome(previous, run)).toBe('waiting');
    expect(runOutcome(state(poll('generating', null), 13), run)).toBe('waiting');
    expect(runOutcome(state(poll('completed', '/new.png'), 14), run)).toBe('complete');
  });
  it('gives up after 40 polls of this run, however long the scene has been polled before', () => {
    const run = startSceneRun(state(poll('completed', '/old.png'), 35));
    const generating = poll('generating', null);
    expect(runOutcome(state(generating, 35 + SCENE_POLL_MAX_ATTEMPTS - 1), run)).toBe('waiting');
    expect(runView(state(generating, 35 + SCENE_POLL_MAX_ATTEMPTS), run).attempts).toBe(SCENE_POLL_MAX_ATTEMPTS);
    expect(runOutcome(state(generating, 35 + SCENE_POLL_MAX_ATTEMPTS), run)).toBe('gave-up');
    // A first run counts from zero.
    expect(runOutcome(state(generating, SCENE_POLL_MAX_ATTEMPTS), startSceneRun(undefined))).toBe('gave-up');
  });
  it('counts a failed poll only when it happened in this run', () => {
    const failedBefore = state(poll('generating', null), 4, { status: 'error', errorUpdateCount: 1 });
    const run = startSceneRun(failedBefore);
    expect(runOutcome(failedBefore, run)).toBe('waiting');
    expect(runOutcome({ ...failedBefore, errorUpdateCount: 2 }, run)).toBe('error');
  });
});
