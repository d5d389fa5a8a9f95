// The offline provider's vocabulary: who (roles and figure kinds), where (settings), when (time and weather) and how
// (art styles). The writer and the painter read prompts with the same words, so what one writes the other draws.

export type FigureKind = 'person' | 'robot' | 'cat' | 'dog' | 'dragon' | 'ghost' | 'bird' | 'horse' | 'fish' | 'whale' | 'octopus';
export type Outfit =
  | 'casual'
  | 'knight'
  | 'wizard'
  | 'astronaut'
  | 'pirate'
  | 'sailor'
  | 'detective'
  | 'chef'
  | 'scientist'
  | 'royal'
  | 'explorer'
  | 'alien'
  | 'ninja';
export type Gender = 'f' | 'm' | 'x';

export interface Role {
  kind: FigureKind;
  outfit: Outfit;
  gender: Gender;
  age?: 'child' | 'old';
  /** Names invented for an unnamed character of this role. */
  names: readonly string[];
  /** A short noun for titles ("robot", "lighthouse keeper"). */
  noun: string;
}

const F = ['Mira', 'Elena', 'Ivy', 'Nadia', 'Rosa', 'Juno', 'Tess', 'Hana', 'Clara', 'Maya', 'Zara', 'Wren', 'Ada', 'Lena'];
const M = ['Theo', 'Marco', 'Finn', 'Jonah', 'Ravi', 'Leo', 'Oskar', 'Tomas', 'Kai', 'Elias', 'Milo', 'Arlo', 'Dev', 'Hugo'];
const X = ['Sky', 'Robin', 'Quinn', 'Ash', 'Rowan', 'Sage', 'Remy', 'Ellis', 'Jordan', 'Sasha'];
const ANY = [...F.slice(0, 7), ...M.slice(0, 7), ...X.slice(0, 4)];

const role = (kind: FigureKind, outfit: Outfit, gender: Gender, names: readonly string[], noun: string, age?: Role['age']): Role => ({
  kind,
  outfit,
  gender,
  names,
  noun,
  ...(age ? { age } : {}),
});

