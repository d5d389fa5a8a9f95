// Actions done with the hands and the mouth, and the tool a verb implies (src/data/actions.json `tools`, the verbs' CLDR
// gerunds, src/data/verbs.json `ownParts`): tried on packages/offline-ai/tuning-11-hands.txt, never on the held-out
// sets. The prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import actions from '../src/data/actions.json' with { type: 'json' };
import { imageRequest } from './image-request';
import { type DrawnFigure, discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'hands:1:2');
const svgOf = (prompt: string) => discSvg(request(prompt));
/** The first figure drawn. */
function figureOf(svg: string): DrawnFigure {
  const [figure] = figuresIn(svg);
  expect(figure).toBeDefined();
  return figure!;
}
const toolOf = (prompt: string) => {
  const plan = planPicture(request(prompt));
  const doer = plan.subjects[0]?.name ?? plan.glyphs.find((glyph) => glyph.role === 'subject')?.word;
  return plan.glyphs.find((glyph) => glyph.role === 'prop' && glyph.by === doer && !glyph.object)?.code ?? null;
};

describe('the tool a verb implies', () => {
  test('hundreds of verbs, each once, each tool a drawing of the set', () => {
    const verbs = Object.values(actions.tools).flat();
    expect(verbs.length).toBeGreaterThan(300);
    expect(new Set(verbs).size).toBe(verbs.length);
    for (const tool of Object.keys(actions.tools)) expect(englishGlyph(tool), tool).not.toBeNull();
  });

  test('a verb of the table puts its tool in the doer’s hand, and the doer reaches with it', () => {
    // A balance scale, a ruler, a credit card, a megaphone: verbs no stock pose reads.
    expect(toolOf('A jeweller weighs a ring on the counter')).toBe(englishGlyph('balance scale')!.code);
    expect(toolOf('A boy measures the table in the attic')).toBe(englishGlyph('straight ruler')!.code);
    expect(toolOf('A man pays for the shoes at the till')).toBe(englishGlyph('credit card')!.code);
    const plan = planPicture(request('A boy measures the table in the attic'));
    expect(plan.subjects[0]!.pose).toBe('reach');
  });

  test('a verb whose gerund is a CLDR keyword of one thing is staged with it, unless the gerund names what it acts on', () => {
    // "cooling": a folding hand fan; "absorbing": a sponge. "opening" is a keyword of the window, which is opened.
    expect(toolOf('A man cools off on the porch')).toBe(englishGlyph('folding hand fan')!.code);
    expect(toolOf('A girl absorbs the spill on the floor')).toBe(englishGlyph('sponge')!.code);
    expect(toolOf('A boy opens the gate')).toBeNull();
  });
});

describe('what the hand or the mouth acts on', () => {
  test('what is pecked or scrubbed "at" is acted on, at the beak or in the hand; what is thrown at stays over there', () => {
    const pecked = planPicture(request('A duck pecks at a strawberry by the pond'));
    const berry = pecked.glyphs.find((glyph) => glyph.word === 'strawberry');
    expect(berry?.by).not.toBeNull();
    expect(berry?.object).toBe(true);
    const thrown = planPicture(request('A girl throws a pebble at a bottle'));
    expect(thrown.glyphs.find((glyph) => glyph.word === 'pebble' || glyph.word === 'rock')?.by).toBe(
      thrown.subjects[0]!.name,
    );
  });

  test('a thing taken by a second verb is where that verb puts it: held while slipping, not at the feet', () => {
    const prompt = 'A woman trips over a root while holding a cake';
    const plan = planPicture(request(prompt));
    expect(plan.glyphs.find((glyph) => glyph.word === 'cake')?.verb).toBe('hold');
    const svg = svgOf(prompt);
    const doer = figureOf(svg);
    // In the falling figure's hand, well off the ground (the figure is about 100 × k tall).
    expect(drawingOf(svg, 'cake').y).toBeLessThan(doer.base - 30 * doer.k);
  });

  test('a verb on the doer’s own head raises the tool to the mouth, and the part is no thing of its own', () => {
    const prompt = 'A boy brushes his teeth before bed';
    const plan = planPicture(request(prompt));
    expect(plan.subjects[0]).toMatchObject({ pose: 'sip', act: { schema: 'self' } });
    expect(plan.glyphs.some((glyph) => glyph.word === 'teeth')).toBe(false);
    const shaved = planPicture(request('A sailor shaves his beard by the window'));
    expect(shaved.glyphs.find((glyph) => glyph.word === 'window')?.relation?.with).toBe(shaved.subjects[0]!.name);
    const svg = svgOf(prompt);
    const doer = figureOf(svg);
    const brush = drawingOf(svg, 'brushes');
    // At the head (the mouth is 80 units up the rig), not held out at the chest.
    expect(brush.y).toBeLessThan(doer.base - 70 * doer.k);
  });

  test('someone the prompt adds by a role holds the stock thing its verb owns, not what another thing is in', () => {
    const tossed = planPicture(request('A janitor tosses a lantern in the hall'));
    expect(tossed.subjects.find((entry) => entry.name === 'the janitor')?.holds).toBe('lantern');
    const drunk = planPicture(request('A jogger drinks from a bottle in the park'));
    expect(drunk.subjects.find((entry) => entry.name === 'the jogger')?.holds).toBe('bottle');
    const found = planPicture(request('A diver finds a key inside a chest'));
    expect(found.things.find((thing) => thing.kind === 'chest')?.owner).toBeNull();
  });

  test('a mark where the hand acts is under what the hand holds and past its tip', () => {
    const svg = svgOf('Kai hammers a plank in the shed');
    expect(svg.indexOf('class="mark mark-impact"')).toBeGreaterThan(0);
    expect(svg.indexOf('class="mark mark-impact"')).toBeLessThan(svg.indexOf('data-word="plank"'));
  });

  test('a noun spelt like a verb after a determiner gives no pose: standing on a scale is no climb', () => {
    const plan = planPicture(request('A baker weighs flour on a scale'));
    const doer = plan.subjects[0] ?? plan.glyphs.find((glyph) => glyph.role === 'subject');
    expect(doer?.pose).toBe('reach');
  });
});

describe('a verb the body acts out alone, done to a thing', () => {
  test('flying a thing keeps the doer on the ground, its hands raised, the thing up in the sky', () => {
    const plan = planPicture(request('A girl flies a toy airplane at the park'));
    expect(plan.subjects[0]!.pose).toBe('holdup');
    const svg = svgOf('A girl flies a toy airplane at the park');
    const figure = figureOf(svg);
    // Higher than the raised hands (the rig is about 100 units tall), and off to the side of the doer.
    expect(drawingOf(svg, 'airplane').y).toBeLessThan(figure.base - 100 * figure.k);
    expect(Math.abs(drawingOf(svg, 'airplane').x - figure.x)).toBeGreaterThan(20 * figure.k);
    // With nothing named after it the body flies itself.
    expect(planPicture(request('A witch flies over the rooftops')).subjects[0]!.pose).toBe('fly');
  });
});
