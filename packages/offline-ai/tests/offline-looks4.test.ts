// Looks read and drawn (src/data/look.json `CLOTHES`, `STATES`, `STATE_MARKS`, figure-art.json `garments`): a garment
// named with no colour still shows its shape or usual colour, a mood or a floury, splattered garment marks the figure, a
// state word is never an undrawn thing, and what is said of one person is not said of the next one named.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { paintRequest } from '../src/image';
import { statesIn } from '../src/look';
import { imageRequest } from './image-request';

const request = (prompt: string) => imageRequest(prompt, 'looks4:1');
const plan = (prompt: string) => planPicture(request(prompt));
const person = (prompt: string, index = 0) => plan(prompt).subjects.filter((s) => s.kind === 'person')[index]!;

describe('garments named without a colour', () => {
  test('shorts bare the shins, boots cover them, dungarees are a bib, a cape hangs behind, pyjamas are striped', () => {
    expect(person('A postman in shorts whistles along the lane').look.clothes).toContain('shorts');
    expect(person('A gardener wearing dungarees digs a trench').look.clothes).toContain('overalls');
    expect(person('A boy wearing a cape leaps off a wall').look.clothes).toContain('cape');
    expect(person('A grandad in pyjamas waters the roses').look.clothes).toContain('pattern/stripes');
    // Boots or wellies cover the shins in their colour.
    const wellies = person('A farmhand in red wellies shovels manure').look;
    expect([wellies.clothes, wellies.feet?.name]).toEqual([['boots'], 'red']);
    const svg = paintRequest(request('A postman in shorts whistles along the lane'));
    const plainSvg = paintRequest(request('A postman in jeans whistles along the lane'));
    // Two more limbs (each with its outline) in the skin's colour.
    expect(svg.match(/stroke-linecap="round"/g)!.length).toBe(plainSvg.match(/stroke-linecap="round"/g)!.length + 4);
  });

  test('a garment with a usual colour takes it unless another is named; a hoodie is a hood', () => {
    const vet = person('A vet in scrubs x-rays a tortoise');
    expect([vet.look.top.name, vet.look.bottom.name]).toEqual(['teal', 'teal']);
    expect(person('A ferryman in a raincoat ties up').look.top.name).toBe('yellow');
    expect(person('A ferryman in a green raincoat ties up').look.top.name).toBe('green');
    expect(person('A squire in armour polishes a shield').look.top.name).toBe('silver');
    expect(person('A teenager in a hoodie skateboards').look.headwear).toBe('hood');
    // A striped apron is the apron drawn, its stripes on it, not on the shirt.
    expect(person('A butcher in a striped apron slices ham').look.clothes).toEqual(['apron', 'apron/stripes']);
  });

  test("a plain hat on an outfit with its own hat is that one: a chef's is no cowboy hat", () => {
    expect(person('A chef in a tall hat carves a turkey').look.headwear).toBeUndefined();
    expect(person('A woman in a hat posts a letter').look.headwear).toBe('cowboy');
  });
});

describe('moods and states on the figure', () => {
  test('bored, lost, amazed and shy people are marked', () => {
    expect(statesIn('a bored guard')).toEqual(['tired']);
    expect(statesIn('a lost hiker')).toEqual(['puzzled']);
    expect(statesIn('an astonished farmer')).toEqual(['amazed']);
    expect(statesIn('a bashful groom')).toContain('shy');
    const svg = paintRequest(request('A baffled plumber scratches his head'));
    expect(svg).toContain('mark-puzzled');
    expect(paintRequest(request('A blushing bride waves'))).toContain('mark-shy');
  });

  test('a state before a garment or a body part is the wearer’s, never an undrawn thing', () => {
    const baker = plan('A pastry cook with floury fingers pipes icing');
    expect(baker.subjects[0]!.look.state).toContain('floury');
    expect(baker.silhouettes.map((entry) => entry.word)).not.toContain('floury');
    expect(person('A mechanic in filthy overalls checks the tyres').look.state).toContain('mud');
    // A thing named after them takes none of it.
    expect(baker.glyphs.find((glyph) => glyph.word === 'icing')?.state ?? []).not.toContain('floury');
  });
});

describe('what is said of one is not said of the next', () => {
  test("a child's mother or father is grown-up", () => {
    const grown = (prompt: string, noun: string) => plan(prompt).subjects.find((s) => s.name === `the ${noun}`)!;
    expect(grown('A toddler clings to his father at the gate', 'father').look.height).toBe(1);
    expect(grown('A schoolboy waves behind his mother', 'mother').look.height).toBe(1);
  });

  test('a lady is a woman, not a queen', () => {
    expect(person('A lady waters her geraniums').look.outfit).toBe('casual');
    expect(person('A lady waters her geraniums').look.headwear).toBeUndefined();
  });

  test('a place crowded with people has a crowd', () => {
    expect(plan('A harbour crowded with tourists at noon').crowd).toBeGreaterThan(0);
    expect(plan('A lunchbox packed with sandwiches').crowd).toBeNull();
  });
});