/** Role nouns (singular) that make a character of a prompt. */
export const ROLES: Record<string, Role> = {
  robot: role('robot', 'casual', 'x', ['Bolt', 'Cog', 'Sprocket', 'Rivet', 'Gizmo', 'Pixel', 'Servo', 'Tinker'], 'robot'),
  android: role('robot', 'casual', 'x', ['Unit Seven', 'Aria-9', 'Kestrel', 'Vector'], 'android'),
  droid: role('robot', 'casual', 'x', ['Bolt', 'Beeper', 'Z-4', 'Clank'], 'droid'),
  cyborg: role('robot', 'casual', 'x', ['Kade', 'Ryn', 'Nyx'], 'cyborg'),
  mech: role('robot', 'casual', 'x', ['Titan', 'Goliath', 'Atlas'], 'mech'),
  cat: role('cat', 'casual', 'x', ['Whiskers', 'Mochi', 'Pepper', 'Luna', 'Tofu', 'Saffron', 'Shadow', 'Marmalade'], 'cat'),
  kitten: role('cat', 'casual', 'x', ['Button', 'Pip', 'Mochi', 'Sprout'], 'kitten'),
  dog: role('dog', 'casual', 'x', ['Rufus', 'Scout', 'Biscuit', 'Barkley', 'Ziggy', 'Juniper', 'Max'], 'dog'),
  puppy: role('dog', 'casual', 'x', ['Nugget', 'Bean', 'Scout'], 'puppy'),
  fox: role('dog', 'casual', 'x', ['Rusty', 'Ember', 'Vixen'], 'fox'),
  wolf: role('dog', 'casual', 'x', ['Grey Fang', 'Howl', 'Storm'], 'wolf'),
  // Animals the painter draws as their nearest kind: every bird as a bird, a shark as a fish, a squid as an octopus.
  bird: role('bird', 'casual', 'x', ['Kiwi', 'Pip', 'Skye', 'Feather'], 'bird'),
  parrot: role('bird', 'casual', 'x', ['Kiwi', 'Captain Polly', 'Mango', 'Rio'], 'parrot'),
  owl: role('bird', 'casual', 'x', ['Hoot', 'Athena', 'Professor Plume'], 'owl'),
  crow: role('bird', 'casual', 'x', ['Corvin', 'Ink', 'Soot'], 'crow'),
  raven: role('bird', 'casual', 'x', ['Corvin', 'Nevermore', 'Soot'], 'raven'),
  eagle: role('bird', 'casual', 'x', ['Talon', 'Aquila'], 'eagle'),
  seagull: role('bird', 'casual', 'x', ['Gully', 'Squawk'], 'seagull'),
  gull: role('bird', 'casual', 'x', ['Gully', 'Squawk'], 'gull'),
  hawk: role('bird', 'casual', 'x', ['Talon', 'Swift'], 'hawk'),
  penguin: role('bird', 'casual', 'x', ['Waddles', 'Pingu'], 'penguin'),
  horse: role('horse', 'casual', 'x', ['Thunder', 'Clover', 'Bramble', 'Comet'], 'horse'),
  pony: role('horse', 'casual', 'x', ['Buttercup', 'Pebble'], 'pony'),
  unicorn: role('horse', 'casual', 'x', ['Starlight', 'Moonbeam'], 'unicorn'),
  stallion: role('horse', 'casual', 'x', ['Thunder', 'Midnight'], 'stallion'),
  mare: role('horse', 'casual', 'x', ['Clover', 'Willow'], 'mare'),
  donkey: role('horse', 'casual', 'x', ['Jasper', 'Pedro'], 'donkey'),
  fish: role('fish', 'casual', 'x', ['Bubbles', 'Finn', 'Goldie'], 'fish'),
  goldfish: role('fish', 'casual', 'x', ['Goldie', 'Bubbles'], 'goldfish'),
  shark: role('fish', 'casual', 'x', ['Jaws', 'Razor'], 'shark'),
  dolphin: role('whale', 'casual', 'x', ['Splash', 'Echo'], 'dolphin'),
  whale: role('whale', 'casual', 'x', ['Moby', 'Big Blue', 'Old Barnacle'], 'whale'),
  octopus: role('octopus', 'casual', 'x', ['Inky', 'Octavia', 'Kraken'], 'octopus'),
  squid: role('octopus', 'casual', 'x', ['Squiggles', 'Calamari'], 'squid'),
  kraken: role('octopus', 'casual', 'x', ['the Kraken'], 'kraken'),
  lion: role('cat', 'casual', 'x', ['Leo', 'Simba'], 'lion'),
  tiger: role('cat', 'casual', 'x', ['Stripes', 'Raja'], 'tiger'),
  bear: role('dog', 'casual', 'x', ['Bruno', 'Honey'], 'bear'),
  rabbit: role('cat', 'casual', 'x', ['Clover', 'Thumper'], 'rabbit'),
  mouse: role('cat', 'casual', 'x', ['Pip', 'Whisker'], 'mouse'),
  deer: role('horse', 'casual', 'x', ['Bramble', 'Fawn'], 'deer'),
  cow: role('horse', 'casual', 'x', ['Daisy', 'Buttercup'], 'cow'),
  goat: role('horse', 'casual', 'x', ['Billy', 'Nanny'], 'goat'),
  squirrel: role('cat', 'casual', 'x', ['Nutkin', 'Hazel'], 'squirrel'),
  hamster: role('cat', 'casual', 'x', ['Peanut', 'Nibbles'], 'hamster'),
  frog: role('cat', 'casual', 'x', ['Ribbit', 'Lily'], 'frog'),
  turtle: role('fish', 'casual', 'x', ['Shelly', 'Sage'], 'turtle'),
  crab: role('octopus', 'casual', 'x', ['Pinch', 'Clawdia'], 'crab'),
  jellyfish: role('octopus', 'casual', 'x', ['Wobble', 'Glimmer'], 'jellyfish'),
  butterfly: role('bird', 'casual', 'x', ['Flutter', 'Iris'], 'butterfly'),
  bat: role('bird', 'casual', 'x', ['Echo', 'Nox'], 'bat'),
  dinosaur: role('dragon', 'casual', 'x', ['Rex', 'Stompy'], 'dinosaur'),
  monster: role('dragon', 'casual', 'x', ['Grumble', 'Gnash'], 'monster'),
  serpent: role('dragon', 'casual', 'x', ['Sssylvia', 'Coil'], 'serpent'),
  skeleton: role('ghost', 'casual', 'x', ['Rattles', 'Bones'], 'skeleton'),
  dragon: role('dragon', 'casual', 'x', ['Emberwing', 'Scorch', 'Vesper', 'Ashfang', 'Cinder', 'Thornscale'], 'dragon'),
  wyvern: role('dragon', 'casual', 'x', ['Skarn', 'Vesper'], 'wyvern'),
  ghost: role('ghost', 'casual', 'x', ['Wisp', 'Silas', 'Agnes', 'Whisper', 'Old Hollis'], 'ghost'),
  spirit: role('ghost', 'casual', 'x', ['Wisp', 'Lumen', 'Agnes'], 'spirit'),
  phantom: role('ghost', 'casual', 'x', ['the Grey Lady', 'Silas'], 'phantom'),
  knight: role('person', 'knight', 'x', ['Sir Aldric', 'Dame Elowen', 'Sir Brannock', 'Dame Isolde', 'Sir Cedric', 'Dame Maren'], 'knight'),
  paladin: role('person', 'knight', 'x', ['Sir Roland', 'Dame Sera'], 'paladin'),
  squire: role('person', 'knight', 'x', ['Pip', 'Tam', 'Edda'], 'squire', 'child'),
  warrior: role('person', 'knight', 'x', ['Brenna', 'Torvald', 'Kaia'], 'warrior'),
  soldier: role('person', 'knight', 'x', ['Sergeant Hale', 'Corporal Reyes'], 'soldier'),
  guard: role('person', 'knight', 'x', ['Gareth', 'Ilsa'], 'guard'),
  wizard: role('person', 'wizard', 'm', ['Merrow', 'Alabaster', 'Ignatius', 'Quillon', 'Balthus'], 'wizard'),
  witch: role('person', 'wizard', 'f', ['Zephyrine', 'Morwen', 'Thessaly', 'Hazel'], 'witch'),
  mage: role('person', 'wizard', 'x', ['Quillon', 'Saffi', 'Orrin'], 'mage'),
  sorcerer: role('person', 'wizard', 'm', ['Malachar', 'Ignatius'], 'sorcerer'),
  sorceress: role('person', 'wizard', 'f', ['Zephyrine', 'Isadora'], 'sorceress'),
  astronaut: role('person', 'astronaut', 'x', ['Nova Reyes', 'Ines Navarro', 'Sol Okafor', 'Kira Voss', 'Commander Vale'], 'astronaut'),
  cosmonaut: role('person', 'astronaut', 'x', ['Yuri Belov', 'Anya Sorokina'], 'cosmonaut'),
  pilot: role('person', 'explorer', 'x', ['Ace Mercer', 'Skye Dalton', 'Rook Tanaka'], 'pilot'),
  pirate: role('person', 'pirate', 'x', ['Captain Rook', 'One-Eyed Mags', 'Salty Pete', 'Bess Harrow'], 'pirate'),
  captain: role('person', 'sailor', 'x', ['Captain Harrow', 'Captain Ilse Mar', 'Captain Brine'], 'captain'),
  sailor: role('person', 'sailor', 'x', ['Jory', 'Nell', 'Barnaby'], 'sailor'),
  fisherman: role('person', 'sailor', 'm', ['Old Tobias', 'Angus', 'Silas Reed'], 'fisherman', 'old'),
  fisherwoman: role('person', 'sailor', 'f', ['Morag', 'Nell'], 'fisherwoman'),
  keeper: role('person', 'sailor', 'x', ['Mira', 'Elias', 'Agatha'], 'keeper'),
  detective: role('person', 'detective', 'x', ['Detective Sloane', 'Inspector Vance', 'Ruby Blake'], 'detective'),
  inspector: role('person', 'detective', 'x', ['Inspector Vance', 'Inspector Moreau'], 'inspector'),
  spy: role('person', 'detective', 'x', ['Agent Nine', 'Vera Kross'], 'spy'),
  thief: role('person', 'ninja', 'x', ['Quick Jax', 'Magpie', 'Lark'], 'thief'),
  ninja: role('person', 'ninja', 'x', ['Kage', 'Hayate', 'Suzu'], 'ninja'),
  samurai: role('person', 'ninja', 'm', ['Takeshi', 'Ren'], 'samurai'),
  chef: role('person', 'chef', 'x', ['Chef Basil', 'Marguerite', 'Luigi'], 'chef'),
  cook: role('person', 'chef', 'x', ['Greta', 'Bruno'], 'cook'),
  baker: role('person', 'chef', 'x', ['Poppy', 'Anselm'], 'baker'),
  scientist: role('person', 'scientist', 'x', ['Dr. Hale', 'Professor Okoye', 'Dr. Ines Carver'], 'scientist'),
  professor: role('person', 'scientist', 'x', ['Professor Quill', 'Professor Okoye'], 'professor', 'old'),
  doctor: role('person', 'scientist', 'x', ['Dr. Hale', 'Dr. Amara Osei'], 'doctor'),
  inventor: role('person', 'scientist', 'x', ['Tilda Sprocket', 'Edison Gale'], 'inventor'),
  king: role('person', 'royal', 'm', ['King Osric', 'King Aurel'], 'king', 'old'),
  queen: role('person', 'royal', 'f', ['Queen Amara', 'Queen Isolde'], 'queen'),
  prince: role('person', 'royal', 'm', ['Prince Alaric', 'Prince Tarin'], 'prince'),
  princess: role('person', 'royal', 'f', ['Princess Liora', 'Princess Wren'], 'princess'),
  explorer: role('person', 'explorer', 'x', ['Indira Cole', 'Rafe Holloway', 'Juno Marsh'], 'explorer'),
  adventurer: role('person', 'explorer', 'x', ['Rafe Holloway', 'Kit Avery'], 'adventurer'),
  traveller: role('person', 'explorer', 'x', ['Wren', 'Tomas', 'Isla'], 'traveller'),
  traveler: role('person', 'explorer', 'x', ['Wren', 'Tomas', 'Isla'], 'traveler'),
  wanderer: role('person', 'explorer', 'x', ['Ash', 'Rowan'], 'wanderer'),
  hunter: role('person', 'explorer', 'x', ['Brom', 'Kestrel'], 'hunter'),
  ranger: role('person', 'explorer', 'x', ['Sable', 'Fenn'], 'ranger'),
  archer: role('person', 'explorer', 'x', ['Lyra', 'Fenn'], 'archer'),
  farmer: role('person', 'casual', 'x', ['Hattie', 'Amos'], 'farmer'),
  merchant: role('person', 'casual', 'x', ['Ozzie Pell', 'Marta'], 'merchant'),
  musician: role('person', 'casual', 'x', ['Jazz', 'Lio'], 'musician'),
  bard: role('person', 'casual', 'x', ['Fennick', 'Rhiannon'], 'bard'),
  student: role('person', 'casual', 'x', ['Maya', 'Ravi', 'Zoe'], 'student'),
  teacher: role('person', 'casual', 'x', ['Ms. Ortiz', 'Mr. Abbott'], 'teacher'),
  monk: role('person', 'wizard', 'm', ['Brother Anselm', 'Tenzin'], 'monk'),
  alien: role('person', 'alien', 'x', ['Zib', 'Quorra', 'Xel', 'Blip'], 'alien'),
  vampire: role('person', 'royal', 'x', ['Count Vesper', 'Lady Nocturne'], 'vampire'),
  elf: role('person', 'explorer', 'x', ['Elowyn', 'Thalion'], 'elf'),
  dwarf: role('person', 'knight', 'x', ['Borin', 'Hilda Stonefist'], 'dwarf'),
  fairy: role('person', 'wizard', 'f', ['Bramble', 'Dew'], 'fairy', 'child'),
  mermaid: role('person', 'royal', 'f', ['Marina', 'Coral'], 'mermaid'),
  stranger: role('person', 'detective', 'x', ['the Stranger', 'Vale'], 'stranger'),
  hero: role('person', 'explorer', 'x', ANY, 'hero'),
  heroine: role('person', 'explorer', 'f', F, 'heroine'),
  friend: role('person', 'casual', 'x', ANY, 'friend'),
  girl: role('person', 'casual', 'f', ['Tilly', 'Lulu', 'Poppy', 'Nia', 'Rosie'], 'girl', 'child'),
  boy: role('person', 'casual', 'm', ['Benji', 'Pip', 'Sami', 'Otto', 'Leo'], 'boy', 'child'),
  child: role('person', 'casual', 'x', ['Pip', 'Tilly', 'Benji', 'Lulu'], 'child', 'child'),
  kid: role('person', 'casual', 'x', ['Pip', 'Tilly', 'Benji', 'Lulu'], 'kid', 'child'),
  woman: role('person', 'casual', 'f', F, 'woman'),
  lady: role('person', 'royal', 'f', ['Lady Ashford', 'Lady Vell'], 'lady'),
  man: role('person', 'casual', 'm', M, 'man'),
  grandmother: role('person', 'casual', 'f', ['Grandma Rose', 'Nana Ines'], 'grandmother', 'old'),
  grandma: role('person', 'casual', 'f', ['Grandma Rose', 'Nana Ines'], 'grandma', 'old'),
  grandfather: role('person', 'casual', 'm', ['Grandpa Eli', 'Old Tobias'], 'grandfather', 'old'),
  grandpa: role('person', 'casual', 'm', ['Grandpa Eli', 'Old Tobias'], 'grandpa', 'old'),
};

