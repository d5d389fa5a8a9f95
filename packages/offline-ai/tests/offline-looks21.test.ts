// Skin marks and age drawn on the face (src/data/look.json `STATES`, `STATE_MARKS` at the rig's drawn head): freckles,
// a tattoo, a scar, sunburn and a pale face show; the old are lined about the eyes even under a hat, and more words
// name them (people.json `ages`); a pale colour of a garment is no pale face.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { paintRequest } from '../src/image';
import { imageRequest } from './image-request';

const request = (prompt: string) => imageRequest(prompt, 'looks21:1');
const subject = (prompt: string) => planPicture(request(prompt)).subjects[0]!;

describe('skin marks', () => {
  test('freckles, a tattoo, a scar, sunburn and a pale face are states drawn as marks', () => {
    const cases: [string, string][] = [
      ['A freckled girl skips along the pier', 'freckles'],
      ['A tattooed sailor coils a hawser', 'tattoo'],
      ['A scarred knight rests on his sword', 'scar'],
      ['A sunburnt roofer lays a tile', 'sunburn'],
      ['A pallid clerk stamps a form', 'pale'],
    ];
    for (const [prompt, state] of cases) {
      expect(subject(prompt).look.state).toContain(state);
      expect(paintRequest(request(prompt))).toContain(`mark-${state}`);
    }
  });

  test('an anxious or worried one trembles as a nervous one does', () => {
    expect(subject('An anxious juggler waits in the wings').look.state).toContain('scared');
    expect(subject('A worried shepherd counts his flock').look.state).toContain('scared');
  });

  test('a pale garment is no pale face', () => {
    expect(subject('A clerk in a pale blue shirt stamps a form').look.state ?? []).not.toContain('pale');
  });

  test("a face's marks sit on the head the pose draws, not at a fixed point", () => {
    const svg = paintRequest(request('A freckled boy climbs a rope'));
    const face = /class="mark mark-freckles" transform="translate\(([\d.]+) ([\d.]+)\)/.exec(svg)!;
    const standing = /class="mark mark-freckles" transform="translate\(([\d.]+) ([\d.]+)\)/.exec(
      paintRequest(request('A freckled boy stands by a rope')),
    )!;
    expect(face[2]).not.toBe(standing[2]);
  });
});

describe('age', () => {
  test('the old are lined about the eyes, under a hat too; a young one is not', () => {
    expect(subject('An elderly beekeeper lifts a frame').look.state).toContain('aged');
    expect(paintRequest(request('An elderly cowboy in a hat leans on a fence'))).toContain('mark-aged');
    expect(subject('A young beekeeper lifts a frame').look.state ?? []).not.toContain('aged');
  });

  test('ancient, wrinkled and silver-haired people are old; a wrinkled map makes no one', () => {
    for (const prompt of ['An ancient ferryman poles a raft', 'A wrinkled grocer weighs plums'])
      expect(subject(prompt).look.state).toContain('aged');
    expect(planPicture(request('A silver-haired tailor threads a needle')).subjects[0]!.look.hair.name).toMatch(
      /grey|silver|white/,
    );
    expect(planPicture(request('A clerk unfolds a wrinkled map')).subjects).toHaveLength(1);
  });

  test('an old face keeps its mood: a grumpy pensioner is aged and angry', () => {
    expect(subject('A grumpy pensioner shakes his fist').look.state).toEqual(['aged', 'angry']);
  });
});
