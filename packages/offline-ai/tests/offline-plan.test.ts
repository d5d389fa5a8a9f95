// The offline painter's plan over a table of prompts (animals, props, vehicles, weather, actions, looks): every named
// subject, prop, setting and time is in the plan, and a regenerated picture gets another composition.
import { describe, expect, test } from 'vitest';
import { paintRequest } from '../src/image';
import { planPicture } from '../src/picture-plan';
import type { ImageRequest } from '../../../worker/ai/types';

interface Row {
  prompt: string;
  /** Story characters the panel shows (the engine's hints). */
  cast?: string[];
  /** Each subject: its species or kind ('parrot', 'octopus', 'person'), optionally with its name, pose or target. */
  subjects: { is: string; name?: string; pose?: string; target?: string; holds?: string }[];
  props?: string[];
  vehicles?: string[];
  setting?: string;
  time?: string;
  weather?: string;
  /** Look details: [subject name, field, value]. */
  looks?: [string, 'top' | 'hair' | 'headwear' | 'glasses' | 'beard' | 'headwearColour' | 'accent', string | boolean][];
}

const ROWS: Row[] = [
  // Animals, with colours from their description.
  {
    prompt: 'a small green parrot with a bright red beak',
    subjects: [{ is: 'parrot' }],
    looks: [
      ['*', 'top', 'green'],
      ['*', 'accent', 'red'],
    ],
  },
  {
    prompt: 'a green parrot flying over a stormy sea at night',
    subjects: [{ is: 'parrot', pose: 'fly' }],
    setting: 'sea',
    time: 'night',
    weather: 'storm',
    looks: [['*', 'top', 'green']],
  },
  {
    prompt: 'a giant purple octopus grabs Mara by the ankle on the beach',
    subjects: [
      { is: 'octopus', pose: 'grab', target: 'Mara' },
      { is: 'person', name: 'Mara' },
    ],
    setting: 'beach',
    looks: [['*', 'top', 'purple']],
  },
  {
    prompt: 'a white owl watches from an oak branch in the moonlit forest',
    subjects: [{ is: 'owl' }],
    setting: 'forest',
    time: 'night',
    looks: [['*', 'top', 'white']],
  },
  {
    prompt: 'a black crow lands on the castle wall at dawn',
    subjects: [{ is: 'crow' }],
    setting: 'castle',
    time: 'dawn',
    looks: [['*', 'top', 'black']],
  },
  {
    prompt: 'a brown horse gallops across the desert at sunset',
    subjects: [{ is: 'horse', pose: 'run' }],
    setting: 'desert',
    time: 'sunset',
    looks: [['*', 'top', 'brown']],
  },
  {
    prompt: 'a white unicorn runs through a snowy meadow',
    subjects: [{ is: 'unicorn', pose: 'run' }],
    setting: 'meadow',
    weather: 'snow',
  },
  {
    prompt: 'an orange fish swims near the coral reef under the sea',
    subjects: [{ is: 'fish' }],
    setting: 'sea',
    looks: [['*', 'top', 'orange']],
  },
  {
    prompt: 'a huge blue whale rises beside the fishing boat in the fog',
    subjects: [{ is: 'whale' }],
    vehicles: ['boat'],
    weather: 'fog',
    looks: [['*', 'top', 'blue']],
  },
  { prompt: 'a grey shark circles the raft at noon', subjects: [{ is: 'shark' }], vehicles: ['boat'], time: 'day' },
  {
    prompt: 'a ginger cat naps on a windowsill in the kitchen',
    subjects: [{ is: 'cat', pose: 'sleep' }],
    setting: 'kitchen',
    looks: [['*', 'top', 'ginger']],
  },
  {
    prompt: 'a black dog chases a red ball across the park',
    subjects: [{ is: 'dog', pose: 'run' }],
    looks: [['*', 'top', 'black']],
  },
  {
    prompt: 'a silver robot waves hello in the neon city at night',
    subjects: [{ is: 'robot', pose: 'wave' }],
    setting: 'city',
    time: 'night',
    looks: [['*', 'top', 'silver']],
  },
  {
    prompt: 'a red dragon flies over the mountains in the snow',
    subjects: [{ is: 'dragon', pose: 'fly' }],
    setting: 'mountains',
    weather: 'snow',
    looks: [['*', 'top', 'red']],
  },
  {
    prompt: 'a pale ghost drifts through the old library at midnight',
    subjects: [{ is: 'ghost' }],
    setting: 'library',
    time: 'night',
  },
  {
    prompt: 'a tiny crab pinches the toe of a sleeping pirate on the beach',
    subjects: [{ is: 'crab' }, { is: 'person' }],
    setting: 'beach',
  },
  { prompt: 'a penguin slides down an icy hill in the snow', subjects: [{ is: 'penguin' }], weather: 'snow' },
  { prompt: 'an eagle soars above the desert canyon', subjects: [{ is: 'eagle', pose: 'fly' }], setting: 'desert' },
  {
    prompt: 'a dolphin leaps beside the ship at sunset',
    subjects: [{ is: 'dolphin' }],
    vehicles: ['boat'],
    time: 'sunset',
  },
  {
    prompt: 'a sleeping parrot on a treasure chest in a cave',
    subjects: [{ is: 'parrot', pose: 'sit' }],
    props: ['chest'],
    setting: 'cave',
  },
  // Props, held or placed.
  {
    prompt: 'Mara holds a brass lantern in the dark cave',
    subjects: [{ is: 'person', name: 'Mara', holds: 'lantern' }],
    props: ['lantern'],
    setting: 'cave',
    time: 'night',
  },
  {
    prompt: 'Sir Aldric raises his sword in the castle hall',
    subjects: [{ is: 'knight', name: 'Sir Aldric' }],
    props: ['sword'],
    setting: 'hall',
  },
  {
    prompt: 'Tom reads an old map on the ship deck during the storm',
    subjects: [{ is: 'person', name: 'Tom', holds: 'map' }],
    props: ['map'],
    weather: 'storm',
  },
  {
    prompt: 'Ivy opens a dusty book in the library',
    subjects: [{ is: 'person', name: 'Ivy', holds: 'book' }],
    props: ['book'],
    setting: 'library',
  },
  {
    prompt: 'Grandma Rose sips tea from a blue cup in the kitchen',
    subjects: [{ is: 'person', name: 'Grandma Rose' }],
    props: ['cup'],
    setting: 'kitchen',
  },
  {
    prompt: 'Mara finds a glowing pearl on the beach at dawn',
    subjects: [{ is: 'person', name: 'Mara', holds: 'pearl' }],
    props: ['pearl'],
    setting: 'beach',
    time: 'dawn',
  },
  {
    prompt: 'Nadia shelters under a red umbrella in the rain on a city street',
    subjects: [{ is: 'person', name: 'Nadia' }],
    props: ['umbrella'],
    setting: 'city',
    weather: 'rain',
  },
  {
    prompt: 'Leo checks his phone in the busy city at night',
    subjects: [{ is: 'person', name: 'Leo', holds: 'phone' }],
    props: ['phone'],
    setting: 'city',
    time: 'night',
  },
  {
    prompt: 'Finn turns a golden key in the tower door',
    subjects: [{ is: 'person', name: 'Finn', holds: 'key' }],
    props: ['key'],
  },
  {
    prompt: 'Clara reads a letter by the window in her room',
    subjects: [{ is: 'person', name: 'Clara', holds: 'letter' }],
    props: ['letter'],
    setting: 'room',
  },
  {
    prompt: 'Theo carries a burning torch into the cave',
    subjects: [{ is: 'person', name: 'Theo', holds: 'torch' }],
    props: ['torch'],
    setting: 'cave',
  },
  { prompt: 'the queen lifts a golden crown in the throne room', subjects: [{ is: 'queen' }], props: ['crown'] },
  {
    prompt: 'Juno packs her bag in the bedroom before dawn',
    subjects: [{ is: 'person', name: 'Juno' }],
    props: ['bag'],
    setting: 'interior',
    time: 'dawn',
  },
  {
    prompt: 'the witch holds a bottle of green potion in her lab',
    subjects: [{ is: 'witch' }],
    props: ['bottle'],
    setting: 'lab',
  },
  {
    prompt: 'Rosa gives Marco a red flower in the meadow at sunset',
    subjects: [
      { is: 'person', name: 'Rosa', holds: 'flower' },
      { is: 'person', name: 'Marco' },
    ],
    props: ['flower'],
    setting: 'meadow',
    time: 'sunset',
  },
  {
    prompt: 'a dagger lies on the tavern table beside a gem',
    subjects: [],
    props: ['sword', 'gem'],
    setting: 'tavern',
  },
  // Vehicles.
  {
    prompt: 'Kai drives a red car through the city in the rain',
    subjects: [{ is: 'person', name: 'Kai' }],
    vehicles: ['car'],
    setting: 'city',
    weather: 'rain',
  },
  {
    prompt: 'Wren rides her bicycle past the train station in the fog',
    subjects: [{ is: 'person', name: 'Wren' }],
    vehicles: ['bicycle'],
    setting: 'city',
    weather: 'fog',
  },
  {
    prompt: 'the old train crosses the mountains at sunset',
    subjects: [],
    vehicles: ['train'],
    setting: 'mountains',
    time: 'sunset',
  },
  {
    prompt: 'a silver rocket launches from the desert at night',
    subjects: [],
    vehicles: ['rocket'],
    setting: 'desert',
    time: 'night',
  },
  {
    prompt: 'Hugo waves from a hot air balloon above the meadow',
    subjects: [{ is: 'person', name: 'Hugo', pose: 'wave' }],
    vehicles: ['balloon'],
    setting: 'meadow',
  },
  {
    prompt: 'Captain Brine steers his ship through the stormy sea',
    subjects: [{ is: 'person', name: 'Captain Brine' }],
    vehicles: ['boat'],
    setting: 'ship',
    weather: 'storm',
  },
  {
    prompt: 'Zara and her robot board the spaceship on Mars',
    subjects: [{ is: 'person', name: 'Zara' }, { is: 'robot' }],
    vehicles: ['rocket'],
    setting: 'planet',
  },
  // Weather and time.
  {
    prompt: 'Ada walks home through the snow at night',
    subjects: [{ is: 'person', name: 'Ada', pose: 'walk' }],
    time: 'night',
    weather: 'snow',
  },
  {
    prompt: 'Milo waits at the lighthouse as lightning splits the sky',
    subjects: [{ is: 'person', name: 'Milo' }],
    setting: 'lighthouse',
    weather: 'storm',
  },
  {
    prompt: 'Elena stands on the foggy pier at dawn',
    subjects: [{ is: 'person', name: 'Elena', pose: 'stand' }],
    time: 'dawn',
    weather: 'fog',
  },
  {
    prompt: 'Oskar sits by the campfire in the forest at sunset',
    subjects: [{ is: 'person', name: 'Oskar', pose: 'sit' }],
    setting: 'forest',
    time: 'sunset',
  },
  {
    prompt: 'a sunny day at the beach with Luca and his dog',
    subjects: [{ is: 'person', name: 'Luca' }, { is: 'dog' }],
    setting: 'beach',
    time: 'day',
  },
  {
    prompt: 'Hana runs through the pouring rain in the city',
    subjects: [{ is: 'person', name: 'Hana', pose: 'run' }],
    setting: 'city',
    weather: 'rain',
  },
  // Actions between subjects.
  {
    prompt: 'Tom hugs his golden dog Biscuit in the snow',
    subjects: [
      { is: 'person', name: 'Tom', pose: 'hug', target: 'Biscuit' },
      { is: 'dog', name: 'Biscuit' },
    ],
    weather: 'snow',
    looks: [['Biscuit', 'top', 'golden']],
  },
  {
    prompt: 'a knight fights a red dragon outside the castle',
    subjects: [{ is: 'knight', pose: 'fight' }, { is: 'dragon' }],
    setting: 'castle',
  },
  {
    prompt: 'Maya points at the comet in the night sky from the hill',
    subjects: [{ is: 'person', name: 'Maya', pose: 'point' }],
    time: 'night',
  },
  {
    prompt: 'Ravi falls from the tree in the forest',
    subjects: [{ is: 'person', name: 'Ravi', pose: 'fall' }],
    setting: 'forest',
  },
  {
    prompt: 'Lena and Theo dance at the tavern',
    subjects: [
      { is: 'person', name: 'Lena', pose: 'cheer' },
      { is: 'person', name: 'Theo' },
    ],
    setting: 'tavern',
  },
  {
    prompt: 'the wizard casts a spell in the castle hall',
    subjects: [{ is: 'wizard', pose: 'cast' }],
    setting: 'hall',
  },
  {
    prompt: 'Zoe chases the thief across the rooftops of the city at night',
    subjects: [{ is: 'person', name: 'Zoe', pose: 'run' }, { is: 'thief' }],
    setting: 'city',
    time: 'night',
  },
  // Looks from the writer's character notes, with the cast given as the engine does.
  {
    prompt:
      'Medium shot: Captain Mara holds a lantern on deck. Characters: Captain Mara (the red-haired pirate with a black tricorn hat and a green coat). Setting: the ship at night.',
    cast: ['Captain Mara'],
    subjects: [{ is: 'pirate', name: 'Captain Mara', holds: 'lantern' }],
    props: ['lantern'],
    time: 'night',
    looks: [
      ['Captain Mara', 'hair', 'red'],
      ['Captain Mara', 'headwear', 'tricorn'],
      ['Captain Mara', 'headwearColour', 'black'],
      ['Captain Mara', 'top', 'green'],
    ],
  },
  {
    prompt:
      'Full shot: Professor Quill studies the stars. Characters: Professor Quill (an old man with round glasses, a white beard and a purple top hat).',
    cast: ['Professor Quill'],
    subjects: [{ is: 'person', name: 'Professor Quill' }],
    looks: [
      ['Professor Quill', 'glasses', true],
      ['Professor Quill', 'beard', true],
      ['Professor Quill', 'headwear', 'tophat'],
      ['Professor Quill', 'headwearColour', 'purple'],
      ['Professor Quill', 'hair', 'white'],
    ],
  },
  {
    prompt:
      'Wide shot: Kiwi perches on the mast. Characters: Kiwi (a small green parrot with a bright red beak). Setting: the harbour at sunset.',
    cast: ['Kiwi'],
    subjects: [{ is: 'parrot', name: 'Kiwi', pose: 'sit' }],
    setting: 'sea',
    time: 'sunset',
    looks: [
      ['Kiwi', 'top', 'green'],
      ['Kiwi', 'accent', 'red'],
    ],
  },
  {
    prompt:
      'Dynamic medium shot: Sir Cedric grabs Nell by the arm. Characters: Sir Cedric (a knight in a blue tabard with a steel helmet); Nell (a young woman with blonde hair in a ponytail and a yellow raincoat and rain hat).',
    cast: ['Sir Cedric', 'Nell'],
    subjects: [
      { is: 'knight', name: 'Sir Cedric', pose: 'grab', target: 'Nell' },
      { is: 'person', name: 'Nell' },
    ],
    looks: [
      ['Sir Cedric', 'headwear', 'helmet'],
      ['Sir Cedric', 'top', 'blue'],
      ['Nell', 'hair', 'blonde'],
      ['Nell', 'headwear', 'rainhat'],
      ['Nell', 'top', 'yellow'],
    ],
  },
  {
    prompt:
      'Close-up: the princess in her crown hides under her hood. Characters: Princess Liora (a princess with a silver crown and a crimson hooded cloak).',
    cast: ['Princess Liora'],
    subjects: [{ is: 'princess', name: 'Princess Liora' }],
    looks: [
      ['Princess Liora', 'headwear', 'crown'],
      ['Princess Liora', 'headwearColour', 'silver'],
    ],
  },
];

