// The action a visitor started before signing in: kept for the trip, done once, only when armed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  armPendingAction,
  clearPendingAction,
  savePendingAction,
  takePendingAction,
} from '../../src/lib/pending-action';
import { panelProgress } from '../../src/lib/scene-status';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('pending actions across sign-in', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('is done only after the sign-in it asked for, and only once', () => {
    savePendingAction({ kind: 'play', prompt: 'A robot walks into a bar', tag: 'Sci-Fi' });
    expect(takePendingAction('play')).toBeNull();
    armPendingAction();
    expect(takePendingAction('like')).toBeNull();
    expect(takePendingAction('play')).toEqual({ kind: 'play', prompt: 'A robot walks into a bar', tag: 'Sci-Fi' });
    expect(takePendingAction('play')).toBeNull();
  });

  it('is taken only by the control it belongs to', () => {
    savePendingAction({ kind: 'like', targetType: 'story', id: 's1' });
    armPendingAction();
    expect(takePendingAction('like', (action) => action.id === 's2')).toBeNull();
    expect(takePendingAction('like', (action) => action.targetType === 'story' && action.id === 's1')).toEqual({
      kind: 'like',
      targetType: 'story',
      id: 's1',
    });
  });

  it('forgets an old or cleared action', () => {
    savePendingAction({ kind: 'remix', storyId: 's1' }, Date.now() - 31 * 60_000);
    armPendingAction();
    expect(takePendingAction('remix')).toBeNull();
    savePendingAction({ kind: 'create' });
    clearPendingAction();
    armPendingAction();
    expect(takePendingAction('create')).toBeNull();
  });
});

describe('panelProgress (the prompt bar while generating)', () => {
  it('shows every requested panel waiting while the scene is written', () => {
    expect(panelProgress('scene', 3, undefined)).toEqual(['waiting', 'waiting', 'waiting']);
  });
  it('follows each panel while the pictures come in', () => {
    const panels = [
      { imageUrl: '/media/a.png' },
      { imageUrl: null, imageGenerationError: 'Image flagged' },
      { imageUrl: null },
    ];
    expect(panelProgress('images', 3, panels)).toEqual(['done', 'failed', 'drawing']);
  });
  it('shows nothing when idle', () => {
    expect(panelProgress('idle', 3, [{ imageUrl: null }])).toEqual([]);
  });
});
