// The shared bubble geometry every renderer draws from, with a stand-in text measurer (half the font size per character).
import { describe, expect, it } from 'vitest';
import {
  hitBubble,
  layoutBubble,
  placeBubbles,
  placedTip,
  referenceSize,
  wrapText,
  type MeasureText,
} from '../../src/shared/bubble-geometry';
import { presetById } from '../../src/editor/bubble-presets';
import { NOTO_FAMILIES } from '../../src/shared/bubble-style';
import { BUBBLE_SHAPES, TAIL_DIRECTIONS, type TextBubble } from '../../src/shared/bubbles';

const measure: MeasureText = (text, font) => text.length * Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]) * 0.5;

const bubble = (
  text: string,
  style: Record<string, unknown> = {},
  type: TextBubble['type'] = 'speech',
  x = 0.5,
  y = 0.5,
): TextBubble => ({
  id: `b-${text}`,
  text,
  type,
  position: { x, y },
  style,
});

/** The coordinates a path visits (enough to check extents). */
function pathPoints(d: string): [number, number][] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
  const commands = d.match(/[MLAZ]/g)!;
  const points: [number, number][] = [];
  let i = 0;
  for (const command of commands) {
    if (command === 'M' || command === 'L') points.push([numbers[i++]!, numbers[i++]!]);
    else if (command === 'A') {
      i += 5;
      points.push([numbers[i++]!, numbers[i++]!]);
    }
  }
  return points;
}

describe('wrapText', () => {
  const width = (text: string) => text.length;
  it('wraps greedily at the width', () => {
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
  });
  it('keeps newlines', () => {
    expect(wrapText('hi\nthere', 20, width)).toEqual(['hi', 'there']);
  });
  it('breaks a word wider than the bubble with a hyphen, each piece within the line', () => {
    expect(wrapText('abcdefghij', 4, width)).toEqual(['abc-', 'def-', 'ghij']);
    expect(wrapText('go abcdefghij now', 5, width)).toEqual(['go', 'abcd-', 'efgh-', 'ij', 'now']);
  });
  it('prefers a hyphen the word already has', () => {
    expect(wrapText('SUPERCALI-FRAGILISTIC', 12, width)).toEqual(['SUPERCALI-', 'FRAGILISTIC']);
    expect(wrapText('BOOM-BOOM-BOOM', 10, width)).toEqual(['BOOM-BOOM-', 'BOOM']);
    expect(wrapText('WELL-KNOWN', 6, width)).toEqual(['WELL-', 'KNOWN']);
  });
  it('keeps a word that fits the bubble whole on its own line, even past the line width', () => {
    expect(wrapText('I saw SOMETHING here', 8, width, 12)).toEqual(['I saw', 'SOMETHING', 'here']);
  });
});

describe('bubble text wraps at word boundaries', () => {
  const words = (lines: { text: string }[]) =>
    lines
      .map((line) => line.text)
      .join(' ')
      .split(' ');
  it("never cuts 'SOMETHING' in a shout, oval or cloud bubble where the word fits", () => {
    for (const shape of BUBBLE_SHAPES) {
      const layout = layoutBubble(
        bubble('WAIT, I HEAR SOMETHING OUT THERE!', { bubbleShape: shape, fontSize: 24, maxWidth: 160 }),
        measure,
      )!;
      expect(words(layout.lines), shape).toEqual(['WAIT,', 'I', 'HEAR', 'SOMETHING', 'OUT', 'THERE!']);
    }
  });
  it('hyphenates only a word wider than the whole bubble, and each piece stays inside it', () => {
    const layout = layoutBubble(bubble('AAAARGHHHHHHHHHHHHHHHHHH!', { fontSize: 16, maxWidth: 120 }), measure)!;
    expect(layout.lines.length).toBeGreaterThan(1);
    for (const line of layout.lines.slice(0, -1)) expect(line.text.endsWith('-')).toBe(true);
    expect(layout.lines.map((line) => line.text.replace(/-$/, '')).join('')).toBe('AAAARGHHHHHHHHHHHHHHHHHH!');
    for (const line of layout.lines) expect(measure(line.text, layout.font)).toBeLessThanOrEqual(120 - 20);
  });
  it('wraps ordinary dialogue into whole words only', () => {
    const text = 'The lighthouse keeper signals a ship that should not exist, somewhere beyond the harbour';
    for (const maxWidth of [100, 120, 160, 220, 300]) {
      const layout = layoutBubble(bubble(text, { maxWidth }), measure)!;
      expect(words(layout.lines), `maxWidth ${maxWidth}`).toEqual(text.split(' '));
    }
  });
});

