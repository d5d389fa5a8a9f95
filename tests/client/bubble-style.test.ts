import { describe, expect, it } from 'vitest';
import { DEFAULT_BUBBLE_STYLE, bubbleCenter, resolveBubbleStyle, visibleBubbles } from '../../src/editor/bubble-style';
import { panelColumns, sceneFileName } from '../../src/editor/scene-canvas';

describe('resolveBubbleStyle', () => {
  it('fills a partial style from the defaults', () => {
    const style = resolveBubbleStyle({ type: 'speech', style: { fontFamily: 'Bangers', fontSize: 18 } });
    expect(style).toEqual({ ...DEFAULT_BUBBLE_STYLE, fontSize: 18 });
  });
  it('gives narration a tail-less caption box and thought a cloud', () => {
    expect(resolveBubbleStyle({ type: 'narration', style: {} })).toMatchObject({ tailDirection: 'none', bubbleShape: 'rectangular', maxWidth: 180 });
    expect(resolveBubbleStyle({ type: 'thought', style: {} }).bubbleShape).toBe('cloud');
  });
  it('ignores odd stored values', () => {
    const style = resolveBubbleStyle({ type: 'speech', style: { fontSize: 'huge', opacity: 7, bubbleShape: 'star' } });
    expect(style.fontSize).toBe(16);
    expect(style.opacity).toBe(1);
    expect(style.bubbleShape).toBe('rounded');
  });
});

describe('bubble placement', () => {
  it('keeps the centre inside the panel and defaults to (0.5, 0.2)', () => {
    expect(bubbleCenter({ position: { x: 0.3, y: 0.18 } })).toEqual({ x: 0.3, y: 0.18 });
    expect(bubbleCenter({ position: { x: 3, y: -1 } })).toEqual({ x: 1, y: 0 });
    expect(bubbleCenter({ position: undefined as never })).toEqual({ x: 0.5, y: 0.2 });
  });
  it('skips empty bubbles', () => {
    expect(visibleBubbles([{ text: 'Hi' }, { text: '  ' }])).toEqual([{ text: 'Hi' }]);
  });
});

describe('scene layout and download name', () => {
  it('picks columns by count and aspect ratio', () => {
    expect(panelColumns(1, '3:4')).toBe(1);
    expect(panelColumns(3, '3:4')).toBe(3);
    expect(panelColumns(4, '1:1')).toBe(2);
    expect(panelColumns(3, '3:2')).toBe(2);
  });
  it('names the file after the story and scene', () => {
    expect(sceneFileName('Nova and the Neon Bar!', 2)).toBe('nova-and-the-neon-bar-scene-2.png');
  });
});
