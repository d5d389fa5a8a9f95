// The painter's plan for every prompt of the gallery (`npm run panels`): each named subject, prop, vehicle,
// backdrop, relation, action, count and crowd is in the plan, "No people" leaves nobody, and no weather falls indoors.
import { describe, expect, test } from 'vitest';
import { GALLERY } from '../src/gallery';
import { paintRequest } from '../src/image';
import { describePlan, planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'gallery:1:2'));

describe('offline planner: the gallery', () => {
  test('holds at least 60 prompts', () => expect(GALLERY.length).toBeGreaterThanOrEqual(60));

  for (const entry of GALLERY) {
    test(entry.prompt, () => {
      const drawn = plan(entry.prompt);
      const everyone = [
        ...drawn.subjects.map((subject) => `${subject.name} ${subject.species}`.toLowerCase()),
        ...drawn.glyphs.filter((item) => item.role === 'subject').map((item) => item.word),
      ];
      for (const subject of entry.subjects)
        expect(
          everyone.some((name) => name.includes(subject.toLowerCase())),
          `${subject} in ${everyone.join(', ')}`,
        ).toBe(true);
      if (!entry.subjects.length && entry.noPeople)
        expect(drawn.subjects.filter((subject) => subject.kind === 'person')).toEqual([]);
      for (const action of entry.actions ?? []) expect(drawn.subjects.map((subject) => subject.does)).toContain(action);
      // A prop is a stock drawing or the vocabulary's (a box is the package drawing).
      const things = [
        ...drawn.things.map((thing) => `${thing.word} ${thing.kind}`),
        ...drawn.glyphs.filter((item) => item.role === 'prop').map((item) => item.word),
      ];
      for (const prop of [...(entry.props ?? []), ...(entry.vehicles ?? [])])
        expect(
          things.some((thing) => thing.includes(prop)),
          `${prop} in ${things.join(', ')}`,
        ).toBe(true);
      if (entry.backdrop) expect(drawn.backdrop).toBe(entry.backdrop);
      if (entry.setting) expect(drawn.setting).toBe(entry.setting);
      if (entry.weather) expect(drawn.weather).toBe(entry.weather);
      for (const [what, relation, to] of entry.relations ?? []) {
        const named = (name: string) => (word: string) =>
          word.toLowerCase().includes(name.toLowerCase()) ||
          drawn.subjects.some((subject) => subject.name === word && subject.species === name);
        expect(
          drawn.relations.some(
            (found) => named(what)(found.what) && found.relation === relation && named(to)(found.to),
          ),
          JSON.stringify(drawn.relations),
        ).toBe(true);
      }
      for (const word of entry.between ?? [])
        expect(drawn.things.find((thing) => thing.word === word)?.between).toHaveLength(2);
      if (entry.count)
        expect(drawn.things.find((thing) => thing.word.startsWith(entry.count![0]))?.count).toBe(entry.count[1]);
      for (const kind of entry.supports ?? [])
        expect(
          drawn.supports.map((support) => support.kind),
          JSON.stringify(drawn.supports),
        ).toContain(kind);
      if (entry.crowd) expect(drawn.crowd).toBeGreaterThan(2);
      if (entry.noPeople) expect(drawn.noPeople).toBe(true);
      expect(describePlan(drawn, null)).toMatch(/\.$/);
    });
  }

  test('a subject with no rig is drawn as the vocabulary’s drawing of it, never swapped for a stock one', () => {
    const snail = plan('A snail climbs a flower stem in the garden');
    expect(snail.glyphs).toEqual([
      expect.objectContaining({ word: 'snail', code: '1f40c', role: 'subject', pose: 'climb' }),
    ]);
    expect(snail.subjects).toEqual([]);
    expect(snail.silhouettes).toEqual([]);
    expect(plan('A helicopter hovers over the harbour').glyphs[0]).toEqual(
      expect.objectContaining({ word: 'helicopter', code: '1f681', kind: 'v' }),
    );
    expect(plan('An elephant sleeps in the savanna at sunset').glyphs[0]).toEqual(
      expect.objectContaining({ word: 'elephant', code: '1f418', pose: 'sleep' }),
    );
    // A mouse has a drawing of its own; a fox is drawn as the vocabulary's fox where its rig would only stand in.
    const mouse = plan('A tiny mouse sits beside a huge sleeping dragon in the cave').subjects.find(
      (subject) => subject.species === 'mouse',
    )!;
    expect(mouse).toEqual(expect.objectContaining({ standIn: false, size: 'tiny' }));
    expect(
      plan('A small fox hides behind a knight in the forest').subjects.find((subject) => subject.species === 'fox'),
    ).toEqual(expect.objectContaining({ standIn: true, glyph: '1f98a' }));
  });
});