const IRREGULAR_PLURALS: Record<string, string> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  people: 'friend',
  wolves: 'wolf',
  elves: 'elf',
  dwarves: 'dwarf',
  thieves: 'thief',
  witches: 'witch',
  foxes: 'fox',
  kids: 'kid',
  friends: 'friend',
  fairies: 'fairy',
  puppies: 'puppy',
  sorceresses: 'sorceress',
  princesses: 'princess',
  fishermen: 'fisherman',
  fishes: 'fish',
  octopuses: 'octopus',
  octopi: 'octopus',
  ponies: 'pony',
  mice: 'mouse',
};

/** The role of a word (singular or plural), if it names one. */
export function roleOf(word: string): { key: string; plural: boolean } | null {
  const lower = word.toLowerCase();
  if (ROLES[lower]) return { key: lower, plural: false };
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return { key: irregular, plural: true };
  if (lower.endsWith('s') && ROLES[lower.slice(0, -1)]) return { key: lower.slice(0, -1), plural: true };
  return null;
}

export type Setting =
  | 'city'
  | 'forest'
  | 'meadow'
  | 'sea'
  | 'beach'
  | 'ship'
  | 'lighthouse'
  | 'space'
  | 'planet'
  | 'castle'
  | 'hall'
  | 'desert'
  | 'mountains'
  | 'cave'
  | 'kitchen'
  | 'library'
  | 'lab'
  | 'tavern'
  | 'room';

