// People by age, family and job (src/data/people.json): a child is drawn as a child and never bearded, a job is read
// by the emoji set's own drawing of it or by the rig's uniform, with the job's tool in the hand.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { JOBS, dressedJob } from '../src/people';
import { englishGlyph, foreignGlyphs } from '../src/vocabulary';
import figureArt from '../src/data/figure-art.json' with { type: 'json' };
import { imageRequest } from './image-request';

const plan = (prompt: string, seed = 'people:1:2') => planPicture(imageRequest(prompt, seed));
const code = (name: string) => englishGlyph(name)!.code;

describe('people by age and family', () => {
  test('a boy, a girl, a teenager or a toddler is drawn smaller than a grown-up, and never with a beard', () => {
    for (const [prompt, most] of [
      ['A boy reads a comic on the sofa', 0.75],
      ['A little girl waves from the window', 0.75],
      ['A teenage boy skateboards past the shops', 0.9],
      ['A toddler sits on the kitchen floor', 0.6],
    ] as const) {
      for (const seed of ['a:1:2', 'b:1:2', 'c:1:2', 'd:1:2', 'e:1:2', 'f:1:2']) {
        const person = plan(prompt, seed).subjects.find((entry) => entry.kind === 'person')!;
        expect(person.look.height, prompt).toBeLessThanOrEqual(most);
        expect(person.look.beard, prompt).toBe(false);
      }
    }
    // A grown man may be bearded; an old one has grey hair.
    const old = plan('An elderly man feeds the ducks').subjects[0]!;
    expect(old.look.height).toBe(1);
    expect(['silver', 'white', 'steel-grey']).toContain(old.look.hair.name);
  });

  test('family words are people of their age: a father and his daughter are both drawn, she a child', () => {
    const subjects = plan('A father carries his daughter across the road').subjects;
    const daughter = subjects.find((entry) => entry.species === 'daughter');
    const father = subjects.find((entry) => entry.species === 'father');
    expect(father?.look.height).toBe(1);
    expect(daughter?.look.height).toBeLessThan(0.8);
    // A toddler is someone of an age, not a doer drawn as a stranger standing.
    const toddler = plan('A toddler stacks blocks while grandma knits').subjects.find(
      (entry) => entry.species === 'toddler',
    );
    expect(toddler?.glyph).toBeUndefined();
    expect(toddler?.look.height).toBeLessThan(0.6);
  });
});

describe('babies and groups', () => {
  test('a baby is a baby on the rig: a baby’s height, bald, sitting where it would stand, crawling on all fours, never a 👶 head', () => {
    for (const prompt of [
      'An infant crawls across the blanket',
      'A newborn lies beside a teddy bear',
      'Dad lifts the baby over the fence',
    ]) {
      const planned = plan(prompt);
      const baby = planned.subjects.find((entry) => entry.look.height < 0.5);
      expect(baby, prompt).toBeDefined();
      expect(baby!.look.hairStyle, prompt).toBe('bald');
      expect(baby!.glyph, prompt).toBeUndefined();
      expect(
        planned.glyphs.map((glyph) => glyph.code),
        prompt,
      ).not.toContain(code('baby'));
    }
    expect(plan('A newborn claps at the kitten').subjects.find((entry) => entry.look.height < 0.5)!.pose).toBe('sit');
    // …but a baby crawls on all fours.
    expect(plan('An infant crawls across the blanket').subjects.find((entry) => entry.look.height < 0.5)!.pose).toBe(
      'crawl',
    );
    // A family word is nobody's keyword: a dad is no billed cap.
    expect(plan('A dad lifts the toddler onto the wall').glyphs.map((glyph) => glyph.word)).not.toContain('dad');
  });

  test('a noun of several people draws its members, each of its age; a count is kept', () => {
    const family = plan('A family picnics on a blanket by the lake').subjects.filter(
      (entry) => entry.kind === 'person',
    );
    expect(family).toHaveLength(3);
    expect(family.filter((entry) => entry.look.height < 0.8)).toHaveLength(1);
    expect(
      plan('The villagers gather around the well').subjects.filter((entry) => entry.kind === 'person'),
    ).toHaveLength(3);
    // People a verb is done for or to are drawn with no determiner too ("for passers-by").
    expect(
      plan('A juggler performs for passers-by').subjects.filter((entry) => entry.species === 'passer-by'),
    ).toHaveLength(2);
    // "A family of five" is the family, and no "five" left out.
    expect(plan('A family of five boards the ferry').silhouettes).toEqual([]);
    expect(
      plan('An old man tells a joke to his grandchildren').subjects.filter((entry) => entry.look.height < 0.8),
    ).toHaveLength(2);
    // "Two guests" are two, not the three the word alone draws.
    expect(plan('Two guests whisper near the buffet').subjects.filter((entry) => entry.kind === 'person')).toHaveLength(
      2,
    );
  });

  test('a named person is drawn: a role the emoji set draws by a keyword many share (a cyclist), a bride, a chimney sweep', () => {
    const drawn = (prompt: string) => {
      const planned = plan(prompt);
      return [
        ...planned.subjects.map((entry) => entry.glyph),
        ...planned.glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => glyph.code),
      ];
    };
    expect(drawn('A cyclist waits at the red light')).toContain(code('person biking'));
    expect(drawn('A bride smiles at the photographer')).toContain(code('person with veil'));
    const sweep = plan('A chimney sweep whistles on the rooftop').subjects.find(
      (entry) => entry.species === 'chimney sweep',
    );
    expect(sweep?.look.headwear).toBe('tophat');
    expect(plan('A chimney sweep whistles on the rooftop').silhouettes).toEqual([]);
  });
});