describe('offline painter: what the plan stages is drawn', () => {
  // The first picture and a regeneration (another camera and arrangement): both must show it.
  const seeds = ['gallery:1:2', 'gallery:1:2:1763900000000'];
  const paint = (prompt: string, seed: string) =>
    paintRequest({ prompt, width: 600, height: 800, model: 'flux-kontext-pro', artStyle: '', hints: { seed } });
  const count = (svg: string, marker: string) => svg.split(marker).length - 1;
  /** Where a drawing of a class stands: the translate of its group. */
  const at = (svg: string, marker: string) => {
    const found = new RegExp(`<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)[^"]*" class="${marker}"`).exec(svg);
    return found ? { x: Number(found[1]), y: Number(found[2]) } : null;
  };

  for (const seed of seeds) {
    test(`three pearls are three pearls, lying in the clam (${seed})`, () => {
      const svg = paint('A diver finds three pearls inside a giant clam on the sea floor', seed);
      expect(count(svg, 'class="prop prop-pearl"')).toBe(3);
      expect(count(svg, 'class="prop prop-clam"')).toBe(1);
      const clam = at(svg, 'prop prop-clam')!;
      const pearl = at(svg, 'prop prop-pearl')!;
      expect(Math.abs(pearl.y - clam.y)).toBeLessThan(40);
      expect(svg.indexOf('prop-clam')).toBeLessThan(svg.indexOf('prop-pearl'));
    });

    test(`a climber is on what it climbs (${seed})`, () => {
      expect(paint('Theo climbs a rocky slope in the snowy mountains', seed)).toContain('support support-cliff');
      expect(paint('Sam climbs a ladder up the castle wall at night', seed)).toContain('support support-ladder');
      expect(paint('A girl climbs the old oak tree in the garden', seed)).toContain('support support-tree');
    });

    test(`a sitter has a bench, chess players a table with the board (${seed})`, () => {
      expect(paint('Grandpa Joe sits on a park bench feeding pigeons', seed)).toContain('support support-bench');
      const chess = paint('Ada plays chess with a silver robot in the park', seed);
      expect(chess).toContain('support support-table');
      expect(count(chess, 'class="prop prop-chessboard"')).toBe(1);
    });

    test(`a person at a table stands on the floor beside it; a cat that knocks a thing off stands on it (${seed})`, () => {
      const tableTop = (svg: string) =>
        Number(/class="support support-table"><rect x="[-\d.]+" y="([-\d.]+)"/.exec(svg)![1]);
      const person = paint('A woman pours coffee into a mug at the kitchen table', seed);
      expect(at(person, 'figure')!.y).toBeGreaterThan(tableTop(person) + 60);
      const cat = paint('A black cat knocks a lantern off a table in the kitchen', seed);
      expect(at(cat, 'figure')!.y).toBeLessThan(tableTop(cat));
    });

    test(`a lasso's rope runs between the two parties (${seed})`, () => {
      expect(count(paint('A cowboy lassos a runaway horse in the desert town', seed), 'class="lasso"')).toBe(1);
    });

    test(`what is above is drawn above (${seed})`, () => {
      const svg = paint('An eagle flies above a steam train crossing the desert', seed);
      const eagle = at(svg, 'figure')!;
      const train = at(svg, 'vehicle vehicle-train')!;
      expect(eagle.y).toBeLessThan(train.y - 100);
    });
  }

  // Pictures judged weak by eye (docs/offline-ai.md), each now drawing what its prompt says.
  for (const seed of seeds) {
    test(`a jump over a puddle has the puddle under the jumper (${seed})`, () => {
      const svg = paint('Lina jumps over a puddle on a city street', seed);
      const puddle = /class="support support-puddle"><ellipse cx="([-\d.]+)" cy="([-\d.]+)"/.exec(svg)!;
      const jumper = at(svg, 'figure')!;
      expect(Math.abs(Number(puddle[1]) - jumper.x)).toBeLessThan(10);
      // The jumper's feet are lifted 40 units over the ground the puddle lies on.
      expect(Number(puddle[2])).toBeGreaterThan(jumper.y);
      expect(svg.indexOf('support-puddle')).toBeLessThan(svg.indexOf('class="figure"'));
    });

    test(`a sleeping cat lies curled with its eyes shut; a sleeping dragon too (${seed})`, () => {
      for (const prompt of [
        'A sleeping cat lies under the kitchen table',
        'A tiny mouse sits beside a huge sleeping dragon in the cave',
      ]) {
        const sleeper = plan(prompt).subjects.find(
          (subject) => subject.species === 'cat' || subject.species === 'dragon',
        )!;
        expect(sleeper.pose).toBe('sleep');
        expect(count(paint(prompt, seed), 'class="snores"')).toBe(1);
      }
      // The mouse beside the dragon only sits: its rig draws no sleep it was not asked for.
      expect(
        plan('A tiny mouse sits beside a huge sleeping dragon in the cave').subjects.find(
          (subject) => subject.species === 'mouse',
        )!.pose,
      ).toBe('sit');
    });

    test(`a lassoed runaway horse gallops (${seed})`, () => {
      const drawn = plan('A cowboy lassos a runaway horse in the desert town');
      expect(drawn.subjects.find((subject) => subject.kind === 'horse')!.pose).toBe('run');
      expect(count(paint('A cowboy lassos a runaway horse in the desert town', seed), 'class="lasso"')).toBe(1);
    });

    test(`a diver wears a mask and an air tank (${seed})`, () => {
      const diver = plan('A diver finds three pearls inside a giant clam on the sea floor').subjects.find(
        (subject) => subject.species === 'diver',
      )!;
      expect(diver.look.headwear).toBe('mask');
      const svg = paint('A diver finds three pearls inside a giant clam on the sea floor', seed);
      expect(count(svg, 'class="diving-mask"')).toBe(1);
      expect(count(svg, 'class="air-tank"')).toBe(1);
    });

    test(`"two lovers" are two people, "a clown juggles" keeps three balls in the air (${seed})`, () => {
      expect(
        plan('Two lovers stand on the stone bridge at sunset').subjects.filter(
          (subject) => subject.species === 'lover',
        ),
      ).toHaveLength(2);
      expect(count(paint('Two lovers stand on the stone bridge at sunset', seed), 'class="figure"')).toBe(2);
      const juggler = paint('A clown juggles three balls on the circus stage', seed);
      expect(count(juggler, 'class="juggled"')).toBe(1);
      expect(count(/class="juggled">(.*?)<\/g>/.exec(juggler)![1]!, '<circle')).toBe(3);
    });
  }

  // Fixed in the third pass (27 Nov): what the judged-by-eye table said was missing.
  for (const seed of seeds) {
    test(`the snowball is in the thrower's hand (${seed})`, () => {
      expect(plan('Zoe throws a snowball in the snowy village').subjects[0]!.holds).toBe('snowball');
      expect(count(paint('Zoe throws a snowball in the snowy village', seed), 'class="held held-snowball"')).toBe(1);
    });

    test(`a box carried up the stairs: the stairs are drawn and the carrier stands on a step above the floor (${seed})`, () => {
      const svg = paint('Ben carries a heavy box up the stairs', seed);
      expect(count(svg, 'class="support support-stairs"')).toBe(1);
      const steps = /class="support support-stairs"><path d="M([-\d.]+) ([-\d.]+)/.exec(svg)!;
      const carrier = at(svg, 'figure')!;
      // The flight starts on the floor; the carrier's feet are well above it, on a step.
      expect(carrier.y).toBeLessThan(Number(steps[2]) - 20);
      // The box is the package drawing, what the carrier's verb acts on (drawn in both hands: offline-vocabulary.test.ts).
      expect(plan('Ben carries a heavy box up the stairs').glyphs.find((glyph) => glyph.word === 'box')).toMatchObject({
        code: '1f4e6',
        by: 'Ben',
        object: true,
      });
    });

    test(`the finish line stands where Ana is and the crowd throws its arms up (${seed})`, () => {
      const svg = paint('The crowd cheers as Ana crosses the finish line', seed);
      expect(count(svg, 'class="support support-finish"')).toBe(1);
      expect(count(svg, 'class="crowd-arms"')).toBeGreaterThan(2);
      expect(paint('A crowd of 20 watches the rocket launch from the launch pad', seed)).not.toContain('crowd-arms');
    });

    test(`Mei holds her noodles; the chef holds the soup and the couple is there, two of them (${seed})`, () => {
      expect(count(paint('Mei buys noodles at a street food stall at night', seed), 'class="held held-bowl"')).toBe(1);
      const drawn = plan('A chef serves soup to a couple in a cosy restaurant');
      expect(drawn.subjects.filter((subject) => subject.species === 'couple')).toHaveLength(2);
      expect(drawn.subjects.find((subject) => subject.species === 'chef')!.holds).toBe('bowl');
      // Serving: the chef reaches the bowl toward the couple, who stand within reach, not behind the bowl.
      expect(drawn.subjects.find((subject) => subject.species === 'chef')).toEqual(
        expect.objectContaining({ does: 'reach', target: 'the couple' }),
      );
      const svg = paint('A chef serves soup to a couple in a cosy restaurant', seed);
      expect(count(svg, 'class="figure"')).toBe(3);
      expect(count(svg, 'class="held held-bowl"')).toBe(1);
    });

    test(`the detective points at a footprint on the floor, away from her feet, in no close-up (${seed})`, () => {
      const drawn = plan('Detective Sam points at a muddy footprint in the library');
      expect(drawn.subjects[0]!.holds).toBeNull();
      expect(drawn.camera).not.toBe('close');
      const svg = paint('Detective Sam points at a muddy footprint in the library', seed);
      const print = at(svg, 'prop prop-footprint')!;
      const detective = at(svg, 'figure')!;
      expect(Math.abs(print.x - detective.x)).toBeGreaterThan(120);
    });

    test(`the fish swims past a coral reef (${seed})`, () => {
      expect(
        count(paint('An orange fish swims past the coral reef on the sea floor', seed), 'class="support support-reef"'),
      ).toBe(1);
    });

    test(`a village has cottages, a lake a far shore and water to the foot, a stage curtains and footlights, a restaurant its counter and tables (${seed})`, () => {
      const village = paint('Zoe throws a snowball in the snowy village', seed);
      expect(count(village, 'class="place place-village"')).toBe(1);
      expect(count(village, 'class="cottage"')).toBe(4);
      expect(count(village, 'class="snow-ground"')).toBe(1);
      expect(count(paint('Kids fly kites in the village on a sunny day', seed), 'class="snow-ground"')).toBe(0);
      expect(count(paint('Nora swims across the lake at dawn', seed), 'class="place place-lake"')).toBe(1);
      const stage = paint('A clown juggles three balls on the circus stage', seed);
      expect(count(stage, 'class="place place-stage"')).toBe(1);
      expect(count(stage, 'class="valance"')).toBe(1);
      expect(count(stage, 'class="footlight"')).toBe(7);
      expect(
        count(paint('A chef serves soup to a couple in a cosy restaurant', seed), 'class="place place-restaurant"'),
      ).toBe(1);
      // A rooftop is up above the street: its floor and parapet over the shop fronts, a water tower on it.
      const roof = paint('Leo talks on the phone on the rooftop at night', seed);
      expect(count(roof, 'class="rooftop-floor"')).toBe(1);
      expect(count(roof, 'class="water-tower"')).toBe(1);
      expect(count(paint('Kai drives a red car through the city in the rain', seed), 'class="rooftop-floor"')).toBe(0);
      // A balloon nobody rides is a toy on a string over the kids' heads; one with a basket stays a hot-air balloon.
      const toy = paint('Kids stand under a red balloon in the park', seed);
      expect(count(toy, 'class="prop prop-toyballoon"')).toBe(1);
      expect(at(toy, 'prop prop-toyballoon')!.y).toBeLessThan(
        Math.min(
          ...[...toy.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*" class="figure"/g)].map((found) =>
            Number(found[2]),
          ),
        ) - 120,
      );
      expect(plan('Hugo waves from a hot air balloon above the meadow').things).toEqual([
        expect.objectContaining({ kind: 'balloon', category: 'vehicle' }),
      ]);
      // The house at the doorstep is the colour the prompt names.
      const wall = (svg: string) => /class="house-wall"[^>]*fill="([^"]+)"/.exec(svg)?.[1];
      expect(wall(paint('A postman knocks on the front door of a blue house', seed))).toBeDefined();
      expect(wall(paint('A postman knocks on the front door of a blue house', seed))).not.toBe(
        wall(paint('A postman knocks on the front door of a house', seed)),
      );
      // A storm outside a kitchen is seen through its window (lightning), in no close-up that would cut the window off.
      expect(plan('Grandma Rose sips tea in the kitchen while a storm rages outside').camera).not.toBe('close');
      expect(
        count(
          paint('Grandma Rose sips tea in the kitchen while a storm rages outside', seed),
          'class="window-lightning"',
        ),
      ).toBe(1);
      expect(count(paint('Grandma Rose sips tea in the kitchen', seed), 'class="window-lightning"')).toBe(0);
    });

    test(`a clown has a clown's face, a cowboy a cowboy hat, a sheriff his hat and star (${seed})`, () => {
      expect(count(paint('A clown juggles three balls on the circus stage', seed), 'class="clown-face"')).toBe(1);
      expect(count(paint('A cowboy lassos a runaway horse in the desert town', seed), 'class="hat-cowboy"')).toBe(1);
      const sheriff = paint('A sheriff waits in the dusty desert town at high noon', seed);
      expect(count(sheriff, 'class="hat-sheriff"')).toBe(1);
      expect(count(sheriff, 'class="sheriff-star"')).toBe(1);
    });
  }

  for (const seed of seeds) {
    test(`a dog chasing a cat: both run side on, one behind the other, whole in the frame (${seed})`, () => {
      const svg = paint('A black dog chases a grey cat across the courtyard', seed);
      expect(count(svg, 'class="bounding"')).toBe(2);
      const [dog, cat] = [...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*" class="figure"/g)].map(
        (found) => ({ x: Number(found[1]), y: Number(found[2]) }),
      );
      expect(Math.abs(dog!.x - cat!.x)).toBeGreaterThan(50);
      for (const animal of [dog!, cat!]) expect(animal.y).toBeLessThan(800);
    });
  }

  test('people on a bridge stand on its deck (stone paving, parapet, the river beyond); an owl above a bridge sees its arch', () => {
    for (const seed of seeds) {
      const lovers = paint('Two lovers stand on the stone bridge at sunset', seed);
      expect(lovers).toContain('class="place place-bridge-deck"');
      const owl = paint('A white owl watches from above the old bridge at night', seed);
      expect(owl).not.toContain('place-bridge-deck');
      expect(
        planPicture({
          prompt: 'A white owl watches from above the old bridge at night',
          width: 600,
          height: 800,
          model: 'flux-kontext-pro',
          artStyle: '',
          hints: { seed },
        }).backdrop,
      ).toBe('bridge');
    }
  });

  test('"on the train platform" puts Wren on the platform, not on a train, near enough to see her umbrella', () => {
    const drawn = plan('Wren waits on the train platform with an umbrella in the rain');
    expect(drawn.things.map((thing) => thing.kind)).not.toContain('train');
    expect(drawn.relations).toEqual([{ what: 'Wren', relation: 'on', to: 'train platform' }]);
    expect(drawn.subjects[0]!.holds).toBe('umbrella');
    expect(drawn.camera).not.toBe('wide');
  });

  test('a driver is drawn inside the car it drives, seen through its windows', () => {
    const svg = paint('Kai drives a red car through the city in the rain', 'gallery:1:2');
    const car = at(svg, 'vehicle vehicle-car')!;
    const driver = at(svg, 'figure')!;
    expect(Math.abs(driver.x - car.x)).toBeLessThan(60);
    expect(driver.y).toBeLessThan(car.y);
    // The driver is drawn first and the car over it, with its windows cut out of the body.
    expect(svg.indexOf('class="figure"')).toBeLessThan(svg.indexOf('vehicle-car'));
    expect(svg).toContain('fill-rule="evenodd"');
  });
});