describe('layoutBubble', () => {
  it('draws nothing for empty text', () => {
    expect(layoutBubble(bubble('   '), measure)).toBeNull();
  });
  it('keeps a long speech bubble within its maximum width', () => {
    const layout = layoutBubble(
      bubble('This is a rather long line of dialogue that must wrap', { maxWidth: 160 }),
      measure,
    )!;
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.box.width).toBeLessThanOrEqual(160 + 0.01);
    for (const line of layout.lines) expect(measure(line.text, layout.font)).toBeLessThanOrEqual(160 - 20);
  });
  it('grows the text size with fontSize and sets the CSS font', () => {
    const small = layoutBubble(bubble('Hey', { fontSize: 12 }), measure)!;
    const big = layoutBubble(bubble('Hey', { fontSize: 36, fontFamily: 'Creepster', fontWeight: 700 }), measure)!;
    expect(big.box.height).toBeGreaterThan(small.box.height);
    expect(big.font).toBe(`700 36px "Creepster", "Bangers", "Comic Neue", ${NOTO_FAMILIES}, system-ui, sans-serif`);
    expect(big.font).toContain('"Noto Sans JP"');
    expect(big.direction).toBe('ltr');
    expect(layoutBubble(bubble('أين النجمة؟'), measure)!.direction).toBe('rtl');
  });
  it('centres the lines on the bubble', () => {
    const layout = layoutBubble(bubble('one two three four five six seven', { maxWidth: 100 }), measure)!;
    const first = layout.lines[0]!.y;
    const last = layout.lines.at(-1)!.y;
    expect(Math.abs(first + last - 2 * 16 * 0.34)).toBeLessThan(0.1);
  });
  it('points the tail the chosen way, past the body', () => {
    for (const shape of BUBBLE_SHAPES) {
      for (const direction of TAIL_DIRECTIONS) {
        const layout = layoutBubble(
          bubble('Hello there', { bubbleShape: shape, tailDirection: direction, tailSize: 20 }),
          measure,
        )!;
        expect(layout.body).toMatch(/^M.* Z$/);
        const { box, bounds } = layout;
        if (direction === 'none') continue;
        if (direction.startsWith('bottom'))
          expect(bounds.y + bounds.height, `${shape} ${direction}`).toBeGreaterThan(box.y + box.height + 15);
        if (direction.startsWith('top')) expect(bounds.y, `${shape} ${direction}`).toBeLessThan(box.y - 15);
        if (direction === 'left') expect(bounds.x, `${shape} ${direction}`).toBeLessThan(box.x - 15);
        if (direction === 'right')
          expect(bounds.x + bounds.width, `${shape} ${direction}`).toBeGreaterThan(box.x + box.width + 15);
      }
    }
  });
  it('draws no tail on narration and subtitles, and a trail of puffs on thoughts', () => {
    const narration = layoutBubble(bubble('Meanwhile...', { tailDirection: 'bottom-left' }, 'narration'), measure)!;
    expect(narration.trail).toBe('');
    expect(pathPoints(narration.body).every(([, y]) => y <= narration.box.y + narration.box.height + 0.01)).toBe(true);
    const thought = layoutBubble(bubble('Hmm...', {}, 'thought'), measure)!;
    expect(thought.trail.match(/M/g)).toHaveLength(2);
    const noTrail = layoutBubble(bubble('Hmm...', { tailDirection: 'none' }, 'thought'), measure)!;
    expect(noTrail.trail).toBe('');
  });
  it('makes oval and cloud bodies roomier than a box around the same words', () => {
    const box = layoutBubble(bubble('Same words', { bubbleShape: 'rounded', tailDirection: 'none' }), measure)!;
    const oval = layoutBubble(bubble('Same words', { bubbleShape: 'oval', tailDirection: 'none' }), measure)!;
    const cloud = layoutBubble(bubble('Same words', { bubbleShape: 'cloud', tailDirection: 'none' }), measure)!;
    expect(oval.box.width).toBeGreaterThan(box.box.width);
    expect(cloud.box.width).toBeGreaterThan(box.box.width);
    expect(cloud.body.match(/A/g)!.length).toBeGreaterThanOrEqual(8);
  });
  it('turns border styles into strokes and dashes', () => {
    expect(layoutBubble(bubble('x', { borderStyle: 'dashed', borderWidth: 2 }), measure)!.stroke).toMatchObject({
      dash: [6, 4],
      cap: 'butt',
    });
    expect(layoutBubble(bubble('x', { borderStyle: 'dotted', borderWidth: 2 }), measure)!.stroke).toMatchObject({
      cap: 'round',
    });
    expect(layoutBubble(bubble('x', { borderWidth: 0 }), measure)!.stroke).toBeNull();
    expect(layoutBubble(bubble('x', { shadow: false }), measure)!.shadow).toBeNull();
  });
  it('lays out every preset', () => {
    for (const id of ['speech', 'shout', 'whisper', 'thought', 'narration', 'subtitle', 'sfx'] as const) {
      const preset = presetById(id);
      const layout = layoutBubble(bubble('Preset text', preset.style, preset.type), measure)!;
      expect(layout.box.width).toBeLessThanOrEqual(preset.style.maxWidth + 0.01);
    }
  });
});

