// One figure acting on another, drawn doing it together: a drawing another drawing acts on stands at its reach (facing
// it, or ahead of it the same way for a chase or a follow), a follow is no leash and an animal leads none, "her lap" is
// the doer's, a person acting within arm's reach is seen from nearer, "another pigeon" is a second one, two of a kind
// doing a verb aimed at someone do it to each other, and the alt text names whom the doer acts on. Tuned on
// packages/offline-ai/tuning-20-pairs.txt, never on the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { actOf } from '../src/verbs';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string, seed = 'pairs:1:2') => imageRequest(prompt, seed);
const plan = (prompt: string, seed?: string) => planPicture(request(prompt, seed));
/** Whether a word's drawing is mirrored (turned to face right). */
const facesRight = (svg: string, word: string) =>
  new RegExp(`data-word="${word}"><g[^>]*transform="translate\\([\\d.-]+ 0\\) scale\\(-1 1\\)"`).test(svg) ||
  new RegExp(`data-word="${word}">(?:(?!data-word)[\\s\\S])*?scale\\(-1 1\\)`).test(svg);

describe('a drawing acted on by another drawing', () => {
  test('a calf nuzzled stands at the elephant, not across the frame', () => {
    const prompt = 'An elephant nuzzles its calf by the river';
    expect(
      plan(prompt)
        .glyphs.filter((glyph) => glyph.role === 'subject')
        .map((glyph) => glyph.word),
    ).toEqual(['elephant', 'calf']);
    const svg = discSvg(request(prompt));
    const [elephant, calf] = [drawingOf(svg, 'elephant'), drawingOf(svg, 'calf')];
    expect(Math.abs(elephant.x - calf.x)).toBeLessThan((elephant.size + calf.size) * 0.3);
    expect(facesRight(svg, 'elephant')).toBe(calf.x > elephant.x);
    expect(facesRight(svg, 'calf')).toBe(calf.x < elephant.x);
  });

  test('a gosling followed goes ahead of the goose, the way both face', () => {
    const prompt = 'A goose follows a gosling across the pond';
    expect(actOf('follows')?.schema).toBe('follow');
    const svg = discSvg(request(prompt));
    const [goose, gosling] = [drawingOf(svg, 'goose'), drawingOf(svg, 'gosling')];
    const ahead = Math.sign(gosling.x - goose.x);
    expect(Math.abs(gosling.x - goose.x)).toBeLessThan(goose.size);
    expect(facesRight(svg, 'goose')).toBe(facesRight(svg, 'gosling'));
    expect(facesRight(svg, 'goose')).toBe(ahead > 0);
  });

  test('an animal leading another draws no leash; a person leading one does', () => {
    expect(discSvg(request('A wolf leads a lamb across the meadow'))).not.toContain('mark-leash');
    expect(discSvg(request('A farmer leads a cow to the barn'))).toContain('mark-leash');
  });
});

describe('a person acting on another', () => {
  test('one followed walks ahead, facing the same way, with no leash', () => {
    const prompt = 'A nanny follows a toddler around the garden';
    expect(plan(prompt).subjects[0]).toMatchObject({ pose: 'walk', target: 'the toddler' });
    const svg = discSvg(request(prompt));
    const [nanny, toddler] = figuresIn(svg);
    expect(svg).not.toContain('mark-leash');
    expect(toddler!.facing).toBe(nanny!.facing);
    expect(Math.sign(toddler!.x - nanny!.x)).toBe(nanny!.facing);
  });

  test('"on his lap" is the lap of the one who strokes', () => {
    const { relations, subjects } = plan('A grandpa strokes a puppy on his lap');
    expect(relations).toContainEqual({ what: subjects[1]!.name, relation: 'on', to: subjects[0]!.name, part: 'lap' });
  });

  test('petting within arm’s reach is never seen from a wide shot', () => {
    for (const seed of ['pairs:1:2', 'pairs:2:3', 'pairs:3:4', 'pairs:4:5', 'pairs:5:6', 'pairs:6:7'])
      expect(plan('A boy pets a pony by the barn', seed).camera).not.toBe('wide');
  });

  test('the alt text names whom the doer reaches to', () => {
    const picture = plan('A boy pets a pony by the barn');
    expect(describePlan(picture, null)).toContain(picture.subjects[1]!.name);
  });
});

describe('two of a kind', () => {
  test('"another pigeon" is a second pigeon drawn', () => {
    const pigeon = plan('A pigeon pecks another pigeon on the pavement').glyphs.find(
      (glyph) => glyph.word === 'pigeon',
    );
    expect(pigeon?.count).toBe(2);
  });

  test('two who whisper whisper to each other, head to head', () => {
    const { subjects } = plan('Two sailors whisper on the deck');
    expect(subjects[0]).toMatchObject({ pose: 'lean', target: subjects[1]!.name });
  });
});
