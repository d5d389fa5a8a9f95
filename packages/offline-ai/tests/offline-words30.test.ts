// The twenty-seventh pass. Our own drawings of everyday things no emoji draws (art/*.svg, named in src/data/own-art.json):
// each found by its words in every interface language, composed like any drawing, and painted from the index without
// the emoji assets. A light verb and a deed's noun are the deed (verbs.json `lightVerbs`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import ownArt from '../src/data/own-art.json' with { type: 'json' };
import { paintPicture, paintRequest } from '../src/image';
import { planPicture } from '../src/picture-plan';
import { glyphOf, type VocabularyLocale } from '../src/vocabulary';
import { asDone } from '../src/verbs';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'own:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const drawings = Object.entries(ownArt.drawings) as [string, { words: Record<VocabularyLocale, string[]> }][];
const code = (name: string) => drawings.find(([, own]) => own.words.en[0] === name)![0];

describe('our own drawings', () => {
  test.each(drawings)('%s is a small drawing in Twemoji’s frame, named in every language', (at, own) => {
    const svg = readFileSync(
      join(import.meta.dirname, '..', 'art', `${own.words.en[0]!.replace(/ /g, '-')}.svg`),
      'utf8',
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36">/);
    expect(svg.length).toBeLessThan(1_500);
    // Flat shapes only: no text, no pictures, no scripts, no links out.
    expect([...svg.matchAll(/<([a-z]+)/g)].map((tag) => tag[1])).toSatisfy((tags: string[]) =>
      tags.every((tag) => ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'polygon'].includes(tag)),
    );
    for (const locale of ['en', 'es', 'pt', 'ja', 'ko', 'zh', 'hi', 'ar', 'th'] as const) {
      expect(own.words[locale].length, locale).toBeGreaterThan(0);
      for (const word of own.words[locale]) expect(glyphOf(word, locale)?.code, `${locale} ${word}`).toBe(at);
    }
  });

  // One prompt in each interface language (and Thai) finds the thing it names.
  test.each([
    ['en', 'A grandfather digs up potatoes with a spade', 'shovel'],
    ['es', 'Una niña empuja un cochecito en el parque', 'pram'],
    ['pt', 'Um homem passa o cortador de grama no jardim', 'lawn mower'],
    ['ja', 'おばあちゃんが冷蔵庫を開ける', 'fridge'],
    ['ko', '소녀가 공원에서 그네를 탄다', 'swing'],
    ['zh', '妈妈在水槽里洗碗', 'sink'],
    ['hi', 'लड़का फावड़े से बर्फ हटाता है', 'shovel'],
    ['ar', 'امرأة تكوي قميصا بالمكواة', 'iron'],
    ['th', 'เด็กสร้างปราสาททรายที่ชายหาด', 'sandcastle'],
  ])('%s: “%s” draws the %s', (_, prompt, name) => expect(codes(prompt)).toContain(code(name)));

  test('they are composed like any drawing: held, pushed, sat on', () => {
    const shovelling = plan('A man shovels snow from his driveway');
    expect(shovelling.glyphs).toContainEqual(
      expect.objectContaining({ code: code('shovel'), role: 'prop', by: shovelling.subjects[0]!.name }),
    );
    const pushing = plan('A mother pushes a pram through the park');
    expect(pushing.subjects[0]!.pose).toBe('push');
    expect(pushing.glyphs).toContainEqual(
      expect.objectContaining({ code: code('pram'), by: pushing.subjects[0]!.name }),
    );
    // Mowing is pushing the mower; the verb alone names the tool.
    const mowing = plan('A man mows the lawn on a sunny Saturday');
    expect([mowing.subjects[0]!.pose, mowing.glyphs.map((glyph) => glyph.code)]).toEqual([
      'push',
      [code('lawn mower')],
    ]);
    // A word that names an emoji's thing keeps it: a ribbon is no bow and arrow, a trolley still the cart.
    expect(codes('A hunter aims a bow at a deer in the forest')).toContain('1f3f9');
    expect(codes('A girl ties a ribbon')).not.toContain('1f3f9');
    // Iron said of a material is no clothes iron ("hammers iron hoops"), nor does it put the cooper in a living room.
    expect(codes('A cooper hammers iron hoops around a barrel')).not.toContain(code('iron'));
  });

  test('the picture carries the drawing from the index, with no emoji file read for it', async () => {
    const read: string[] = [];
    const svg = await paintPicture(imageRequest('A man shovels snow from his driveway', 'own:1:2'), async (path) => {
      read.push(path);
      return null;
    });
    expect(read.some((path) => path.includes(code('shovel')))).toBe(false);
    // The shovel's blade colours (art/shovel.svg), in the panel.
    const blade = readFileSync(join(import.meta.dirname, '..', 'art', 'shovel.svg'), 'utf8').match(
      /fill="(#[0-9A-F]{6})"/gi,
    )!;
    for (const fill of blade) expect(svg.toLowerCase()).toContain(fill.toLowerCase().slice(6, 13));
  });
});