describe('placing and hitting bubbles', () => {
  const panel = referenceSize('3:4');
  it('uses a 340-wide reference panel at the story ratio', () => {
    expect(referenceSize('3:4')).toEqual({ width: 340, height: 340 * (4 / 3) });
    expect(referenceSize('1:1').height).toBe(340);
    expect(referenceSize('3:2').height).toBeCloseTo(226.67, 1);
  });
  it('places bubbles at their fractions and skips empty ones; one at a corner is moved in until its body is inside', () => {
    const placed = placeBubbles(
      [bubble('A', {}, 'speech', 0.25, 0.5), bubble(''), bubble('B', {}, 'speech', 1, 0)],
      measure,
      panel,
    );
    expect(placed.map((item) => [item.x, item.y])[0]).toEqual([85, panel.height / 2]);
    const corner = placed[1]!;
    expect(corner.x + corner.layout.box.x + corner.layout.box.width).toBeCloseTo(340);
    expect(corner.y + corner.layout.box.y).toBeCloseTo(0);
  });
  it('a narration caption of several lines at the top keeps its first line inside the panel, in every ratio', () => {
    const text = 'Long ago, in a city of lanterns and rain, a small cat climbed the tallest roof to count the stars.';
    for (const ratio of ['3:4', '1:1', '16:9']) {
      const size = referenceSize(ratio);
      const [caption] = placeBubbles([bubble(text, {}, 'narration', 0.5, 0.08)], measure, size);
      const { layout, y } = caption!;
      expect(layout.lines.length).toBeGreaterThan(2);
      expect(y + layout.box.y, ratio).toBeGreaterThanOrEqual(0);
      // The first line's top (its baseline less the font's ascent) is on the panel.
      expect(y + layout.lines[0]!.y - layout.style.fontSize, ratio).toBeGreaterThanOrEqual(0);
      expect(y + layout.box.y + layout.box.height, ratio).toBeLessThanOrEqual(size.height);
    }
    // Taller than the panel: the top line stays, the overflow is at the bottom.
    const [tall] = placeBubbles([bubble(`${text} ${text} ${text} ${text}`, {}, 'narration', 0.5, 0.5)], measure, {
      width: 340,
      height: 60,
    });
    expect(tall!.y + tall!.layout.box.y).toBeCloseTo(0);
  });
  it('finds the topmost bubble under a point, and none beside it', () => {
    const placed = placeBubbles(
      [bubble('Under', {}, 'speech', 0.5, 0.5), bubble('Over', {}, 'speech', 0.52, 0.5)],
      measure,
      panel,
    );
    expect(hitBubble(placed, 178, panel.height / 2)).toBe('b-Over');
    expect(hitBubble(placed, 10, 10)).toBeNull();
    const under = placed[0]!;
    expect(hitBubble(placed, under.x + under.layout.box.x + 1, under.y)).toBe('b-Under');
  });
});