/** Place nouns and the setting they are drawn as. Two-word places are matched before one-word ones. */
export const PLACES: Record<string, Setting> = {
  'space station': 'space',
  'throne room': 'hall',
  'great hall': 'hall',
  'living room': 'room',
  'train station': 'city',
  city: 'city',
  town: 'city',
  street: 'city',
  streets: 'city',
  alley: 'city',
  alleyway: 'city',
  downtown: 'city',
  metropolis: 'city',
  avenue: 'city',
  'rooftop garden': 'city',
  'sunken city': 'sea',
  'roof garden': 'city',
  rooftop: 'city',
  rooftops: 'city',
  skyscraper: 'city',
  village: 'city',
  market: 'city',
  marketplace: 'city',
  square: 'city',
  plaza: 'city',
  forest: 'forest',
  woods: 'forest',
  wood: 'forest',
  woodland: 'forest',
  jungle: 'forest',
  grove: 'forest',
  glade: 'forest',
  park: 'forest',
  garden: 'forest',
  orchard: 'forest',
  swamp: 'forest',
  meadow: 'meadow',
  field: 'meadow',
  fields: 'meadow',
  hill: 'meadow',
  hills: 'meadow',
  farm: 'meadow',
  countryside: 'meadow',
  valley: 'meadow',
  prairie: 'meadow',
  graveyard: 'meadow',
  cemetery: 'meadow',
  ocean: 'sea',
  sea: 'sea',
  bay: 'sea',
  harbor: 'sea',
  harbour: 'sea',
  port: 'sea',
  docks: 'sea',
  dock: 'sea',
  pier: 'sea',
  lake: 'sea',
  river: 'sea',
  coast: 'beach',
  shore: 'beach',
  beach: 'beach',
  island: 'beach',
  lagoon: 'beach',
  ship: 'ship',
  boat: 'ship',
  deck: 'ship',
  galleon: 'ship',
  lighthouse: 'lighthouse',
  cliff: 'lighthouse',
  cliffs: 'lighthouse',
  space: 'space',
  station: 'space',
  spaceship: 'space',
  starship: 'space',
  spacecraft: 'space',
  orbit: 'space',
  galaxy: 'space',
  nebula: 'space',
  asteroid: 'planet',
  planet: 'planet',
  crater: 'planet',
  mars: 'planet',
  castle: 'castle',
  fortress: 'castle',
  citadel: 'castle',
  palace: 'castle',
  kingdom: 'castle',
  hall: 'hall',
  ballroom: 'hall',
  dungeon: 'hall',
  temple: 'hall',
  cathedral: 'hall',
  church: 'hall',
  museum: 'hall',
  desert: 'desert',
  dunes: 'desert',
  oasis: 'desert',
  canyon: 'desert',
  wasteland: 'desert',
  ruins: 'desert',
  pyramid: 'desert',
  mountain: 'mountains',
  mountains: 'mountains',
  peak: 'mountains',
  summit: 'mountains',
  glacier: 'mountains',
  ridge: 'mountains',
  tundra: 'mountains',
  cave: 'cave',
  cavern: 'cave',
  mine: 'cave',
  tunnel: 'cave',
  grotto: 'cave',
  kitchen: 'kitchen',
  bakery: 'kitchen',
  diner: 'kitchen',
  cafe: 'kitchen',
  café: 'kitchen',
  restaurant: 'kitchen',
  library: 'library',
  study: 'library',
  bookshop: 'library',
  bookstore: 'library',
  archive: 'library',
  classroom: 'library',
  school: 'library',
  lab: 'lab',
  laboratory: 'lab',
  workshop: 'lab',
  observatory: 'lab',
  hospital: 'lab',
  tavern: 'tavern',
  inn: 'tavern',
  pub: 'tavern',
  bar: 'tavern',
  saloon: 'tavern',
  room: 'room',
  house: 'room',
  home: 'room',
  apartment: 'room',
  bedroom: 'room',
  attic: 'room',
  basement: 'room',
  office: 'room',
  cabin: 'room',
  cottage: 'room',
  hut: 'room',
};

