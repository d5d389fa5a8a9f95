import { describe, expect, it } from 'vitest';
import { bubbleCenter, resolveBubbleStyle, visibleBubbles } from '../../src/shared/bubble-style';
import { BORDER_STYLES, BUBBLE_RANGES, DEFAULT_BUBBLE_STYLE } from '../../src/shared/bubbles';
import { hasLonePanel, panelGrid } from '../../src/shared/panel-layout';
import { sceneFileName } from '../../src/editor/scene-canvas';
import { bubbleStyleInput } from '../../src/shared/bubble-schema';

describe('resolveBubbleStyle', () => {
  it('fills a partial style from the defaults', () => {
    const style = resolveBubbleStyle({ type: 'speech', style: { fontFamily: 'Bangers', fontSize: 18 } });
    expect(style).toEqual({ ...DEFAULT_BUBBLE_STYLE, fontSize: 18 });
  });
  it('gives narration a tail-less caption box and thought a cloud', () => {
    expect(resolveBubbleStyle({ type: 'narration', style: {} })).toMatchObject({
      tailDirection: 'none',
      bubbleShape: 'rectangular',
      maxWidth: 180,
    });
    expect(resolveBubbleStyle({ type: 'thought', style: {} }).bubbleShape).toBe('cloud');
  });
  it('ignores odd stored values and clamps to the ranges', () => {
    const style = resolveBubbleStyle({
      type: 'speech',
      style: { fontSize: 'huge', opacity: 7, bubbleShape: 'star', maxWidth: 900, borderWidth: -3 },
    });
    expect(style.fontSize).toBe(16);
    expect(style.opacity).toBe(1);
    expect(style.bubbleShape).toBe('rounded');
    expect(style.maxWidth).toBe(300);
    expect(style.borderWidth).toBe(0);
  });
});

describe('style ranges', () => {
  it('match the spec (font 8-72 step 1, width 80-300 step 10)', () => {
    expect(BUBBLE_RANGES.fontSize).toEqual({ min: 8, max: 72, step: 1 });
    expect(BUBBLE_RANGES.maxWidth).toEqual({ min: 80, max: 300, step: 10 });
  });
  it('are accepted at both ends, and refused just outside, by the shared schema the server checks', () => {
    for (const [field, range] of Object.entries(BUBBLE_RANGES)) {
      expect(bubbleStyleInput.safeParse({ [field]: range.min }).success, `${field} min`).toBe(true);
      expect(bubbleStyleInput.safeParse({ [field]: range.max }).success, `${field} max`).toBe(true);
      expect(bubbleStyleInput.safeParse({ [field]: range.max + 1 }).success, `${field} above max`).toBe(false);
    }
    expect(bubbleStyleInput.safeParse({ fontSize: 7 }).success).toBe(false);
    expect(bubbleStyleInput.safeParse({ maxWidth: 70 }).success).toBe(false);
  });
  it('offer and accept the same border styles and opacities on both sides', () => {
    for (const borderStyle of BORDER_STYLES)
      expect(bubbleStyleInput.safeParse({ borderStyle }).success, borderStyle).toBe(true);
    expect(bubbleStyleInput.safeParse({ borderStyle: 'double' }).error?.issues[0]?.message).toBe(
      'Unknown border style',
    );
    expect(bubbleStyleInput.safeParse({ opacity: 0.05 }).error?.issues[0]?.message).toBe(
      'Opacity must be between 0.1 and 1',
    );
    // What the editor cannot offer is drawn as the default, never as something the server would refuse.
    expect(resolveBubbleStyle({ type: 'speech', style: { borderStyle: 'double', opacity: 0 } })).toMatchObject({
      borderStyle: 'solid',
      opacity: 0.1,
    });
  });
});

describe('bubble centre', () => {
  it('keeps the centre inside the panel and defaults to (0.5, 0.2)', () => {
    expect(bubbleCenter({ position: { x: 0.3, y: 0.18 } })).toEqual({ x: 0.3, y: 0.18 });
    expect(bubbleCenter({ position: { x: 3, y: -1 } })).toEqual({ x: 1, y: 0 });
    expect(bubbleCenter({ position: undefined as never })).toEqual({ x: 0.5, y: 0.2 });
  });
  it('skips empty bubbles', () => {
    expect(visibleBubbles([{ text: 'Hi' }, { text: '  ' }])).toEqual([{ text: 'Hi' }]);
  });
});

describe('panel grid', () => {
  it('puts a portrait story in one column on phones and up to three beside each other', () => {
    expect(panelGrid(1, '3:4')).toMatchObject({ phoneColumns: 1, columns: 1 });
    expect(panelGrid(3, '3:4')).toMatchObject({ phoneColumns: 1, columns: 3, maxWidth: '50rem' });
    expect(panelGrid(4, '3:4')).toMatchObject({ phoneColumns: 1, columns: 2, maxWidth: '40rem' });
  });
  it('never leaves one panel alone on a last row', () => {
    for (const ratio of ['3:4', '1:1', '3:2']) {
      for (let count = 1; count <= 6; count++) {
        const grid = panelGrid(count, ratio);
        expect(hasLonePanel(count, grid.columns), `${count} at ${ratio}`).toBe(false);
        expect(hasLonePanel(count, grid.phoneColumns), `${count} at ${ratio} on a phone`).toBe(false);
      }
    }
  });
  it('keeps three square panels out of a 2 + 1 phone layout', () => {
    expect(panelGrid(3, '1:1').phoneColumns).toBe(1);
    expect(panelGrid(4, '1:1').phoneColumns).toBe(2);
  });
  it('caps the width at 50rem', () => {
    for (let count = 1; count <= 6; count++)
      expect(parseFloat(panelGrid(count, '3:2').maxWidth)).toBeLessThanOrEqual(50);
  });
});

describe('download file name', () => {
  it('names the JPEG after the story (cut to 30 characters) and scene', () => {
    expect(sceneFileName('Nova and the Neon Bar!', 2)).toBe('nova-and-the-neon-bar-scene-2.jpg');
    expect(sceneFileName('A very long story title that goes on and on', 1)).toBe(
      'a-very-long-story-title-that-g-scene-1.jpg',
    );
    expect(sceneFileName('!!!', 3)).toBe('story-scene-3.jpg');
  });
});
