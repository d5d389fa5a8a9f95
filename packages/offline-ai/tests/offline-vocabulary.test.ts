// The painter's vocabulary made of data: Twemoji drawings found through the Unicode CLDR annotations in every
// interface language, composed by the plan's rules (on, under, in, through, beside; a held thing at the hand; a
// ridden thing under its rider), with no text standing in for a thing.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { paintPicture, paintRequest } from '../src/image';
import { createOfflineProviders } from '../src';
import { glyphScale, layGlyphs, type Body } from '../src/art/glyphs';
import type { GlyphPlan } from '../src/glyph-plan';
import { describePlan, planPicture, POSE_VERBS } from '../src/picture-plan';
import { englishGlyph, foreignGlyphs } from '../src/vocabulary';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';
import { hostFontFiles } from '../../svg-render/src/og-font';
import { imageRequest } from './image-request';
import { pixelsNear } from '../../../tests/helpers/png';
import { SETTING_LOOKS } from '../src/entities';
import { BACKDROPS } from '../src/staging';
import { PROP_WORDS, VEHICLE_WORDS } from '../src/things';
import { ROLES } from '../src/words';

const request = (prompt: string, seed = 'vocabulary:1:2') => imageRequest(prompt, seed);
const fonts = hostFontFiles();
const render = createNodeSvgRenderer();
/** The drawings an SVG shows, by role and word. */
const shown = (svg: string) =>
  [...svg.matchAll(/<g class="glyph-(subject|prop|place)" data-word="([^"]*)">/g)].map(
    (match) => `${match[1]}:${match[2]}`,
  );

describe('the vocabulary: a prompt finds its nouns through the annotations', () => {
  // A kangaroo has no rig and no glossary entry: each language finds it in CLDR's words for 🦘 alone.
  const kangaroo = [
    { lang: 'en', prompt: 'A kangaroo jumps across the field' },
    { lang: 'es', prompt: 'Un canguro salta en el campo' },
    { lang: 'pt-BR', prompt: 'Um canguru pula no campo' },
    { lang: 'ja', prompt: 'カンガルーが野原を跳ねる' },
    { lang: 'ko', prompt: '캥거루가 들판에서 뛴다' },
    { lang: 'zh-CN', prompt: '袋鼠在田野里跳' },
    { lang: 'hi', prompt: 'एक कंगारू मैदान में कूदता है' },
    { lang: 'ar', prompt: 'كنغر يقفز في الحقل' },
  ];
  for (const { lang, prompt } of kangaroo) {
    test(`${lang}: the kangaroo of “${prompt}” is the subject, drawn as 🦘`, () => {
      const plan = planPicture(request(prompt));
      expect(plan.glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => glyph.code)).toEqual(['1f998']);
      expect(plan.silhouettes).toEqual([]);
    });
  }

  test('a word is found by its drawing’s name before a keyword it shares, and a category names no subject', () => {
    expect(englishGlyph('giraffes')).toEqual(expect.objectContaining({ code: '1f992', kind: 'a', rank: 0 }));
    expect(englishGlyph('candles')).toEqual(expect.objectContaining({ code: '1f56f', kind: 'o' }));
    // "zoo" is a keyword of five animals: nobody in the picture is one of them (the zoo's own dressing aside).
    expect(
      planPicture(request('A monkey eats a banana in the zoo'))
        .glyphs.filter((glyph) => glyph.role !== 'place')
        .map((glyph) => `${glyph.role}:${glyph.word}`),
    ).toEqual(['subject:monkey', 'prop:banana']);
    // Verbs are not things: "flies" is no fly, "plays" no play button.
    expect(planPicture(request('A boy flies a kite')).glyphs.map((glyph) => glyph.word)).toEqual(['kite']);
    expect(planPicture(request('A woman plays the guitar')).glyphs.map((glyph) => glyph.word)).toEqual(['guitar']);
    // In Chinese the longest word wins: 长颈鹿 is a giraffe, not its 鹿 (a deer).
    expect(foreignGlyphs('长颈鹿在吃树叶').map((glyph) => glyph.code)[0]).toBe('1f992');
  });

  test('what a stock drawing shows stays the stock drawing: a cat on its rig, a lantern, the beach', () => {
    const plan = planPicture(request('A black cat carries a lantern along the beach'));
    expect(plan.subjects.map((entry) => [entry.species, entry.glyph])).toEqual([['cat', undefined]]);
    expect(plan.glyphs).toEqual([]);
  });

  test('an unnamed role or a stand-in animal is drawn as its drawing, a named character keeps its rig and look', () => {
    const plumber = planPicture(request('A plumber fixes the sink'));
    expect(
      plumber.subjects.find((entry) => entry.glyph)?.glyph ??
        plumber.glyphs.find((glyph) => glyph.role === 'subject')?.code,
    ).toBe('1f9d1-200d-1f527');
    const fox = planPicture(request('A small fox hides behind a knight in the forest')).subjects.find(
      (entry) => entry.species === 'fox',
    )!;
    expect(fox).toEqual(expect.objectContaining({ standIn: true, glyph: '1f98a' }));
    const named = planPicture({ ...request('Mira paints a fence'), hints: { seed: 'v:1:1', characters: ['Mira'] } });
    expect(named.subjects.map((entry) => [entry.name, entry.glyph])).toEqual([['Mira', undefined]]);
  });
});