/** Words that name a setting without being a place noun ("neon", "waves"), used by the painter as hints. */
export const SETTING_HINTS: Record<string, Setting> = {
  neon: 'city',
  buildings: 'city',
  traffic: 'city',
  trees: 'forest',
  picnic: 'forest',
  campfire: 'forest',
  waves: 'sea',
  raft: 'sea',
  shark: 'sea',
  sharks: 'sea',
  whale: 'sea',
  dolphin: 'sea',
  octopus: 'sea',
  squid: 'sea',
  mermaid: 'sea',
  submarine: 'sea',
  canoe: 'sea',
  stars: 'space',
  spaceship: 'space',
  rocket: 'space',
  sand: 'desert',
  snowy: 'mountains',
  throne: 'hall',
  books: 'library',
  bookshelves: 'library',
  potion: 'lab',
  potions: 'lab',
  ale: 'tavern',
  sword: 'castle',
};

/** Proper place names the writer knows. */
export const PROPER_PLACES: Record<string, Setting> = {
  mars: 'planet',
  venus: 'planet',
  jupiter: 'space',
  saturn: 'space',
  atlantis: 'sea',
  camelot: 'castle',
  sahara: 'desert',
  paris: 'city',
  london: 'city',
  tokyo: 'city',
  venice: 'city',
  egypt: 'desert',
  everest: 'mountains',
};