// Fixed in the fifth pass (27 Nov): the gallery pictures that still missed an element.
describe('offline painter: the fifth pass', () => {
  const seeds = ['gallery:1:2', 'gallery:1:2:1763900000000'];
  const paint = (prompt: string, seed: string) =>
    paintRequest({ prompt, width: 600, height: 800, model: 'flux-kontext-pro', artStyle: '', hints: { seed } });
  const count = (svg: string, marker: string) => svg.split(marker).length - 1;
  /** Every figure's feet and scale, in drawing order. */
  const figures = (svg: string) =>
    [
      ...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)" class="figure"/g),
    ].map((found) => ({
      x: Number(found[1]),
      y: Number(found[2]),
      scale: Math.abs(Number(found[4])),
      facing: Math.sign(Number(found[3])),
    }));
  const at = (svg: string, marker: string) => {
    const found = new RegExp(`<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)[^"]*" class="${marker}"`).exec(svg);
    return found ? { x: Number(found[1]), y: Number(found[2]) } : null;
  };

  for (const seed of seeds) {
    test(`the postman wears a cap and a bag of letters and knocks at the blue house's door, fist raised (${seed})`, () => {
      const drawn = plan('A postman knocks on the front door of a blue house');
      expect(drawn.subjects[0]).toEqual(
        expect.objectContaining({
          species: 'postman',
          does: 'knock',
          look: expect.objectContaining({ headwear: 'postman' }),
        }),
      );
      expect(drawn.supports).toEqual([{ kind: 'door', for: ['the postman'] }]);
      const svg = paint('A postman knocks on the front door of a blue house', seed);
      expect(count(svg, 'class="hat-postman"')).toBe(1);
      expect(count(svg, 'class="mailbag"')).toBe(1);
      // At the door: the door is W 0.64-0.80 (zoomed about the focus); the knocker stands at its left edge, facing it,
      // no taller than it, feet on its step (the horizon, 0.56 H, moved by the zoom at most a few pixels).
      const [postman] = figures(svg);
      expect(postman!.facing).toBe(1);
      expect(postman!.x).toBeGreaterThan(600 * 0.45);
      expect(postman!.x).toBeLessThan(600 * 0.72);
      expect(Math.abs(postman!.y - 800 * 0.56)).toBeLessThan(4);
      expect(postman!.scale * 100).toBeLessThan(800 * 0.26 * 1.5);
      // A postman who only waves is nowhere near a door; nobody knocks without one.
      expect(plan('A postman waves in the street').supports).toEqual([]);
      expect(count(paint('A postman waves in the street', seed), 'class="mailbag"')).toBe(1);
      expect(
        plan('A black cat knocks a lantern off a table in the kitchen').supports.map((support) => support.kind),
      ).not.toContain('door');
    });

    test(`Wren's umbrella is open over her head, in no close-up (${seed})`, () => {
      expect(
        planPicture({
          prompt: 'Wren waits on the train platform with an umbrella in the rain',
          width: 600,
          height: 800,
          model: 'flux-kontext-pro',
          artStyle: '',
          hints: { seed },
        }).camera,
      ).not.toBe('close');
      const svg = paint('Wren waits on the train platform with an umbrella in the rain', seed);
      expect(count(svg, 'umbrella-open')).toBe(1);
      // In the figure's own units (100 tall, the head's centre at -86): the shaft rises from the hand to -132 and the
      // canopy's rim is at -112, over the head.
      const open = /class="held held-umbrella umbrella-open">(.*?)<\/g>/.exec(svg)![1]!;
      expect(open).toMatch(/L10 -132"/);
      expect(open).toMatch(/d="M-24 -112Q/);
      // A closed umbrella stays closed where it cannot be held up (a swimmer's).
      expect(count(paint('Nora swims across the lake with an umbrella', seed), 'umbrella-open')).toBe(0);
    });

    test(`pigeons flock at Grandpa Joe's feet, one aflutter (${seed})`, () => {
      expect(plan('Grandpa Joe sits on a park bench feeding pigeons').flock).toEqual({ word: 'pigeon', count: 5 });
      const svg = paint('Grandpa Joe sits on a park bench feeding pigeons', seed);
      const birds = [...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*" class="flock-bird"/g)].map(
        (found) => ({ x: Number(found[1]), y: Number(found[2]) }),
      );
      expect(birds).toHaveLength(5);
      const [joe] = figures(svg);
      // On the ground either side of his feet (within half the frame's width), the last one in the air above the others.
      for (const bird of birds.slice(0, 4)) expect(Math.abs(bird.x - joe!.x)).toBeLessThan(600 * 0.5);
      for (const bird of birds.slice(0, 4)) expect(bird.y).toBeGreaterThan(800 * 0.85);
      expect(birds[4]!.y).toBeLessThan(Math.min(...birds.slice(0, 4).map((bird) => bird.y)) - 100);
      // No birds where none are named, and a parrot that is the subject is not a flock.
      expect(plan('Grandpa Joe sits on a park bench').flock).toBeNull();
      expect(count(paint('Grandpa Joe sits on a park bench', seed), 'flock-bird')).toBe(0);
      expect(plan('A green parrot flies over a stormy sea at night').flock).toBeNull();
    });

    test(`fishermen unload crates: one in each one's hands, the rest stacked on the quay (${seed})`, () => {
      const drawn = plan('Fishermen unload crates in the busy harbour at dawn');
      const fishermen = drawn.subjects.filter(
        (subject) => subject.species === 'fishermen' || subject.species === 'fisherman',
      );
      expect(fishermen.length).toBeGreaterThanOrEqual(2);
      for (const fisherman of fishermen)
        expect(fisherman).toEqual(expect.objectContaining({ does: 'carry', holds: 'crate' }));
      expect(drawn.things).toEqual([expect.objectContaining({ kind: 'crate', owner: null, count: 2 })]);
      const svg = paint('Fishermen unload crates in the busy harbour at dawn', seed);
      expect(count(svg, 'class="held held-crate"')).toBe(fishermen.length);
      // Stacked: the second crate on top of the first, not beside it.
      const crates = [
        ...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*" class="prop prop-crate"/g),
      ].map((found) => ({ x: Number(found[1]), y: Number(found[2]) }));
      expect(crates).toHaveLength(2);
      expect(crates[0]!.x).toBeCloseTo(crates[1]!.x, 0);
      expect(crates[1]!.y).toBeLessThan(crates[0]!.y - 10);
      // A box carried up the stairs stays a box (no crates).
      expect(count(paint('Ben carries a heavy box up the stairs', seed), 'prop-crate')).toBe(0);
    });

    test(`the girl draws water at the courtyard's well, hands on its rope (${seed})`, () => {
      const drawn = plan('A girl draws water from the old well in the courtyard');
      expect(drawn.subjects).toEqual([expect.objectContaining({ kind: 'person', does: 'haul' })]);
      expect(drawn.supports).toEqual([{ kind: 'well', for: [drawn.subjects[0]!.name] }]);
      const svg = paint('A girl draws water from the old well in the courtyard', seed);
      expect(count(svg, 'class="well-rope"')).toBe(1);
      // Beside the well's ring (W 0.7-0.9, zoomed about the focus), facing it.
      const [girl] = figures(svg);
      expect(girl!.facing).toBe(1);
      expect(girl!.x).toBeGreaterThan(600 * 0.5);
      expect(girl!.x).toBeLessThan(600 * 0.75);
      // A girl who only stands in the courtyard has no rope in her hands.
      expect(count(paint('A girl stands in the courtyard', seed), 'well-rope')).toBe(0);
    });

    test(`Tom kneels to hug his dog, his arm round its neck (${seed})`, () => {
      const svg = paint('Tom hugs his golden dog Biscuit in the snow', seed);
      expect(count(svg, 'class="hug-arm"')).toBe(1);
      // Close together (not side by side a body apart), facing each other, the dog drawn over Tom's legs.
      const [first, second] = figures(svg);
      expect(Math.abs(first!.x - second!.x)).toBeLessThan(30 * Math.max(first!.scale, second!.scale));
      expect(first!.facing).toBe(-second!.facing);
      expect(svg.indexOf('class="hug-arm"')).toBeGreaterThan(svg.lastIndexOf('class="figure"'));
      // Two people hugging stand; only an animal is knelt to.
      expect(count(paint('Two old friends hug at the train platform', seed), 'hug-arm')).toBe(0);
    });

    test(`the tiny mouse is a mouse (round ears, long tail), whole in the frame, not a kitten (${seed})`, () => {
      const svg = paint('A tiny mouse sits beside a huge sleeping dragon in the cave', seed);
      expect(count(svg, 'class="mouse"')).toBe(1);
      const mouse = figures(svg).sort((a, b) => a.scale - b.scale)[0]!;
      expect(mouse.y).toBeLessThanOrEqual(800 * 0.95);
      // A kitten is still a cat.
      expect(count(paint('A tiny kitten sits beside a huge sleeping dragon in the cave', seed), 'class="mouse"')).toBe(
        0,
      );
    });

    test(`Ravi falls beside the tree he fell from; Mia sleeps under the oak's crown (${seed})`, () => {
      expect(plan('Ravi falls from the tree in the forest').supports).toEqual([{ kind: 'oak', for: ['Ravi'] }]);
      expect(plan('Mia sleeps under a big oak tree in the meadow').supports).toEqual([{ kind: 'oak', for: ['Mia'] }]);
      for (const prompt of [
        'Ravi falls from the tree in the forest',
        'Mia sleeps under a big oak tree in the meadow',
      ]) {
        const svg = paint(prompt, seed);
        expect(count(svg, 'class="support support-oak"')).toBe(1);
        // The tree is drawn behind the figure, its crown above the figure's feet and its trunk within reach of them.
        expect(svg.indexOf('support-oak')).toBeLessThan(svg.indexOf('class="figure"'));
        const [who] = figures(svg);
        const trunk =
          /class="support support-oak"><path d="M([-\d.]+) ([-\d.]+)Q[-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+)H/.exec(svg)!;
        expect(Math.abs(Number(trunk[1]) - who!.x)).toBeLessThan(70 * who!.scale);
        expect(Number(trunk[3])).toBeLessThan(who!.y - 60 * who!.scale);
      }
      // No tree where none is named, nor for a sleeper beside one.
      expect(count(paint('Mia sleeps in the meadow', seed), 'support-oak')).toBe(0);
      expect(plan('Ravi falls on the ice').supports).toEqual([]);
    });

    test(`the rocket launches: off the pad on its flame, in smoke; a rocket on the pad does not (${seed})`, () => {
      expect(plan('A crowd of 20 watches the rocket launch from the launch pad').things).toEqual([
        expect.objectContaining({ kind: 'rocket', launching: true }),
      ]);
      const svg = paint('A crowd of 20 watches the rocket launch from the launch pad', seed);
      expect(count(svg, 'class="rocket-flame"')).toBe(1);
      expect(count(svg, 'class="rocket-smoke"')).toBe(1);
      const rocket = at(svg, 'vehicle vehicle-rocket')!;
      const standing = at(
        paint('The astronaut walks across the launch pad toward the rocket', seed),
        'vehicle vehicle-rocket',
      )!;
      expect(rocket.y).toBeLessThan(800 * 0.7);
      expect(standing.y).toBeGreaterThan(800 * 0.75);
      // "the launch pad" alone launches nothing.
      expect(plan('The astronaut walks across the launch pad toward the rocket').things[0]!.launching).toBeUndefined();
      expect(count(paint('The astronaut walks across the launch pad toward the rocket', seed), 'rocket-flame')).toBe(0);
    });

    test(`the robot is seen inside the spaceship, through its porthole (${seed})`, () => {
      const svg = paint('A robot waves from inside the spaceship', seed);
      expect(count(svg, 'class="porthole-view"')).toBe(1);
      const rocket = at(svg, 'vehicle vehicle-rocket')!;
      const [robot] = figures(svg);
      // Drawn after the rocket (over it), centred on it, clipped to the porthole's circle.
      expect(svg.indexOf('porthole-view')).toBeGreaterThan(svg.indexOf('vehicle-rocket'));
      expect(Math.abs(robot!.x - rocket.x)).toBeLessThan(2);
      const clip = /<clipPath id="porthole-0"><circle cx="([-\d.]+)" cy="([-\d.]+)" r="([-\d.]+)"/.exec(svg)!;
      expect(Math.abs(Number(clip[1]) - rocket.x)).toBeLessThan(2);
      expect(Number(clip[2])).toBeLessThan(rocket.y);
      // Someone beside a rocket (not in it) is not behind glass.
      expect(count(paint('The astronaut walks across the launch pad toward the rocket', seed), 'porthole')).toBe(0);
    });

    test(`a sea cave at high tide has the sea in it, up to its walls, and nobody; a dry cave has none (${seed})`, () => {
      const svg = paint('A sea cave at high tide. No people.', seed);
      expect(count(svg, 'class="cave-sea"')).toBe(1);
      expect(count(svg, 'class="figure"')).toBe(0);
      // At high tide the water's surface is near the horizon (0.64 H indoors), over the whole floor.
      const level = Number(/class="cave-sea" d="M0 ([-\d.]+)Q/.exec(svg)![1]);
      expect(level).toBeLessThan(800 * 0.68);
      expect(
        Number(/class="cave-sea" d="M0 ([-\d.]+)Q/.exec(paint('A sea cave at low tide', seed))![1]),
      ).toBeGreaterThan(level);
      expect(count(paint('A tiny mouse sits beside a huge sleeping dragon in the cave', seed), 'cave-sea')).toBe(0);
    });

    test(`the knocked-off lantern is in the air past the table's edge, tipping (${seed})`, () => {
      expect(plan('A black cat knocks a lantern off a table in the kitchen').things).toEqual([
        expect.objectContaining({ kind: 'lantern', falling: true, owner: null }),
      ]);
      const svg = paint('A black cat knocks a lantern off a table in the kitchen', seed);
      expect(count(svg, 'class="prop prop-lantern falling"')).toBe(1);
      expect(count(svg, 'class="prop prop-lantern"')).toBe(0);
      expect(count(svg, 'class="fall-lines"')).toBe(1);
      // Between the table top (where the cat stands) and the floor, off to the side of the table the cat faces.
      const [cat] = figures(svg);
      const lantern =
        /translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d]+)\)[^"]*" class="prop prop-lantern falling"/.exec(svg)!;
      expect(Number(lantern[2])).toBeGreaterThan(cat!.y);
      expect(Number(lantern[2])).toBeLessThan(800);
      expect(Math.sign(Number(lantern[1]) - cat!.x)).toBe(cat!.facing);
      expect(Math.abs(Number(lantern[3]))).toBeGreaterThan(20);
      // A lantern that is only held does not fall.
      expect(count(paint('Captain Mara holds a lantern on the ship’s deck in the rain', seed), 'falling')).toBe(0);
    });

    test(`the robot sits at the chess table on a stool, across from Ada (${seed})`, () => {
      expect(plan('Ada plays chess with a silver robot in the park').subjects.map((subject) => subject.pose)).toEqual([
        'sit',
        'sit',
      ]);
      const svg = paint('Ada plays chess with a silver robot in the park', seed);
      expect(count(svg, 'class="robot-seated"')).toBe(1);
      // Both players' feet are on the floor inside the frame, so the seats show.
      for (const player of figures(svg)) expect(player.y).toBeLessThanOrEqual(800 * 0.95 + 0.5);
      expect(count(paint('A robot waves from inside the spaceship', seed), 'robot-seated')).toBe(0);
    });

    test(`the small fox hides behind the knight: drawn first, mostly covered, its head out at his side (${seed})`, () => {
      const svg = paint('A small fox hides behind a knight in the forest', seed);
      const [fox, knight] = figures(svg);
      expect(fox!.scale).toBeLessThan(knight!.scale);
      // Within 10 of the knight's units of his centre line (his legs are 8 either side), facing out past him.
      expect(Math.abs(fox!.x - knight!.x)).toBeLessThan(10 * knight!.scale);
      expect(fox!.facing).toBe(Math.sign(fox!.x - knight!.x));
      expect(fox!.y).toBeLessThanOrEqual(800 * 0.95);
    });

    test(`the letter Finn hands Old Meg is big enough to see (${seed})`, () => {
      const svg = paint('Finn gives Old Meg a letter on her doorstep', seed);
      expect(svg).toMatch(/scale\(1\.6\)" class="held held-letter"/);
      // Other things in a hand keep their size.
      expect(paint('Mei buys noodles at a street food stall at night', seed)).toMatch(
        /scale\(0\.8\)" class="held held-bowl"/,
      );
    });

    test(`the octopus's tentacle is coiled round Mara's ankle, her feet in the frame (${seed})`, () => {
      const svg = paint('A giant purple octopus grabs Mara by the ankle on the beach', seed);
      expect(count(svg, 'class="tentacle-grip"')).toBe(1);
      // Mara is the smaller of the two (the octopus is giant), her feet lifted into the frame.
      const mara = figures(svg).sort((a, b) => a.scale - b.scale)[0]!;
      expect(mara.y).toBeLessThanOrEqual(800 * 0.92 + 0.5);
      // The coil's rings are at her feet (within her shoe's height above the ground line).
      const ring = /class="tentacle-grip">.*?<ellipse cx="([-\d.]+)" cy="([-\d.]+)"/.exec(svg)!;
      expect(Math.abs(Number(ring[2]) - mara.y)).toBeLessThan(12 * mara.scale);
      expect(count(paint('A knight fights a red dragon outside the castle', seed), 'tentacle-grip')).toBe(0);
    });

    test(`the owl above the bridge and a lone flying parrot are big enough to see and whole in the frame (${seed})`, () => {
      const owl = figures(paint('A white owl watches from above the old bridge at night', seed))[0]!;
      // A bird is 34 units tall, its raised wings 46 (the group's translate already holds a flyer's lift): a fifth of
      // the frame, its wing tips inside it.
      expect(owl.scale * 34).toBeGreaterThan(800 * 0.18);
      expect(owl.y - 46 * owl.scale).toBeGreaterThanOrEqual(0);
      expect(owl.y).toBeLessThan(800 * 0.56);
      const parrot = figures(paint('A green parrot flies over a stormy sea at night', seed))[0]!;
      expect(parrot.y - 46 * parrot.scale).toBeGreaterThanOrEqual(0);
      expect(parrot.x - 30 * parrot.scale).toBeGreaterThanOrEqual(0);
      expect(parrot.x + 30 * parrot.scale).toBeLessThanOrEqual(600);
    });
  }

  test('a hug and a parrot on a shoulder are never first seen in a wide shot (unless one is asked for)', () => {
    for (let panel = 1; panel <= 24; panel++) {
      const request = (prompt: string) => ({
        prompt,
        width: 600,
        height: 800,
        model: 'flux-kontext-pro' as const,
        artStyle: '',
        hints: { seed: `gallery:1:${panel}` },
      });
      expect(planPicture(request('Two old friends hug at the train platform')).camera).not.toBe('wide');
      expect(planPicture(request('A green parrot sits on the sailor’s shoulder on the ship’s deck')).camera).not.toBe(
        'wide',
      );
      expect(planPicture(request('A wide shot: two old friends hug at the train platform')).camera).toBe('wide');
    }
  });
});