describe('props and actions made of data: the nearest drawing, and verbs of a kind staged with their tool', () => {
  const plan = (prompt: string) => planPicture(request(prompt));
  const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);

  // 🔨 was once left out with the signs next to it: a thing found by its annotation in every interface language.
  const hammer = [
    ['en', 'A man holds a hammer'],
    ['es', 'Un hombre sostiene un martillo'],
    ['pt-BR', 'Um homem segura um martelo'],
    ['ja', '男の人がハンマーを持っている'],
    ['ko', '남자가 망치를 들고 있다'],
    ['zh-CN', '一个男人拿着锤子'],
    ['hi', 'एक आदमी हथौड़ा पकड़े हुए है'],
    ['ar', 'رجل يحمل مطرقة'],
  ];
  for (const [lang, prompt] of hammer)
    test(`${lang}: “${prompt}” finds the hammer through the annotations`, () =>
      expect(codes(prompt!)).toContain('1f528'));

  test('a noun no drawing is named for is drawn as the nearest one, never as a word', () => {
    // A sofa is the couch, a tyre the wheel, a barn the hut (a place, behind everyone), a trolley the cart.
    expect(englishGlyph('sofa')?.code).toBe('1f6cb');
    expect(englishGlyph('tyres')?.code).toBe('1f6de');
    expect(plan('A farmer waves on the farm').glyphs.find((glyph) => glyph.word === 'farm')).toEqual(
      expect.objectContaining({ code: '1f6d6', role: 'place' }),
    );
    expect(codes('A boy pushes a trolley')).toEqual(['1f6d2']);
    // Things the old filter took for signs are things: bubbles, a flashlight, a wrench.
    expect(['bubbles', 'flashlight', 'wrench'].map((word) => englishGlyph(word)?.kind)).toEqual(['o', 'o', 'o']);
    // A colour or a size says how a thing looks: "a low doorway" is no low battery.
    expect(codes('A tall man ducks under a low doorway')).not.toContain('1faab');
  });

  test('a verb’s object after it is a thing, not another verb: bakes cookies, blows bubbles', () => {
    expect(codes('A grandmother bakes cookies in the kitchen')).toContain('1f36a');
    expect(codes('A girl blows bubbles in the garden')).toContain('1fae7');
    expect(codes('A chef flips pancakes')).toContain('1f95e');
  });

  test('verbs of a kind are staged with one tool in the actor’s hand, whatever the verb of that kind', () => {
    const tool = (prompt: string) => {
      const found = plan(prompt);
      const held = found.glyphs.find((glyph) => glyph.role === 'prop' && glyph.by);
      return [
        held?.code,
        held?.by === (found.subjects[0]?.name ?? found.glyphs.find((glyph) => glyph.role === 'subject')?.word),
      ];
    };
    for (const verb of ['repairs', 'fixes', 'tinkers with'])
      expect(tool(`A man ${verb} the old radio`), verb).toEqual(['1f527', true]);
    for (const verb of ['paints', 'varnishes', 'colours'])
      expect(tool(`A girl ${verb} the gate`), verb).toEqual(['1f58c', true]);
    for (const verb of ['sews', 'stitches', 'mends'])
      expect(tool(`A woman ${verb} a jacket`), verb).toEqual(['1faa1', true]);
    expect(tool('A lumberjack chops wood in the forest')).toEqual(['1fa93', true]);
    // A role with no verb of its own works with its role's tool: a waiter's plate, a janitor's broom.
    expect(codes('A waiter walks across the terrace')).toContain('1f37d');
    expect(codes('A janitor stands in the hall')).toContain('1f9f9');
    // The tool is in the hand, never placed by a preposition before its verb ("a painter on a ladder paints").
    expect(
      plan('A painter on a ladder paints the wall').glyphs.find((glyph) => glyph.code === '1f58c')?.relation,
    ).toBeNull();
  });

  test('a man repairs a clock: the wrench in his hand, the clock at its tip, touching it', () => {
    const found = plan('A man repairs a clock at the kitchen table');
    const man = found.subjects[0]!;
    expect(man.pose).toBe('reach');
    const [wrench, clock] = ['1f527', '23f0'].map((code) => found.glyphs.find((glyph) => glyph.code === code)!);
    expect([wrench!.by, clock!.by]).toEqual([man.name, man.name]);
    const body: Body = { name: man.name, x: 250, base: 700, height: 180, facing: 1 };
    const laid = layGlyphs(
      [wrench!, clock!],
      new Map([
        [wrench!.code, '<path d="M0 0h36v36H0z"/>'],
        [clock!.code, '<path d="M0 0h36v36H0z"/>'],
      ]),
      [body],
      { W: 600, H: 800, groundY: 700, horizon: 450, person: 180 },
    );
    const boxes = [...laid.front.matchAll(/<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map((match) => ({
      x: Number(match[1]),
      y: Number(match[2]),
      size: Number(match[3]),
    }));
    expect(boxes).toHaveLength(2);
    const [tool, thing] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
    // The wrench at the hand, in front of his chest; the clock further out on the side he faces, their boxes meeting.
    expect(tool.x + tool.size / 2).toBeGreaterThan(250);
    expect(thing.x).toBeGreaterThan(tool.x);
    expect(thing.x).toBeLessThan(tool.x + tool.size);
    expect(Math.abs(thing.y + thing.size / 2 - (tool.y + tool.size / 2))).toBeLessThan(tool.size);
  });

  test('verbs of src/data/actions.json give a pose and turn the doer to whom they name', () => {
    const first = (prompt: string) => planPicture(request(prompt)).subjects[0]!;
    // Aimed verbs: the doer reaches to, walks with or grabs the one it names next.
    for (const [prompt, pose] of [
      ['An old man strokes a cat on the porch', 'lean'],
      ['A girl leads a horse up the lane', 'walk'],
      ['A boy pets a puppy', 'lean'],
      ['A girl fed a goat at the fair', 'reach'],
    ] as const) {
      const doer = first(prompt);
      expect([prompt, doer.pose, Boolean(doer.target)]).toEqual([prompt, pose, true]);
    }
    // A doer's verb is its pose; the bare stem is a noun ("a tomato plant" is no plant-er).
    expect(first('A man delivers a parcel to the office').pose).toBe('carry');
    expect(first('A woman eats an apple on the bench').pose).not.toBe('stand');
    expect(
      planPicture(request('A child looks at a tomato plant')).glyphs.every((glyph) => glyph.role !== 'subject'),
    ).toBe(true);
    // Feeding an animal: food in the feeder's hand.
    const feeding = planPicture(request('A woman feeds a donkey'));
    expect(feeding.glyphs.find((glyph) => glyph.role === 'prop' && glyph.by === feeding.subjects[0]!.name)?.code).toBe(
      '1f33d',
    );
  });

  test('a part after "with" names no drawing: a flag is a flag, not a mailbox; a pumpkin no pie', () => {
    expect(englishGlyph('flag')?.code).toBe('1f6a9');
    expect(englishGlyph('mailbox')?.rank).toBe(1);
    expect(englishGlyph('pumpkins')?.code).toBe('1f383');
  });

  test('a role drawn as its head and shoulders is its rig in the pose, standing too, the role’s drawing over its head', async () => {
    // A farmer who scatters grain reaches (the rig, arms and legs drawn) and wears the farmer's head and shoulders (🧑‍🌾).
    const feeding = planPicture(request('A farmer scatters grain by the fence'));
    expect(feeding.subjects[0]).toMatchObject({ glyph: '1f9d1-200d-1f33e', pose: 'reach' });
    const acting = await paintPicture(request('A farmer scatters grain by the fence'), fonts);
    expect(acting).toContain('<g class="glyph">');
    expect(acting).toContain('class="figure"');
    // One who only stands is the rig too, under the same head and shoulders: a bust at a body's height is a giant head.
    const standing = await paintPicture(request('A farmer stands by the fence'), fonts);
    expect(standing).toContain('<g class="glyph">');
    expect(standing).toContain('class="figure"');
  });

  test('a measure is no thing, a verb after "to" no tool, and cutting food is the kitchen knife’s work', () => {
    const codesOf = (prompt: string) => planPicture(request(prompt)).glyphs.map((glyph) => glyph.code);
    // "a slice of bread" is bread, never a jigsaw piece; "to pick pears" picks no pickaxe, and the pears are a thing.
    expect(codesOf('A dog steals a piece of bread from the table')).not.toContain('1f9e9');
    expect(codesOf('A dog steals a piece of bread from the table')).toContain('1f35e');
    expect(codesOf('A girl stands on a stool to pick pears')).not.toContain('26cf');
    expect(codesOf('A girl stands on a stool to pick pears')).toContain('1f350');
    expect(codesOf('A man chops onions for the soup')).toContain('1f52a');
    expect(codesOf('A man chops onions for the soup')).not.toContain('1fa93');
    expect(codesOf('A man chops logs behind the cabin')).toContain('1fa93');
  });

  test('a thing someone acts on is never lost in a close-up', () => {
    // Every seed's first picture and regeneration: the held thing is not cut by a close shot.
    for (const seed of ['a:1:3', 'b:1:4', 'c:1:5', 'd:1:6', 'e:1:7']) {
      expect(planPicture(request('A girl folds a paper crane at her desk', seed)).camera).not.toBe('close');
    }
  });

  test('looks by size words: a very tall man is drawn larger, a tiny puppy smaller', () => {
    expect(plan('A very tall man waves').subjects[0]!.size).toBe('huge');
    expect(plan('A tiny puppy chews a slipper').subjects[0]!.size).toBe('tiny');
  });
});

describe('composition by the plan', () => {
  test('relations are read from the prompt: under, through, on a ridden animal, a thing acted on', () => {
    const relation = (prompt: string, word: string) =>
      planPicture(request(prompt)).glyphs.find((glyph) => glyph.word === word)?.relation?.relation;
    expect(relation('A boy hides under the bed', 'bed')).toBe('under');
    expect(relation('A lion jumps through a hoop', 'hoop')).toBe('through');
    expect(relation('A man rides a camel in the desert', 'camel')).toBe('on');
    const guitar = planPicture(request('A woman plays the guitar'));
    // The actor holds what it plays across its chest, in both hands.
    expect(guitar.glyphs[0]!.by).toBe(guitar.subjects[0]!.name);
    expect(guitar.subjects[0]!.pose).toBe('carry');
  });

  test('places no backdrop draws: water for a river or a pool, outdoors for a schoolyard, a planet for the moon, a room by its thing', async () => {
    const at = (prompt: string) => planPicture(request(prompt));
    expect(at('A heron stands by the river').backdrop).toBe('lake');
    // A pool is a room with the water over its floor, no lake.
    expect([
      at('Two kids splash in the swimming pool').backdrop,
      at('Two kids splash in the swimming pool').setting,
    ]).toEqual([null, 'interior']);
    expect([
      at('The twins play tag in the schoolyard').backdrop,
      at('The twins play tag in the schoolyard').setting,
    ]).toEqual([null, 'meadow']);
    expect(at('An astronaut plants a flag on the moon').setting).toBe('planet');
    const place = (prompt: string) =>
      at(prompt)
        .glyphs.filter((glyph) => glyph.role === 'place')
        .map((glyph) => glyph.code);
    expect(place('A man brushes his teeth in the bathroom')).toEqual(['1f6c1', '1f6bd']);
    expect(place('A girl sleeps in her bedroom')).toEqual(['1f6cf', '1f9f8']);
    expect(place('A farmer waves on the farm')).toEqual(['1f6d6', '1f69c', '1f414']);
    // A place with a backdrop of its own needs no thing for it.
    expect(place('A chef cooks in the restaurant')).toEqual([]);
    // Drawn behind everyone, a thing standing for a room about a person's size, a building (the farm's hut) larger.
    const svg = await paintPicture(request('A man brushes his teeth in the bathroom'), fonts);
    expect(svg).toContain('<g class="glyph-place" data-word="bathtub">');
    const [tub, hut] = ['bathroom', 'farm'].map((word) =>
      at(word === 'farm' ? 'A farmer waves on the farm' : 'A man brushes his teeth in the bathroom').glyphs.find(
        (glyph) => glyph.role === 'place',
      )!,
    );
    expect(glyphScale(tub!, false)).toBeLessThan(glyphScale(hut!, false) / 2);
  });

  test('a doer no drawing names is someone, with the thing its name or verb says in its hand', () => {
    const plan = (prompt: string) => planPicture(request(prompt));
    const doer = (prompt: string, word: string) =>
      plan(prompt).glyphs.find((glyph) => glyph.word === word && glyph.role === 'subject');
    const held = (prompt: string, code: string) => plan(prompt).glyphs.find((glyph) => glyph.code === code);
    // -er, -ist, -smith: someone standing (🧍), holding the drum, the violin, the key.
    for (const [prompt, word, tool] of [
      ['A drummer plays the drums on stage', 'drummer', '1f941'],
      ['A violinist plays on a subway platform', 'violinist', '1f3bb'],
    ] as const) {
      // A drawing of its own, or the person the prompt adds for it: drawn so, or the rig playing it across the chest.
      const added = plan(prompt).subjects.find((entry) => entry.species === word);
      expect(doer(prompt, word)?.code ?? added?.glyph ?? (added?.pose === 'carry' ? '1f9cd' : undefined), prompt).toBe(
        '1f9cd',
      );
      expect(held(prompt, tool)?.by, prompt).toMatch(new RegExp(`^(the )?${word}$`));
      expect(plan(prompt).silhouettes, prompt).toEqual([]);
    }
    // A job dressed in data is the rig in its dress (a locksmith's brown apron), the thing it acts on in hand.
    const locksmith = plan('A locksmith opens a rusty lock at the front door');
    expect(locksmith.subjects.find((entry) => entry.species === 'locksmith')?.look.wear).toBe('apron/brown');
    expect(held('A locksmith opens a rusty lock at the front door', '1f512')?.by).toBe('the locksmith');
    expect(locksmith.silhouettes).toEqual([]);
    // A stem that is an activity the set draws is that pose: a climber climbing.
    expect(doer('A climber rests on a snowy peak', 'climber')?.code).toBe('1f9d7');
    // A verb whose keyword is a thing puts it in the actor's hand (knits: yarn), a verb that is a noun's name does not ("waves").
    const knits = plan('A woman knits a blue scarf on the sofa');
    expect(knits.glyphs.find((glyph) => glyph.code === '1f9f6')?.by).toBe(knits.subjects[0]!.name);
    expect(plan('Hugo waves from a hot air balloon above the meadow').glyphs.map((glyph) => glyph.code)).not.toContain(
      '1f30a',
    );
    // Words that only end like doers are not people: a sweater, the river.
    expect(plan('The sweater lies by the river').glyphs.filter((glyph) => glyph.role === 'subject')).toEqual([]);
  });

  test('of two nouns side by side the second is the thing, unless it only ends another thing’s name', () => {
    const codes = (prompt: string) => planPicture(request(prompt)).glyphs.map((glyph) => glyph.code);
    // "car engine" is no fire engine (🚒): it is the car; "lily pad" is no notepad.
    expect(codes('A man fixes a car engine in the shed')).not.toContain('1f692');
    expect(codes('A frog sits on a lily pad')).not.toContain('1f5d2');
    expect(planPicture(request('A man fixes a car engine in the shed')).things.map((thing) => thing.word)).toContain(
      'car',
    );
  });

  const glyph = (
    word: string,
    kind: GlyphPlan['kind'],
    relation: GlyphPlan['relation'],
    by: string | null = null,
  ): GlyphPlan => ({
    word,
    code: word,
    kind,
    role: kind === 'a' ? 'subject' : 'prop',
    count: 1,
    size: null,
    by,
    relation,
    pose: 'stand',
  });
  const frame = { W: 600, H: 800, groundY: 700, horizon: 450, person: 180 };
  const cat = (): Body => ({ name: 'Mochi', x: 300, base: 700, height: 80, facing: 1 });
  const lay = (plan: GlyphPlan) => {
    const laid = layGlyphs([plan], new Map([[plan.code, '<path d="M0 0h36v36H0z"/>']]), [cat()], frame);
    const svg = /<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/.exec(laid.behind + laid.front)!;
    const [x, y, size] = [Number(svg[1]), Number(svg[2]), Number(svg[3])];
    return { centre: x + size / 2, top: y, foot: y + size, size, front: laid.front.length > 0, body: laid.bodies[0]! };
  };

  test('on: the thing lies under the body, which is lifted onto it', () => {
    const laptop = lay(glyph('laptop', 'o', { relation: 'on', with: 'Mochi', placed: 'other' }));
    expect(laptop.centre).toBeCloseTo(300, 0);
    expect(laptop.foot).toBeCloseTo(700, 0);
    expect(laptop.body.base).toBeLessThan(700 - laptop.size * 0.5);
    expect(laptop.front).toBe(false);
  });

  test('under: the thing is over the body; through: round its middle, behind it; from and held: at its reach', () => {
    const bed = lay(glyph('bed', 'o', { relation: 'under', with: 'Mochi', placed: 'other' }));
    expect(bed.foot).toBeLessThan(700 - 80 * 0.5);
    const hoop = lay(glyph('hoop', 'o', { relation: 'through', with: 'Mochi', placed: 'other' }));
    expect((hoop.top + hoop.foot) / 2).toBeCloseTo(700 - 40, 0);
    expect(hoop.front).toBe(false);
    const held = lay(glyph('guitar', 'o', null, 'Mochi'));
    // In front of the body on the side it faces, at its chest.
    expect(held.centre).toBeGreaterThan(300);
    expect(held.front).toBe(true);
    expect(held.foot).toBeLessThan(700);
  });

  test('a ridden animal is under its rider; beside: on the ground at its side; every drawing whole in the frame', () => {
    const camel = lay({ ...glyph('camel', 'a', { relation: 'on', with: 'Mochi', placed: 'other' }), role: 'subject' });
    expect(camel.body.base).toBeLessThan(700);
    expect(camel.centre).toBeCloseTo(300, 0);
    const beside = lay(glyph('mailbox', 'o', { relation: 'beside', with: 'Mochi', placed: 'other' }));
    expect(Math.abs(beside.centre - 300)).toBeGreaterThan(40);
    expect(beside.foot).toBeCloseTo(700, 0);
    const huge = lay({ ...glyph('whale', 'a', null), size: 'huge' });
    expect(huge.top).toBeGreaterThanOrEqual(0);
    expect(huge.centre - huge.size / 2).toBeGreaterThanOrEqual(0);
  });
});

describe('no text stands in for a thing', () => {
  test('a picture of drawings has no words in it; what has no drawing is left out and said in the alt text', async () => {
    const svg = await paintPicture(request('A snail climbs a flower stem in the garden'), fonts);
    expect(shown(svg)).toContain('subject:snail');
    expect(svg).not.toMatch(/<text|class="label/);
    const plan = planPicture(request('A quokka digs in the garden'));
    if (plan.silhouettes.length) expect(describePlan(plan, null)).toMatch(/\(not drawn: quokka\)\.$/);
    expect(await paintPicture(request('A quokka digs in the garden'), fonts)).not.toMatch(/<text|quokka/);
  });

  test('resvg renders a drawing in its colours, inked with an outline', async () => {
    const svg = await paintPicture(request('An elephant sleeps in the savanna at sunset'), fonts);
    expect(shown(svg)).toEqual(expect.arrayContaining(['subject:elephant']));
    expect(svg).toContain('stroke="#1c1b22" stroke-width="1.1" stroke-linejoin="round" paint-order="stroke"');
    const fill =
      /<g class="glyph-subject" data-word="elephant">[\s\S]*?viewBox="0 0 36 36">[\s\S]*?fill="#([0-9A-Fa-f]{6})"/.exec(
        svg,
      )![1]!;
    const rgb = [0, 2, 4].map((at) => parseInt(fill.slice(at, at + 2), 16)) as [number, number, number];
    // The sleeper lies down: its drawing is turned in a group of its own.
    const without = svg.replace(/<g class="glyph-subject" data-word="elephant">[\s\S]*?<\/svg>(?:<\/g>){4}/, '');
    expect(without.length).toBeLessThan(svg.length - 500);
    expect(
      (await pixelsNear(await render(svg), rgb, 12)) - (await pixelsNear(await render(without), rgb, 12)),
    ).toBeGreaterThan(2000);
  });

  test('the image provider reads the drawings a picture needs through the host files, and none for a stock picture', async () => {
    const files: string[] = [];
    const ai = createOfflineProviders({ renderSvg: render, fontFile: async (path) => (files.push(path), fonts(path)) });
    expect((await ai.image.start(request('A giraffe walks past a kite'))).status).toBe('done');
    expect(files).toEqual(expect.arrayContaining(['twemoji/1f992.svg', 'twemoji/1fa81.svg']));
    files.length = 0;
    await ai.image.start(request('Kai runs along the beach at sunset'));
    expect(files).toEqual([]);
    // Painted without the files (a script drawing synchronously), the plan's drawings are simply absent.
    expect(shown(paintRequest(request('A giraffe walks past a kite')))).toEqual([]);
  });
});

describe('docs/offline-ai.md: what the painter can draw', () => {
  test("the vocabulary lists are the painter's own", () => {
    const doc = readFileSync(new URL('../../../docs/offline-ai.md', import.meta.url), 'utf8');
    const listed = (name: string) =>
      /^- (?:[^:\n]*?): (.*)$/m
        .exec(doc.slice(doc.indexOf(`\n- ${name}`)))?.[1]
        ?.split(', ')
        .sort() ?? [];
    const own = (words: Iterable<string>) => [...new Set(words)].sort();
    expect(listed('Settings')).toEqual(own(Object.keys(SETTING_LOOKS)));
    expect(listed('Backdrops')).toEqual(own(BACKDROPS.map(([, backdrop]) => backdrop)));
    expect(listed('Figure rigs')).toEqual(own(Object.values(ROLES).map((role) => role.kind)));
    expect(listed('Outfits')).toEqual(own(Object.values(ROLES).map((role) => role.outfit)));
    expect(listed('Poses')).toEqual(own(Object.keys(POSE_VERBS)));
    // A toy balloon is a balloon nobody rides (things.ts decides): no word of its own.
    expect(listed('Props')).toEqual(own([...Object.values(PROP_WORDS), 'toyballoon']));
    expect(listed('Vehicles')).toEqual(own(Object.values(VEHICLE_WORDS)));
  });
});

describe('the whole body acts on things: carry, push, pull, kick, row, climb', () => {
  const plan = (prompt: string) => planPicture(request(prompt));
  /** The first figure's feet (its group's translate), its height and which way it faces. */
  const figureIn = (svg: string) => {
    const found = /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) [-\d.]+\)" class="figure"/.exec(
      svg,
    )!;
    return {
      x: Number(found[1]),
      base: Number(found[2]),
      height: 100 * Math.abs(Number(found[3])),
      facing: Math.sign(Number(found[3])),
    };
  };
  /** A drawing's box: its left, top and size. */
  const glyphIn = (svg: string, word: string) => {
    const found = new RegExp(
      `data-word="${word}"><g class="glyph">(?:<ellipse[^>]*/>)?<g[^>]*><svg x="([-\\d.]+)" y="([-\\d.]+)" width="([-\\d.]+)"`,
    ).exec(svg)!;
    const [x, y, size] = [Number(found[1]), Number(found[2]), Number(found[3])];
    return { centre: x + size / 2, top: y, bottom: y + size, size };
  };

  test('a kicked ball is at the raised foot, forward of the kicker and off the ground', async () => {
    const drawn = plan('A boy kicks a ball');
    expect(drawn.subjects[0]).toMatchObject({ does: 'kick', pose: 'kick' });
    expect(drawn.glyphs.find((glyph) => glyph.word === 'ball')).toMatchObject({
      by: drawn.subjects[0]!.name,
      object: true,
    });
    const svg = await paintPicture(request('A boy kicks a ball'), fonts);
    const boy = figureIn(svg);
    const ball = glyphIn(svg, 'ball');
    // In front of the kicker (the way the figure faces), at the foot's height: its bottom above the ground, its top below the knee.
    expect((ball.centre - boy.x) * boy.facing).toBeGreaterThan(boy.height * 0.2);
    expect(ball.bottom).toBeLessThan(boy.base - boy.height * 0.08);
    expect(ball.top).toBeGreaterThan(boy.base - boy.height * 0.45);
  });

  test('a carried box is in both hands before the chest, not on the ground', async () => {
    const drawn = plan('A woman carries a box');
    expect(drawn.subjects[0]!.does).toBe('carry');
    // A box is the package drawing (a treasure chest only stood in for it).
    expect(drawn.glyphs.find((glyph) => glyph.word === 'box')).toMatchObject({ code: '1f4e6', object: true });
    expect(drawn.things.map((thing) => thing.kind)).not.toContain('chest');
    const svg = await paintPicture(request('A woman carries a box'), fonts);
    const woman = figureIn(svg);
    const box = glyphIn(svg, 'box');
    expect(box.bottom).toBeLessThan(woman.base - woman.height * 0.25);
    expect(box.top).toBeGreaterThan(woman.base - woman.height * 0.9);
    expect(Math.abs(box.centre - woman.x)).toBeLessThan(woman.height * 0.4);
    // A lamb carried is in the arms too, no longer beside the carrier.
    expect(plan('A farmer carries a lamb').glyphs.find((glyph) => glyph.word === 'lamb')).toMatchObject({
      role: 'prop',
      object: true,
    });
  });

  test('a pushed or pulled thing stands on the ground at the mover’s hands; a place it moves along is not pushed', async () => {
    for (const [prompt, does] of [
      ['A woman pushes a wheelbarrow', 'push'],
      ['A girl pulls a wagon', 'pull'],
    ] as const) {
      const drawn = plan(prompt);
      expect(drawn.subjects[0]!.does).toBe(does);
      const thing = drawn.glyphs.find((glyph) => glyph.object)!;
      // A vehicle word acted on is a thing, not a subject of its own.
      expect(thing.role).toBe('prop');
      const svg = await paintPicture(request(prompt), fonts);
      const mover = figureIn(svg);
      const box = glyphIn(svg, thing.word);
      expect(Math.abs(box.bottom - mover.base)).toBeLessThan(mover.height * 0.1);
      // Its near side is at the hands (about a third of the height forward).
      const near = box.centre - (mover.facing * box.size) / 2;
      expect(Math.abs((near - mover.x) * mover.facing - mover.height * 0.36)).toBeLessThan(mover.height * 0.15);
    }
    expect(
      plan('A man pushes a cart along the road').glyphs.find((glyph) => glyph.word === 'road')?.object,
    ).toBeUndefined();
    // A stock car pushed stands on the pusher's ground, its back at the hands.
    const svg = await paintPicture(request('A man pushes a car'), fonts);
    const man = figureIn(svg);
    const car = /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)/.exec(
      svg.slice(svg.indexOf('class="vehicle vehicle-car"') - 80),
    )!;
    expect(Number(car[2])).toBeCloseTo(man.base, 0);
    expect(
      Math.abs(Number(car[1]) - 46 * Number(car[3]) * man.facing - (man.x + man.facing * man.height * 0.36)),
    ).toBeLessThan(man.height * 0.1);
  });

  test('a rower sits in the boat with an oar; a rope climber is on the rope', async () => {
    const drawn = plan('A boy rows a boat on the lake');
    expect(drawn.subjects[0]!.does).toBe('row');
    const svg = await paintPicture(request('A boy rows a boat on the lake'), fonts);
    expect(svg).toContain('class="held held-oar"');
    expect(svg).toContain('class="vehicle vehicle-boat"');
    expect(plan('A man paddles a canoe down the river').subjects[0]!.does).toBe('row');
    // A duck that paddles is no rower.
    expect(plan('A duck paddles in the pond').subjects[0]?.does).not.toBe('row');
    const climber = plan('A kid climbs a rope in the gym');
    expect(climber.supports).toEqual([{ kind: 'rope', for: [climber.subjects[0]!.name] }]);
    expect(await paintPicture(request('A kid climbs a rope in the gym'), fonts)).toContain(
      'class="support support-rope"',
    );
  });

  test('two things stand apart: nobody holds them, or one is kicked and the other only named', async () => {
    const apart = async (prompt: string, one: string, other: string) => {
      const svg = await paintPicture(request(prompt), fonts);
      const [a, b] = [glyphIn(svg, one), glyphIn(svg, other)];
      return Math.abs(a.centre - b.centre) > (a.size + b.size) / 4;
    };
    expect(await apart('A basket and a bucket in the barn', 'basket', 'bucket')).toBe(true);
    expect(await apart('A boy kicks a ball toward a bucket', 'ball', 'bucket')).toBe(true);
    // The kicked ball is drawn over what stands behind it.
    const svg = await paintPicture(request('A boy kicks a ball toward a bucket'), fonts);
    expect(svg.indexOf('data-word="ball"')).toBeGreaterThan(svg.indexOf('data-word="bucket"'));
  });

  test('a climber is on the first climbable thing named: "climbs a wall with a rope" is up the wall', () => {
    const on = (prompt: string) => plan(prompt).supports.map((support) => support.kind);
    expect(on('A girl climbs a wall with a rope')).toEqual(['wall']);
    expect(on('A sailor climbs up a rope')).toEqual(['rope']);
    expect(on('A boy climbs a ladder to pick apples from a tree')).toEqual(['ladder']);
  });

  test('a doer no drawing or rig dresses is someone on a rig when the act needs the body', () => {
    // Drawn as a standing drawing (🧍) a footballer could not kick nor a porter carry.
    expect(plan('A footballer kicks a football into the goal').subjects[0]).toMatchObject({
      species: 'footballer',
      does: 'kick',
      pose: 'kick',
    });
    // A role drawn as head and shoulders does it on the rig under that drawing.
    expect(plan('A builder carries bricks up a ladder').subjects[0]).toMatchObject({ does: 'carry', glyph: '1f477' });
    expect(plan('A mechanic pushes a car into the garage').subjects[0]).toMatchObject({
      does: 'push',
      glyph: '1f9d1-200d-1f527',
    });
    expect(plan('A porter carries a suitcase to the train').subjects[0]).toMatchObject({
      species: 'porter',
      does: 'carry',
      holds: 'bag',
    });
  });

  test('a thing the stock drawing only stood in for is its own drawing: a taxi, a motorcycle, a parcel', () => {
    const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
    expect(codes('A woman waits for a taxi')).toContain('1f695');
    expect(plan('A woman waits for a taxi').things.map((thing) => thing.kind)).not.toContain('car');
    expect(codes('A man rides a motorcycle')).toContain('1f3cd');
    expect(codes('A postman brings a parcel')).toContain('1f4e6');
    // The stock drawing stays where it is the thing itself (a ship is the stock boat, a dagger the stock blade).
    expect(plan('A pirate ship sails at night').glyphs.map((glyph) => glyph.code)).not.toContain('1f6a2');
  });

  test('each interface language kicks: the pose from the gloss, the ball from its own annotations', () => {
    const prompts = {
      en: 'A boy kicks a football',
      es: 'Un niño patea un balón de fútbol',
      'pt-BR': 'Um menino chuta uma bola',
      ja: '男の子がサッカーボールを蹴る',
      ko: '소년이 축구공을 찬다',
      zh: '男孩踢足球',
      hi: 'लड़का गेंद को लात मारता है',
      ar: 'يركل الولد كرة قدم',
    };
    for (const [lang, prompt] of Object.entries(prompts)) {
      const drawn = plan(prompt);
      const kicker = drawn.subjects.find((entry) => entry.kind === 'person');
      expect(kicker?.does, lang).toBe('kick');
      const ball = drawn.glyphs.find((glyph) => glyph.object);
      expect(ball?.code, lang).toMatch(/^(26bd|1f94e|1f3c0)$/);
      expect(ball?.by, lang).toBe(kicker!.name);
    }
  });
});