export type TimeOfDay = 'day' | 'sunset' | 'dawn' | 'night';
export type Weather = 'clear' | 'rain' | 'snow' | 'fog' | 'storm';

export const TIME_WORDS: Record<string, TimeOfDay> = {
  night: 'night',
  midnight: 'night',
  nighttime: 'night',
  moonlit: 'night',
  moonlight: 'night',
  moon: 'night',
  dark: 'night',
  darkness: 'night',
  starry: 'night',
  neon: 'night',
  sunset: 'sunset',
  dusk: 'sunset',
  twilight: 'sunset',
  evening: 'sunset',
  'golden hour': 'sunset',
  dawn: 'dawn',
  sunrise: 'dawn',
  daybreak: 'dawn',
  morning: 'dawn',
  sunny: 'day',
  noon: 'day',
  midday: 'day',
  afternoon: 'day',
  daylight: 'day',
  sunlit: 'day',
};

export const WEATHER_WORDS: Record<string, Weather> = {
  storm: 'storm',
  stormy: 'storm',
  thunder: 'storm',
  thunderstorm: 'storm',
  lightning: 'storm',
  tempest: 'storm',
  hurricane: 'storm',
  rain: 'rain',
  rainy: 'rain',
  raining: 'rain',
  drizzle: 'rain',
  downpour: 'rain',
  snow: 'snow',
  snowy: 'snow',
  snowing: 'snow',
  blizzard: 'snow',
  winter: 'snow',
  frozen: 'snow',
  fog: 'fog',
  foggy: 'fog',
  mist: 'fog',
  misty: 'fog',
  haze: 'fog',
  hazy: 'fog',
};

