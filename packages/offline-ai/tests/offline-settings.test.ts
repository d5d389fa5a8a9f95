// Places composed from data: a plain room or an outdoor ground, the dressing a place's kind is known for along the
// back, and overlays for the words that describe it. Words here are not in the tuning prompts.
import { describe, expect, test } from 'vitest';
import { paintPanel } from '../src/art';
import { layGlyphs } from '../src/art/glyphs';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'settings:1:2'));

describe('places by their kind', () => {
  test('a place is the room or ground of its kind, not the nearest stock scene', () => {
    expect(plan('A nun counts coins in the souvenir shop').setting).toBe('interior');
    expect(plan('A clown juggles in the amusement arcade').setting).toBe('interior');
    expect(plan('A jockey stretches beside the racecourse').setting).toBe('meadow');
    // The place named last, after a preposition, is where it happens, whatever backdrop word comes before it.
    const tram = plan('A donkey rests by a bench at the tram stop');
    expect([tram.setting, tram.backdrop]).toEqual(['city', null]);
  });

  test('a vehicle is a place only for someone in it, and is not drawn inside itself', () => {
    const inside = plan('A nun dozes on the tram');
    expect(inside.setting).toBe('interior');
    expect(inside.glyphs.some((glyph) => glyph.word === 'tram')).toBe(false);
    expect(plan('A nun waits for the tram').setting).not.toBe('interior');
    const train = plan('A nun reads on the train');
    expect(train.setting).toBe('interior');
    expect(train.things.filter((thing) => thing.category === 'vehicle')).toEqual([]);
  });

  test('a place before another place noun only names it; a house someone is outside is its front door', () => {
    expect(plan('A waiter rests in the pub kitchen').setting).toBe('kitchen');
    expect(plan('A girl paints the fence in front of her house').backdrop).toBe('doorstep');
    // One building at most: the village square's fountain, not a second building beside it.
    const square = plan('An old woman knits in the village square').glyphs.filter(
      (glyph) => glyph.role === 'place' && glyph.kind === 'l',
    );
    expect(square.length).toBe(1);
  });

  test('the dressing stands along the back at the sides, clear of the action in the middle', () => {
    const planned = plan('A nun dozes in the amusement arcade');
    const dressing = planned.glyphs.filter((glyph) => glyph.role === 'place');
    expect(dressing.length).toBeGreaterThanOrEqual(2);
    const [W, H, groundY, horizon, person] = [600, 800, 704, 512, 330];
    const art = new Map(dressing.map((glyph) => [glyph.code, '<rect width="36" height="36"/>']));
    const laid = layGlyphs(planned.glyphs, art, [{ name: 'nun', x: W / 2, base: groundY, height: person, facing: 1 }], {
      W,
      H,
      groundY,
      horizon,
      person,
    });
    const spots = [...laid.behind.matchAll(/<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map(
      ([, x, y, size]) => [Number(x), Number(y), Number(size)] as const,
    );
    expect(spots.length).toBe(dressing.length);
    for (const [x, y, size] of spots) {
      const centre = x + size / 2;
      expect(centre < W * 0.3 || centre > W * 0.7, `centre ${centre}`).toBe(true);
      // Its foot at the back, far above the feet of whoever stands in front.
      expect(y + size).toBeLessThan(groundY - person * 0.4);
    }
  });
});

describe('what the words say about a place', () => {
  test('a word that describes a thing, not the place, draws nothing over it', () => {
    expect(paintPanel(imageRequest('A detective finds muddy footprints in the hallway', 'settings:1:2'))).not.toContain(
      'class="look-mud"',
    );
    expect(paintPanel(imageRequest('A queen gives the jester an icy stare', 'settings:1:2'))).not.toContain(
      'class="look-ice"',
    );
    expect(paintPanel(imageRequest('A boy makes a narrow escape from the bull', 'settings:1:2'))).not.toContain(
      'class="look-narrow"',
    );
  });

  test.each([
    ['A fox trots across the muddy yard', 'mud'],
    ['A postman skids on the icy path', 'ice'],
    ['A ghost drifts through the dusty hallway', 'dust'],
    ['A lizard naps on the hot rocks', 'heat'],
    ['A cat squeezes down a cramped corridor', 'narrow'],
    ['A boy tiptoes down a gloomy hallway', 'dark'],
    ['A jockey stretches beside the racecourse', 'track'],
    ['A goat grazes on the brow of the hill', 'hilltop'],
  ])('%s: %s', (prompt, look) => {
    expect(paintPanel(imageRequest(prompt, 'settings:1:2'))).toContain(`class="look-${look}"`);
    expect(
      paintPanel(
        imageRequest(
          prompt.replace(/\b(muddy|icy|dusty|hot|cramped|gloomy|racecourse|brow of the hill)\b/, 'old'),
          'settings:1:2',
        ),
      ),
    ).not.toContain(`class="look-${look}"`);
  });
});

// Scene names people give (a common open list of scene categories used as a checklist), each drawn as its kind: none of
// these prompts is in the tuning file.
describe('a named place is drawn as its kind', () => {
  const placeWords = (prompt: string) => {
    const svg = discSvg(imageRequest(prompt, 'settings:1:2'));
    return [...svg.matchAll(/class="glyph-place" data-word="([^"]+)"/g)].map((match) => match[1]);
  };

  test.each([
    ['A nun counts nails in the hardware store', 'interior', ['hammer', 'toolbox']],
    ['A monk meditates on the glacier', 'mountains', ['ice']],
    ['A clerk yawns in the server room', 'interior', ['desktop computer']],
    ['A scout brushes sand at the archaeological dig', 'desert', ['pick', 'bone']],
    ['A toddler giggles in the ball pit', 'interior', ['teddy bear']],
    ['A cook rolls rice in the sushi bar', 'interior', ['sushi']],
    ['A retriever naps in the kennel', 'meadow', ['dog']],
  ])('%s: a %s with its things in the picture', (prompt, setting, things) => {
    expect(plan(prompt).setting).toBe(setting);
    expect(placeWords(prompt)).toEqual(expect.arrayContaining(things));
  });

  test('a place that only holds a backdrop word is its own kind; a backdrop named whole keeps its backdrop', () => {
    const cinema = plan('Two teenagers share nachos in the movie theatre');
    expect([cinema.setting, cinema.backdrop]).toEqual(['interior', null]);
    expect(plan('A chef burns the toast in the hotel kitchen').setting).toBe('kitchen');
    expect(plan('A porter waves on the train platform').backdrop).toBe('train platform');
  });
});

describe('a place word read by its neighbours', () => {
  test.each([
    ['Two sisters with racquets argue on the court', 'tennis'],
    ['A tall girl dribbles past a boy on the court', 'basketball'],
    ['The judge reads the verdict in court', 'balance scale'],
    ['A wrestler bows to the crowd in the ring', 'boxing glove'],
    ['The goalkeeper dives across the field', 'goal net'],
    ['A snowboarder dozes on the lift above the piste', 'mountain cableway'],
    ['A porter presses the button for the third floor in the lift', 'elevator'],
  ])('%s: %s', (prompt, thing) => {
    expect(
      plan(prompt)
        .glyphs.filter((glyph) => glyph.role === 'place')
        .map((glyph) => glyph.word),
    ).toContain(thing);
  });

  test('a ring with no fighter near it is a ring, and a court with none is the law court', () => {
    expect(plan('A bride admires the ring on her finger').glyphs.some((glyph) => glyph.word === 'ring')).toBe(true);
    expect(plan('A wrestler bows to the crowd in the ring').glyphs.some((glyph) => glyph.word === 'ring')).toBe(false);
    expect(plan('A clerk sighs in the court').glyphs.map((glyph) => glyph.word)).toContain('balance scale');
  });
});

describe('a place of its own composition', () => {
  test.each([
    ['A lawyer with a racquet waits on the court', 'court'],
    ['A coach claps beside the streetball court', 'court'],
    ['A referee counts in the ring as the boxer falls', 'ring'],
    ['A mascot dances in front of the grandstand', 'stands'],
    ['A goalie tapes his stick in the changing room', 'lockers'],
    ['A co-pilot yawns on the flight deck', 'cockpit'],
    ['A girl waves from the chair lift', 'skilift'],
    ['A ghost glides along the passageway', 'corridor'],
  ])('%s: %s', (prompt, look) => {
    expect(paintPanel(imageRequest(prompt, 'settings:1:2'))).toContain(`class="look-${look}"`);
  });

  test('a judge in court gets no tennis court', () => {
    expect(paintPanel(imageRequest('A judge yawns in court', 'settings:1:2'))).not.toContain('class="look-court"');
  });
});

describe('a named place is composed as itself', () => {
  const dressing = (prompt: string) =>
    plan(prompt)
      .glyphs.filter((glyph) => glyph.role === 'place')
      .map((glyph) => glyph.word);

  test('the roof of a building is up on a roof, not inside the building', () => {
    expect(plan('A goat naps on the roof of the barn').backdrop).toBe('rooftop');
    expect(plan('A cat sleeps on the roof of the car').backdrop).toBe('rooftop');
    expect(plan('A goat naps in the barn').setting).toBe('interior');
  });

  test('place heads the table lacked reach a place of their kind', () => {
    expect(plan('A boy waits at the cab rank').setting).toBe('city');
    expect(dressing('A boy waits at the cab rank')).toContain('taxi');
    expect(plan('A man waits in the casino').setting).toBe('interior');
    expect(dressing('A man waits in the casino')).toContain('slot machine');
    expect(plan('A girl hides in the thicket').setting).toBe('forest');
    expect(plan('A family sleeps in the night shelter').setting).toBe('interior');
    expect(plan('A boy runs up the staircase').setting).toBe('interior');
    expect(plan('A tourist walks along the estuary').backdrop).toBe('lake');
    expect(dressing('A spy waits in the embassy')).toContain('world map');
    expect(plan('A drummer naps in the orchestra pit').setting).toBe('hall');
  });

  test('a compound place draws the thing it is named for, never a material', () => {
    expect(dressing('A farmer rests in the goat shed')).toContain('goat');
    expect(plan('A man naps in the tractor shed').glyphs.some((glyph) => glyph.word === 'tractor')).toBe(true);
    expect(dressing('A man jogs along the brick lane')).not.toContain('brick');
    const things = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.word);
    expect(things('A boy slides across the ice pond')).not.toContain('ice');
    expect(things('A man puts ice in his glass at the bar')).toContain('ice');
    // A place named by a place is its head: "the forest path" is a path.
    expect(plan('A woman walks down the forest path').backdrop).toBe('path');
  });
});