describe('people by job', () => {
  test("the emoji set's own drawing of a job first, with the job's tool in the hand", () => {
    // Drawn by the emoji set (a subject drawing, or a rig wearing it) with the tool in hand.
    const drawings = (prompt: string) => {
      const planned = plan(prompt);
      return [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
    };
    expect(drawings('A pharmacist counts pills behind the counter')).toEqual(
      expect.arrayContaining([code('health worker'), code('pill')]),
    );
    // One who acts on an animal drawn is the rig in the job's dress, turned to it, the tool in hand.
    expect(drawings('A vet bandages a goose')).toEqual(
      expect.arrayContaining([code('goose'), code('adhesive bandage')]),
    );
    // One who acts on another is the rig in the job's dress, turned to them.
    const dentist = plan('A dentist shows a boy a toothbrush').subjects.find((entry) => entry.species === 'dentist')!;
    expect([dentist.glyph, dentist.look.top.name]).toEqual([undefined, 'white']);
  });

  test('a job with no drawing of its own is the rig in its uniform, holding its tool', () => {
    const guard = plan('A security guard yawns at the door').subjects[0]!;
    // A security guard is no knight, nor the royal guard's bearskin: a cap and a navy uniform.
    expect(guard.look.outfit).toBe('casual');
    expect(guard.look.headwear).toBe('postman');
    expect(guard.look.top.name).toBe('navy');
    expect(guard.glyph).toBeUndefined();
    const waiter = plan('A waiter serves soup to a woman');
    const server = waiter.subjects.find((entry) => entry.species === 'waiter')!;
    expect([server.look.top.name, server.look.bottom.name]).toEqual(['white', 'black']);
    expect(waiter.glyphs.find((glyph) => glyph.by === server.name)?.code).toBe(code('fork and knife with plate'));
    const rider = plan('A delivery rider waits outside the shop').subjects.find((entry) => entry.kind === 'person')!;
    expect(rider.species).toBe('delivery rider');
    expect(rider.look.headwear).toBe('helmet');
    const hairdresser = plan("A hairdresser cuts a woman's hair");
    expect(hairdresser.glyphs.find((glyph) => glyph.by === 'the hairdresser')?.code).toBe(code('scissors'));
    // A father is a father, never Father Christmas.
    expect(
      plan('A father carries his sleeping daughter up the stairs').glyphs.map((glyph) => glyph.code),
    ).not.toContain(code('Santa Claus'));
    expect(plan('Father waves from the porch').glyphs.map((glyph) => glyph.code)).not.toContain(code('Santa Claus'));
  });

  test('every job is readable from data: its drawing, its dress (an apron, stripes, a vest, a bib) or its tool', () => {
    for (const [word, job] of Object.entries(JOBS)) {
      expect(Boolean(job.as || job.tool || dressedJob(job)), word).toBe(true);
      if (job.as) expect(englishGlyph(job.as), word).not.toBeNull();
      if (job.tool) expect(englishGlyph(job.tool), word).not.toBeNull();
      if (job.wear) expect(figureArt.garments, word).toHaveProperty([job.wear]);
    }
    // A job dressed so is the rig in that dress, whatever it does.
    for (const [prompt, species, wear] of [
      ['An umpire frowns at the batsman', 'umpire', 'stripes'],
      ['A greengrocer weighs plums for a customer', 'greengrocer', 'apron/green'],
      ['A dustman lifts a heavy bin onto the lorry', 'dustman', 'vest/orange'],
      ['A jogger stretches by the river', 'jogger', 'bib'],
    ] as const) {
      const person = plan(prompt).subjects.find((entry) => entry.species === species);
      expect(person?.look.wear, prompt).toBe(wear);
      expect(person?.glyph, prompt).toBeUndefined();
    }
    // The dress is the job's own: the boy an umpire scolds wears none; a job in apposition to a name is that one's.
    const scolded = plan('An umpire scolds a boy').subjects;
    expect(scolded.filter((entry) => entry.look.wear === 'stripes').map((entry) => entry.species)).toEqual(['umpire']);
    const ivo = plan('Ivo the street sweeper whistles on his way home').subjects.filter(
      (entry) => entry.kind === 'person',
    );
    expect(ivo.map((entry) => [entry.name, entry.look.wear])).toEqual([['Ivo', 'vest/orange']]);
    // A job the emoji set draws doing it is that drawing (a juggler juggling).
    expect(plan('A juggler waits for the show').subjects.find((entry) => entry.species === 'juggler')?.glyph).toBe(
      code('person juggling'),
    );
  });

  test('a job word in Japanese, Arabic or Hindi still finds its drawing through the annotations', () => {
    for (const [text, name] of [
      ['農家が歩く', 'farmer'],
      ['裁判官が座る', 'judge'],
      ['مزارع يمشي', 'farmer'],
      ['قاضي يجلس', 'judge'],
      ['नर्स चलती है', 'health worker'],
      ['किसान चलता है', 'farmer'],
    ] as const) {
      expect(
        foreignGlyphs(text).map((glyph) => glyph.code),
        text,
      ).toContain(code(name));
    }
  });
});

describe('props by word sense and compounds', () => {
  const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
  test('a container, place or part after a noun is the thing, not its modifier', () => {
    expect(drawn('A boy feeds the fish tank')).toContain(code('jar'));
    expect(drawn('A boy feeds the fish tank')).not.toContain(code('fish'));
    expect(drawn('A parrot sulks in the bird cage')).not.toContain(code('bird'));
    // "Station" is a train's, never a space station: no space backdrop for a station roof.
    expect(plan('Rain drips from the station roof').setting).not.toBe('space');
    // After an animal a pen is an enclosure, never a fountain pen.
    expect(drawn('A lamb escapes from the goat pen')).toContain(code('hut'));
    expect(drawn('A lamb escapes from the goat pen')).not.toContain(code('pen'));
  });

  test('"a ball of wool" is the wool, a measure before "of" is no thing', () => {
    expect(drawn('A cat plays with a ball of wool')).toEqual([code('yarn')]);
    expect(drawn('A woman buys a bar of soap')).toContain(code('soap'));
    expect(drawn('A woman buys a bar of soap')).not.toContain(code('chocolate bar'));
  });

  test('everyday nouns no emoji is named for are drawn by the nearest drawing, or by our own (art/)', () => {
    expect(drawn('A dog sniffs the lamppost')).toContain(code('street lamp'));
    expect(drawn('A boy drags the hose across the lawn')).toContain(code('garden hose'));
    for (const [prompt, name] of [
      ['A man wipes the windscreen', 'window'],
      ['A girl hides behind the curtain', 'window'],
      ['A man watches the TV in the living room', 'television'],
      ['A girl drops a pin', 'round pushpin'],
      ['A nurse puts a plaster on his knee', 'adhesive bandage'],
    ] as const) {
      expect(drawn(prompt), prompt).toContain(code(name));
    }
  });
});

describe('settings outside the stock list', () => {
  const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
  test('a place noun is drawn on the ground of its kind, with the drawings it is known for', () => {
    for (const [prompt, setting, things] of [
      ['A jogger runs along the sidewalk', 'city', ['vertical traffic light']],
      ['An old sailor whistles on the breakwater', 'sea', ['sailboat', 'anchor']],
      ['A judge bangs a gavel in the courtroom', 'hall', ['balance scale']],
      ["A hairdresser dries a woman's hair in the salon", 'interior', ['barber pole', 'mirror', 'chair']],
      ['A band marches in the parade', 'city', ['balloon']],
      ['A man waits in the hotel lobby', 'interior', ['bellhop bell', 'luggage']],
    ] as const) {
      const planned = plan(prompt);
      expect(planned.setting, prompt).toBe(setting);
      expect(drawn(prompt), prompt).toEqual(expect.arrayContaining(things.map(code)));
      // A place's own building large behind everyone, at most one; its dressing along the back, at most four.
      expect(planned.glyphs.filter((glyph) => glyph.role === 'place' && glyph.kind === 'l').length).toBeLessThanOrEqual(
        1,
      );
      expect(planned.glyphs.filter((glyph) => glyph.role === 'place').length).toBeLessThanOrEqual(4);
    }
    // A road is a road's asphalt, never a railway sign or a space station; a dirt lane a path.
    expect(plan('A girl crosses the busy road').backdrop).toBe('road');
    expect(plan('Two girls race bicycles down the dirt lane').backdrop).toBe('path');
    // A place a backdrop draws is not drawn again by its things.
    expect(
      plan('A teacher points at the blackboard in the school classroom').glyphs.filter(
        (glyph) => glyph.role === 'place',
      ),
    ).toHaveLength(0);
  });

  test('a place word in Japanese, Arabic or Hindi still finds its drawing through the annotations', () => {
    for (const [text, name] of [
      ['病院に行く', 'hospital'],
      ['مستشفى', 'hospital'],
      ['अस्पताल में', 'hospital'],
      ['学校', 'school'],
      ['ملعب', 'stadium'],
      ['स्टेडियम', 'stadium'],
    ] as const) {
      expect(
        foreignGlyphs(text).map((glyph) => glyph.code),
        text,
      ).toContain(code(name));
    }
  });
});