describe('a light verb and a deed’s noun are the deed', () => {
  test.each([
    ['A tourist takes a photo of the tower.', 'A tourist photographs the tower.'],
    ['She took photos of the sunset.', 'She photographs the sunset.'],
    ['A boy takes his dog for a walk.', 'A boy walks his dog.'],
    ['A girl gives her brother a hug.', 'A girl hugs her brother.'],
    ['She wants to give him a kiss.', 'She wants to kiss him.'],
    ['He kneels to snap pictures of a turtle.', 'He kneels to photograph a turtle.'],
    ['Grandpa takes a quick nap on the sofa.', 'Grandpa naps on the sofa.'],
    // Not a deed: a turn is no noun of the table, a picture had is no photograph.
    ['Kids take turns on the slide.', 'Kids take turns on the slide.'],
    ['He has a picture of his mother.', 'He has a picture of his mother.'],
  ])('“%s” reads “%s”', (said, read) => expect(asDone(said)).toBe(read));

  test('one who takes a picture holds a camera to the eye, and no framed picture is drawn', () => {
    const photo = plan('A photographer takes a picture of a bride in a garden');
    expect(photo.glyphs).toContainEqual(expect.objectContaining({ code: '1f4f7', by: photo.subjects[0]!.name }));
    expect(photo.glyphs.map((glyph) => glyph.code)).not.toContain('1f5bc');
  });
});

describe('bodies at the things they act on', () => {
  const svg = (prompt: string) => paintRequest(imageRequest(prompt, 'w30:1'));
  test('one under a car lies on its back beneath it, the car drawn over the body', () => {
    const under = plan('A mechanic lies under a car.');
    expect(under.relations).toContainEqual(expect.objectContaining({ relation: 'under', to: 'car' }));
    const [figure, car] = ['class="figure', 'vehicle-car'].map((mark) =>
      svg('A mechanic lies under a car.').indexOf(mark),
    );
    expect(figure).toBeGreaterThan(0);
    expect(car).toBeGreaterThan(figure!);
    // Beside a car, the car stands behind the figure as before.
    const [beside, parked] = ['class="figure', 'vehicle-car'].map((mark) =>
      svg('A mechanic stands by a car.').indexOf(mark),
    );
    expect(parked).toBeLessThan(beside!);
  });

  test('one asleep in a seat sits in it, its sleep kept; on a couch it lies', () => {
    expect(plan('A grandpa dozes in his armchair.').subjects[0]).toMatchObject({ pose: 'sit', does: 'sleep' });
    expect(plan('An old man in a wheelchair sleeps in the sun.').subjects[0]).toMatchObject({ pose: 'sit' });
    expect(plan('A man sleeps on the couch.').subjects[0]!.pose).toBe('sleep');
  });

  test('each of a counted kind is drawn alike: two squirrels are both the squirrel', () => {
    const pair = plan('Two squirrels fight over a nut on a branch.').subjects;
    expect(pair).toHaveLength(2);
    expect(new Set(pair.map((entry) => entry.glyph))).toEqual(new Set([glyphOf('squirrel')!.code]));
  });

  test('a board ridden is under the feet at a third of the rider, not a floor to stand on', () => {
    // The width each drawing is painted at, found by a marker drawn for it.
    const width = (prompt: string, code: string) => {
      const painted = paintRequest(
        imageRequest(prompt, 'w30:1'),
        new Map([[code, '<path id="marked" d="M0 0h36v36z"/>']]),
      );
      return Number(/<svg x="[-\d.]+" y="[-\d.]+" width="([\d.]+)"[^>]*><g [^>]*><path id="marked"/.exec(painted)![1]);
    };
    // Its least for standing on a thing is 0.8 of the body (a crate, a roof): a board is a third, under the 800-high panel's fifth.
    const board = width('A teenager skateboards past a wall.', '1f6f9');
    expect(board).toBeGreaterThan(40);
    expect(board).toBeLessThan(800 * 0.2);
  });

  test('places: a tent is pitched in the open, by the window is indoors, dominoes are a game not a tune', () => {
    expect(plan('A boy sleeps in a tent under the stars.').setting).toBe('meadow');
    expect(plan('A cat watches the rain from the window.').setting).not.toBe('meadow');
    expect(plan('A girl waves from the window of a train.').setting).not.toBe('room');
    expect(plan('Four strangers play dominoes on a ferry').subjects.map((entry) => entry.pose)).not.toContain('cheer');
    expect(plan('Four strangers play dominoes on a ferry').subjects[0]!.pose).toBe('sit');
  });
});