const request = (row: Row, seed: string): ImageRequest => ({
  prompt: row.prompt,
  width: 768,
  height: 1024,
  model: 'flux-kontext-pro',
  artStyle: '',
  hints: { seed, ...(row.cast ? { characters: row.cast } : {}) },
});

describe('painter plan', () => {
  test('the table has at least 60 prompts', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
  });

  test.each(ROWS.map((row) => [row.prompt.slice(0, 70), row] as const))('%s', (_label, row) => {
    const plan = planPicture(request(row, 'story:2:3'));
    const shown = plan.subjects.map((subject) => ({
      is: subject.species || subject.kind,
      kind: subject.kind,
      name: subject.name,
      pose: subject.pose,
      target: subject.target,
      holds: subject.holds,
    }));
    for (const wanted of row.subjects) {
      const match = shown.find(
        (subject) =>
          (subject.is === wanted.is || subject.kind === wanted.is) && (!wanted.name || subject.name === wanted.name),
      );
      expect(match, `${wanted.is} ${wanted.name ?? ''} in ${JSON.stringify(shown)}`).toBeTruthy();
      if (wanted.pose) expect(match!.pose, `${wanted.is} pose`).toBe(wanted.pose);
      if (wanted.target) expect(match!.target).toBe(wanted.target);
      if (wanted.holds) expect(match!.holds).toBe(wanted.holds);
    }
    expect(plan.subjects.length).toBeGreaterThanOrEqual(row.subjects.length);
    const props = plan.things.filter((thing) => thing.category === 'prop').map((thing) => thing.kind);
    const vehicles = plan.things.filter((thing) => thing.category === 'vehicle').map((thing) => thing.kind);
    for (const prop of row.props ?? []) expect(props, `prop ${prop}`).toContain(prop);
    for (const vehicle of row.vehicles ?? []) expect(vehicles, `vehicle ${vehicle}`).toContain(vehicle);
    if (row.setting) expect(plan.setting).toBe(row.setting);
    if (row.time) expect(plan.time).toBe(row.time);
    if (row.weather) expect(plan.weather).toBe(row.weather);
    for (const [name, field, value] of row.looks ?? []) {
      const subject = name === '*' ? plan.subjects[0]! : plan.subjects.find((entry) => entry.name === name)!;
      const actual = subject.look[field];
      expect(typeof actual === 'object' && actual ? actual.name : actual, `${name} ${field}`).toBe(value);
    }

    // Regenerate: another camera distance and arrangement, the same subjects, things, place and hour.
    const again = planPicture(request(row, 'story:2:3:1763900000000'));
    expect(again.regenerated).toBe(true);
    expect(again.camera).not.toBe(plan.camera);
    expect(again.mirrored).not.toBe(plan.mirrored);
    expect(again.subjects.map((subject) => subject.name)).toEqual(plan.subjects.map((subject) => subject.name));
    expect(again.subjects.map((subject) => subject.look)).toEqual(plan.subjects.map((subject) => subject.look));
    expect(again.things).toEqual(plan.things);
    expect([again.setting, again.time, again.weather]).toEqual([plan.setting, plan.time, plan.weather]);
  });

  test('the same request paints the same picture; a regeneration paints another', () => {
    const row = ROWS[2]!;
    const first = paintRequest(request(row, 'story:2:3'));
    expect(paintRequest(request(row, 'story:2:3'))).toBe(first);
    expect(paintRequest(request(row, 'story:2:3:1763900000000'))).not.toBe(first);
  });

  test('a prop stays with its owner from panel to panel', () => {
    const notes = 'Characters: Mara (a sailor with a brass lantern); Tom (a young man in a green coat).';
    const panels = [
      'Mara and Tom walk along the pier.',
      'Tom points at the sea while Mara watches.',
      'Close-up: Mara gasps.',
    ].map((text, index) =>
      planPicture({
        prompt: `${text} ${notes}`,
        width: 768,
        height: 1024,
        model: 'flux-kontext-pro',
        artStyle: '',
        hints: { characters: ['Mara', 'Tom'], seed: `s:1:${index + 1}` },
      }),
    );
    for (const plan of panels) {
      expect(plan.subjects.find((subject) => subject.name === 'Mara')!.holds).toBe('lantern');
      expect(plan.subjects.find((subject) => subject.name === 'Tom')!.holds).toBeNull();
    }
  });
});