/** Words before a name that belong to it ("Captain Rook", "Dr. Hale"). */
export const HONORIFICS = new Set([
  'captain', 'sir', 'dame', 'lady', 'lord', 'doctor', 'dr', 'professor', 'prof', 'king', 'queen', 'prince', 'princess',
  'detective', 'inspector', 'agent', 'officer', 'uncle', 'aunt', 'mr', 'mrs', 'ms', 'miss', 'madame', 'master', 'old',
  'little', 'grandma', 'grandpa', 'commander', 'sergeant', 'general', 'count', 'countess', 'brother', 'sister', 'chef',
]);

/** What an honorific says about its bearer. */
export const HONORIFIC_ROLES: Record<string, string> = {
  captain: 'captain',
  sir: 'knight',
  dame: 'knight',
  doctor: 'doctor',
  dr: 'doctor',
  professor: 'professor',
  prof: 'professor',
  king: 'king',
  queen: 'queen',
  prince: 'prince',
  princess: 'princess',
  detective: 'detective',
  inspector: 'inspector',
  agent: 'spy',
  commander: 'astronaut',
  sergeant: 'soldier',
  general: 'soldier',
  count: 'vampire',
  brother: 'monk',
  chef: 'chef',
  grandma: 'grandma',
  grandpa: 'grandpa',
  lady: 'lady',
};