describe('pointing tails, rotation and the new kinds', () => {
  const panel = referenceSize('3:4');
  const at = (
    extra: Partial<TextBubble>,
    style: Record<string, unknown> = {},
    type: TextBubble['type'] = 'speech',
  ): TextBubble => ({ ...bubble('Over there!', style, type, 0.3, 0.3), ...extra });

  it("draws the tail to the author's tip, in every shape, and keeps the old directions for bubbles without one", () => {
    for (const shape of BUBBLE_SHAPES) {
      const [item] = placeBubbles([at({ tail: { x: 0.9, y: 0.9 } }, { bubbleShape: shape })], measure, panel);
      const tip = placedTip(item!)!;
      expect(tip.x, shape).toBeCloseTo(0.9 * panel.width, 1);
      expect(tip.y, shape).toBeCloseTo(0.9 * panel.height, 1);
      // The drawn extent reaches the tip.
      expect(item!.y + item!.layout.bounds.y + item!.layout.bounds.height, shape).toBeGreaterThan(0.9 * panel.height);
    }
    const old = placeBubbles([at({}, { tailDirection: 'right' })], measure, panel)[0]!;
    const same = layoutBubble(at({}, { tailDirection: 'right' }), measure)!;
    expect(old.layout.body).toBe(same.body);
    expect(old.layout.tip![0]).toBeGreaterThan(old.layout.box.x + old.layout.box.width);
  });

  it('draws no tail with tail: null, nor for a tip inside the body', () => {
    const none = placeBubbles([at({ tail: null }, { tailDirection: 'bottom-left' })], measure, panel)[0]!;
    const plain = layoutBubble(at({}, { tailDirection: 'none' }), measure)!;
    expect(none.layout.body).toBe(plain.body);
    expect(none.layout.tip).toBeNull();
    const inside = placeBubbles([at({ tail: { x: 0.31, y: 0.3 } })], measure, panel)[0]!;
    expect(inside.layout.tip).toBeNull();
  });

  it("leads a thought's puffs to the tip", () => {
    const item = placeBubbles([at({ tail: { x: 0.1, y: 0.9 } }, {}, 'thought')], measure, panel)[0]!;
    expect(item.layout.trail.match(/M/g)).toHaveLength(3);
    const tip = placedTip(item)!;
    expect(tip.x).toBeCloseTo(0.1 * panel.width, 1);
  });

  it('turns the bubble: the tip stays on the panel point, the hit area turns with it', () => {
    const item = placeBubbles([at({ tail: { x: 0.9, y: 0.3 }, rotation: 90 })], measure, panel)[0]!;
    expect(item.layout.rotation).toBe(90);
    const tip = placedTip(item)!;
    expect(tip.x).toBeCloseTo(0.9 * panel.width, 1);
    expect(tip.y).toBeCloseTo(0.3 * panel.height, 1);
    // Turned a quarter, the wide box stands tall: a point above the centre, past its half height, still hits.
    const { box } = item.layout;
    expect(hitBubble([item], item.x, item.y - box.width / 2 + 2)).toBe(item.id);
    expect(hitBubble([item], item.x + box.width / 2 - 2, item.y)).toBeNull();
    expect(item.layout.bounds.height).toBeGreaterThan(box.width - 1);
  });

  it('letters a sound effect with no balloon, outlined by its border', () => {
    const layout = layoutBubble(at({ text: 'KRAKOOM!' }, {}, 'sfx'), measure)!;
    expect(layout.lettering).toBe(true);
    expect(layout.body).toBe('');
    expect(layout.tip).toBeNull();
    expect(layout.stroke).toMatchObject({ width: 4, dash: null });
    expect(layout.style.fontSize).toBe(40);
  });

  it('draws a burst spiky and a whisper dashed with smaller type', () => {
    const burst = layoutBubble(at({}, { bubbleShape: 'burst', tailDirection: 'none' }), measure)!;
    expect(burst.body.match(/L/g)!.length).toBeGreaterThanOrEqual(19);
    const whisper = layoutBubble(at({}, { bubbleShape: 'whisper', borderStyle: 'solid', borderWidth: 0 }), measure)!;
    expect(whisper.stroke!.dash).not.toBeNull();
    expect(whisper.style.fontSize).toBeLessThan(16);
  });

  it('sets vertical Japanese in columns from the right, punctuation turned or moved', () => {
    const layout = layoutBubble(
      at({ text: '「待って」、ここだよー。', writingMode: 'vertical-rl' }, { fontSize: 20, maxWidth: 100 }),
      measure,
    )!;
    expect(layout.writingMode).toBe('vertical-rl');
    const cells = layout.cells!;
    expect(cells.map((cell) => cell.text).join('')).toBe('「待って」、ここだよー。');
    // The first column is the rightmost, read top to bottom.
    expect(cells[0]!.x).toBeGreaterThanOrEqual(cells.at(-1)!.x);
    expect(cells[1]!.y).toBeGreaterThan(cells[0]!.y);
    expect(cells.find((cell) => cell.text === '「')!.turn).toBe(true);
    expect(cells.find((cell) => cell.text === 'ー')!.turn).toBe(true);
    expect(cells.find((cell) => cell.text === '、')!.shift).toEqual([0.6, -0.58]);
    expect(cells.find((cell) => cell.text === 'っ')!.shift).toEqual([0.1, -0.1]);
    expect(cells.find((cell) => cell.text === '待')!.turn).toBe(false);
    // More than one column, and no column starts with closing punctuation.
    expect(layout.lines.length).toBeGreaterThan(1);
    for (const line of layout.lines) expect(line.text).not.toMatch(/^[、。」ー]/);
    expect(layout.box.height).toBeGreaterThan(layout.box.width);
  });
});
