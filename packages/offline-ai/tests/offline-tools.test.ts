// A role is drawn in its trade's dress: a stock role's dress is its job's (a soldier is no knight, a monk no wizard), a
// nun is veiled, only a postman carries the mailbag, and a role WordNet derives from a drawn activity is that drawing.
import { describe, expect, test } from 'vitest';
import { paintPanel } from '../src/art';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { JOBS } from '../src/people';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'tools:1:2'));

describe("a role is drawn with its trade's instrument and dress", () => {
  test('someone standing in for a role holds its instrument, on the rig', () => {
    for (const [prompt, instrument] of [
      ['A saxophonist waits at the bus stop', 'saxophone'],
      ['The banjoist waits by the barn', 'banjo'],
      ['A guitarist sways on the pier', 'guitar'],
    ]) {
      const planned = plan(prompt!);
      const player = planned.subjects.find((entry) => entry.glyph === '1f9cd');
      expect(player, prompt).toMatchObject({ kind: 'person', pose: 'reach' });
      expect(planned.glyphs).toContainEqual(
        expect.objectContaining({ code: englishGlyph(instrument!)!.code, role: 'prop', by: player!.name }),
      );
    }
  });

  test("a stock role wears its job's dress, not a nearer kind's outfit", () => {
    expect(plan('A soldier shivers in the trench').subjects[0]!.look).toMatchObject({
      outfit: 'casual',
      headwear: 'helmet',
    });
    expect(plan('The monk smiles in the orchard').subjects[0]!.look).toMatchObject({
      outfit: 'casual',
      headwear: 'hood',
      top: expect.objectContaining({ name: 'brown' }),
    });
    expect(plan('A nun reads on the bench').subjects[0]!.look.headwear).toBe('hood');
  });

  test('a role derived from an activity the emoji set draws someone doing is that drawing', () => {
    expect(JOBS.golfer?.as).toBe('person golfing');
    // …never by a verb of another sense: a bouncer keeps a guard's cap and flashlight.
    expect(JOBS.bouncer).toMatchObject({ hat: 'postman', tool: 'flashlight' });
    expect(JOBS.bouncer?.as).toBeUndefined();
  });

  test("a guard's peaked cap carries no postman's mailbag", () => {
    const svg = (prompt: string) => paintPanel(imageRequest(prompt, 'tools:1:2'));
    expect(svg('A night watchman yawns in the warehouse')).toContain('class="hat-postman"');
    expect(svg('A night watchman yawns in the warehouse')).not.toContain('class="mailbag"');
    expect(svg('A mailman whistles on the porch')).toContain('class="mailbag"');
  });
});

describe("a verb's tool gives way to the one the sentence names", () => {
  const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
  test('a thing named after "with" is the tool in hand, never the verb\'s own beside it', () => {
    for (const [prompt, named, verbs] of [
      ['A vet listens to a lamb with a stethoscope', 'stethoscope', 'headphone'],
      ['A girl fixes her scooter with a hammer', 'hammer', 'wrench'],
      ['A man paints the gate with a sponge', 'sponge', 'paintbrush'],
    ]) {
      expect(codes(prompt!), prompt).toContain(englishGlyph(named!)!.code);
      expect(codes(prompt!), prompt).not.toContain(englishGlyph(verbs!)!.code);
    }
    // With no tool named, the verb's own is still drawn.
    expect(codes('A girl fixes her scooter')).toContain(englishGlyph('wrench')!.code);
  });

  test('counting, tuning and wrapping take no abacus, spanner or gift box', () => {
    for (const [prompt, tool] of [
      ['A clerk counts the tickets', 'abacus'],
      ['A cellist tunes her cello', 'wrench'],
      ['A nurse wraps a baby in a blanket', 'wrapped gift'],
    ])
      expect(codes(prompt!), prompt).not.toContain(englishGlyph(tool!)!.code);
  });
});