/** Capitalised words that are not names when they open a sentence (or anywhere). */
export const COMMON_WORDS = new Set(
  `a an the this that these those there then when while after before as at in on of off to into onto from by with without
  for and or but so yet if once until meanwhile suddenly later soon finally eventually now today tonight tomorrow yesterday
  he she they we i you it his her their our my your its him them us me who what where why how which one two three four five
  some all every each both another other any no not never always again also just only still even here scene panel chapter
  part story ep episode is are was were be been being has have had do does did will would can could shall should may might must
  let lets let's look listen see watch meet find go come run walk deep far high up down out over under across through inside
  outside above below behind beside near between among around along toward towards upon within amid everyone someone nobody
  something nothing everything somewhere nowhere everywhere back home new old young big small little great long short first last
  next many few more most much very too quite really oh ah hey wow yes okay well day night morning evening afternoon dawn dusk
  sunset sunrise storm rain snow fog winter summer spring autumn fall monday tuesday wednesday thursday friday saturday sunday
  january february march april june july august september october november december christmas halloween ok
  medium wide close shot shots establishing dramatic dynamic full extreme angle low-angle over-the-shoulder reaction portrait
  characters character setting settings style art moody clear vivid warm golden classic comic
  happy merry dear hello goodbye thanks thank welcome good same together alone instead perhaps maybe somehow afterwards
  again tonight elsewhere nearby above everybody anybody somebody`.split(/\s+/),
);

/** Sky bodies: the setting or the scenery, never characters ("on the Moon… Earth hangs in the sky"). */
export const CELESTIAL = new Set(
  'sun moon earth mars venus mercury jupiter saturn uranus neptune pluto star stars sky skies galaxy comet planet planets universe cosmos heavens milky way'.split(' '),
);

/** Things that a capitalised name can be ("the Golden Compass") and that are never characters or places. */
export const OBJECT_WORDS = new Set(
  `compass amulet sword crown ring book map key orb stone crystal lamp lantern mirror clock watch scroll chalice shield staff wand gem
  jewel pearl coin medallion locket statue machine engine device artifact artefact relic idol hammer bow harp flute violin guitar
  piano telescope lens globe candle bell drum horn cup grail dagger blade spear axe potion elixir box chest letter diary journal
  tome codex tiara necklace bracelet`.split(/\s+/),
);

export type ArtStyle = 'comic' | 'manga' | 'watercolor' | 'noir' | 'animated' | 'photo';

/** The art style preset a style prompt describes (Classic Comic when none is recognised). */
export function artStyleOf(prompt: string): ArtStyle {
  const text = prompt.toLowerCase();
  if (/\bmanga\b|\banime\b|screentone|shonen|shoujo|shojo/.test(text)) return 'manga';
  if (/water\s?colou?r|gouache|aquarelle|\bwash(es)?\b/.test(text)) return 'watercolor';
  if (/\bnoir\b|black and white film|hard-boiled|chiaroscuro/.test(text)) return 'noir';
  if (/photo\s?realistic|photograph|realistic|cinematic photo|\bdslr\b|hyperreal|\b35\s?mm\b/.test(text)) return 'photo';
  if (/animated|animation|pixar|cartoon|disney|\b3d\b|claymation|cel[- ]shaded/.test(text)) return 'animated';
  return 'comic';
}

/** A short phrase naming each art style for image prompts. */
export const ART_STYLE_WORDS: Record<ArtStyle, string> = {
  comic: 'classic comic book art, bold ink outlines, flat colours, halftone shading',
  manga: 'manga style, black and white ink, screentones, speed lines',
  watercolor: 'watercolor illustration, soft washes, textured paper',
  noir: 'film noir, stark black and white, hard shadows',
  animated: 'animated film style, bright saturated colours, rounded shapes',
  photo: 'photorealistic, natural light, soft shadows, shallow depth of field',
};
