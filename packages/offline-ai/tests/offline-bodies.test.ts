// Every animal has a body that can act: an animal the emoji set draws only as a face (a bear, a fox, a koala: CLDR
// calls its drawing a face) is drawn on a body in its pose, coloured from its face, the face as its head; what it acts
// on is at its reaching paw. Tuned on packages/offline-ai/tuning-18-bodies.txt; the prompts here are this file's own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { paintRequest } from '../src/image';
import { planPicture } from '../src/picture-plan';
import { glyphInner } from '../src/art/glyphs';
import { isFace } from '../src/vocabulary';
import { imageRequest } from './image-request';
import { discSvg } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'bodies:1:2');
/** The bodies a panel draws its face-only animals on, by the body's pose. */
const bodiesIn = (svg: string) => [...svg.matchAll(/data-body="(\w+)"/g)].map((match) => match[1]);

describe('face-only animals on a body', () => {
  test('the emoji index names the animals drawn only as a face, not those drawn whole', () => {
    for (const code of ['1f98a', '1f43b', '1f428', '1f43c', '1f438', '1f439', '1f43a', '1f981'])
      expect(isFace(code), code).toBe(true);
    // A tiger, a cat, a giraffe and a snail are drawn whole.
    for (const code of ['1f405', '1f408', '1f992', '1f40c']) expect(isFace(code), code).toBe(false);
  });

  test('the body takes the pose the verb gives', () => {
    for (const [prompt, body] of [
      ['A wolf trots along the riverbank', 'walk'],
      ['A koala dozes in the hammock', 'lie'],
      ['A lion sits beside the campfire', 'sit'],
      ['A fox creeps toward the henhouse', 'low'],
      ['A panda grabs a mango', 'reach'],
    ] as const)
      expect(bodiesIn(discSvg(request(prompt))), prompt).toContain(body);
  });

  test('an animal acted on or only there stands on its body; an animal drawn whole has none', () => {
    expect(bodiesIn(discSvg(request('A boy photographs a hamster on the lawn')))).toContain('stand');
    expect(bodiesIn(discSvg(request('A giraffe walks to the water hole')))).toEqual([]);
  });

  test("the body is its face's main colour and the face is its head", () => {
    const prompt = 'A fox naps under the porch';
    const plan = planPicture(request(prompt));
    const codes = [...plan.glyphs.map((glyph) => glyph.code), ...plan.subjects.flatMap((s) => s.glyph ?? [])];
    const twemoji = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
    const art = new Map(codes.map((code) => [code, glyphInner(readFileSync(join(twemoji, `${code}.svg`), 'utf8'))]));
    const svg = paintRequest(request(prompt), art);
    const body = /<ellipse data-body="lie"[^>]*fill="(#[0-9a-f]+)"/i.exec(svg);
    expect(body, prompt).not.toBeNull();
    // The fox's orange, not a grey stand-in; its face drawn inside the body's drawing as the head.
    expect(art.get('1f98a')!.toLowerCase()).toContain(`fill="${body![1]!.toLowerCase()}"`);
    expect(svg).toMatch(/scale\(0\.5\)" stroke-width="[\d.]+"><path/);
  });

  test('what a face-only animal reaches for is at its raised paw, in front of it', () => {
    const svg = discSvg(request('A bear swipes a jar of honey'));
    const number = (pattern: RegExp) => Number(pattern.exec(svg)?.[1]);
    // The bear's drawing (its paw's tip is 4.3 of its 36 units from its front, 22.7 down) and the jar's.
    const bear =
      /<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)"[^>]*><g [^>]*>(?:<[^>]*>)*?<ellipse data-body="reach"/.exec(
        svg,
      );
    expect(bear).not.toBeNull();
    const [x, y, size] = bear!.slice(1, 4).map(Number) as [number, number, number];
    const right = svg.lastIndexOf('scale(-1 1)', bear!.index) > svg.lastIndexOf('class="glyph"', bear!.index);
    const paw = [right ? x + size * (1 - 4.3 / 36) : x + (size * 4.3) / 36, y + (size * 22.7) / 36];
    const jarSize = number(/data-word="jar"[\s\S]*?<svg x="[\d.-]+" y="[\d.-]+" width="([\d.]+)"/);
    const jar = [
      number(/data-word="jar"[\s\S]*?<svg x="([\d.-]+)"/) + jarSize / 2,
      number(/data-word="jar"[\s\S]*?<svg x="[\d.-]+" y="([\d.-]+)"/) + jarSize / 2,
    ];
    expect(Math.abs(jar[0]! - paw[0]!), 'across').toBeLessThan(size * 0.3);
    expect(Math.abs(jar[1]! - paw[1]!), 'up').toBeLessThan(size * 0.2);
  });
});

describe('cats and dogs reach out a paw', () => {
  test('a cat or dog that grabs, swats or pushes raises a front paw, what it acts on at the paw', () => {
    const paw = /M7 -11Q13 -13 1[67]\.?5? -19\.5/;
    for (const prompt of ['A cat taps a teaspoon', 'A dog shoves a bowl across the floor'])
      expect(discSvg(request(prompt)), prompt).toMatch(paw);
    // Eating or sitting keeps both paws down.
    expect(discSvg(request('A cat sits on the windowsill'))).not.toMatch(paw);
  });
});
