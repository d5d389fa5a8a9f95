// The offline painter's gallery (`npm run panels`) and its plan tests: one-line prompts covering actions, two-party
// actions, relations, sizes and counts, and particular places, each with what its picture must show.

export interface GalleryPrompt {
  prompt: string;
  /** Everyone and everything that must be in the picture: a subject's name or species, or a silhouette's word. */
  subjects: string[];
  /** What the subjects do, as poses (in the prompt's order of subjects). */
  actions?: string[];
  props?: string[];
  vehicles?: string[];
  backdrop?: string;
  setting?: string;
  /** [what, relation, to]. */
  relations?: [string, string, string][];
  /** Things given or shared: drawn between two subjects. */
  between?: string[];
  count?: [string, number];
  /** What the subjects climb, sit on, play at or reach up to. */
  supports?: string[];
  crowd?: boolean;
  noPeople?: boolean;
  weather?: string;
}

export const GALLERY: GalleryPrompt[] = [
  // Actions and poses.
  { prompt: 'Kai runs along the beach at sunset', subjects: ['Kai'], actions: ['run'], setting: 'beach' },
  { prompt: 'Lina jumps over a puddle on a city street', subjects: ['Lina'], actions: ['jump'], setting: 'city', supports: ['puddle'] },
  { prompt: 'Theo climbs a rocky slope in the snowy mountains', subjects: ['Theo'], actions: ['climb'], setting: 'mountains', supports: ['cliff'] },
  { prompt: 'Ravi falls from the tree in the forest', subjects: ['Ravi'], actions: ['fall'], setting: 'forest', supports: ['oak'] },
  { prompt: 'Grandpa Joe sits on a park bench feeding pigeons', subjects: ['Grandpa Joe'], actions: ['sit'], backdrop: 'park', supports: ['bench'] },
  { prompt: 'Mia sleeps under a big oak tree in the meadow', subjects: ['Mia'], actions: ['sleep'], setting: 'meadow', supports: ['oak'] },
  { prompt: 'A knight rides a white horse toward the castle', subjects: ['knight', 'horse'], actions: ['ride'], setting: 'castle' },
  { prompt: 'Kai drives a red car through the city in the rain', subjects: ['Kai'], actions: ['drive'], vehicles: ['car'], setting: 'city', weather: 'rain' },
  { prompt: 'Zoe throws a snowball in the snowy village', subjects: ['Zoe'], actions: ['throw'], props: ['snowball'], weather: 'snow', backdrop: 'village' },
  { prompt: 'The queen holds up a golden crown in the throne room', subjects: ['queen'], actions: ['holdup'], props: ['crown'], setting: 'hall' },
  { prompt: 'Detective Sam points at a muddy footprint in the library', subjects: ['Sam'], actions: ['point'], props: ['footprint'], setting: 'library' },
  { prompt: 'Two old friends hug at the train platform', subjects: [], actions: ['hug'], backdrop: 'train platform' },
  { prompt: 'A knight fights a red dragon outside the castle', subjects: ['knight', 'dragon'], actions: ['fight'], setting: 'castle' },
  { prompt: 'Nora swims across the lake at dawn', subjects: ['Nora'], actions: ['swim'], backdrop: 'lake' },
  { prompt: 'A green parrot flies over a stormy sea at night', subjects: ['parrot'], actions: ['fly'], setting: 'sea', weather: 'storm' },
  { prompt: 'Ivy reaches for a book on the top shelf of the library', subjects: ['Ivy'], actions: ['reach'], props: ['book'], setting: 'library', supports: ['shelf'] },
  { prompt: 'Ben carries a heavy box up the stairs', subjects: ['Ben'], actions: ['carry'], props: ['box'], supports: ['stairs'] },
  { prompt: 'The crowd cheers as Ana crosses the finish line', subjects: ['Ana'], actions: ['run'], crowd: true, supports: ['finish'] },
  { prompt: 'A clown juggles three balls on the circus stage', subjects: ['clown'], actions: ['juggle'], backdrop: 'stage' },
  { prompt: 'An old wizard reads a book in the library', subjects: ['wizard'], actions: ['read'], props: ['book'], setting: 'library' },
  { prompt: 'Leo talks on the phone on the rooftop at night', subjects: ['Leo'], actions: ['phone'], props: ['phone'], backdrop: 'rooftop' },
  { prompt: 'Hugo waves from a hot air balloon above the meadow', subjects: ['Hugo'], actions: ['wave'], vehicles: ['balloon'], relations: [['Hugo', 'from', 'balloon']] },
  { prompt: 'Sam climbs a ladder up the castle wall at night', subjects: ['Sam'], actions: ['climb'], setting: 'castle', supports: ['ladder'] },
  { prompt: 'A girl climbs the old oak tree in the garden', subjects: [], actions: ['climb'], backdrop: 'garden', supports: ['tree'] },
  { prompt: 'The astronaut walks across the launch pad toward the rocket', subjects: ['astronaut'], actions: ['walk'], vehicles: ['rocket'], backdrop: 'launch pad' },
  // Two-party actions.
  { prompt: 'Rosa hands Marco a red flower in the garden', subjects: ['Rosa', 'Marco'], actions: ['reach'], props: ['flower'], between: ['flower'], backdrop: 'garden' },
  { prompt: 'Tom hugs his golden dog Biscuit in the snow', subjects: ['Tom', 'dog'], actions: ['hug'], weather: 'snow' },
  { prompt: 'A black dog chases a grey cat across the courtyard', subjects: ['dog', 'cat'], actions: ['run'], backdrop: 'courtyard' },
  { prompt: 'A black cat knocks a lantern off a table in the kitchen', subjects: ['cat'], props: ['lantern'], setting: 'kitchen', supports: ['table'] },
  { prompt: 'A cowboy lassos a runaway horse in the desert town', subjects: ['cowboy', 'horse'], actions: ['throw'], props: ['rope'], between: ['lasso'], backdrop: 'desert town' },
  { prompt: 'Ada plays chess with a silver robot in the park', subjects: ['Ada', 'robot'], actions: ['sit'], between: ['chessboard'], backdrop: 'park', supports: ['table'] },
  { prompt: 'A giant purple octopus grabs Mara by the ankle on the beach', subjects: ['octopus', 'Mara'], actions: ['grab'], setting: 'beach' },
  { prompt: 'Finn gives Old Meg a letter on her doorstep', subjects: ['Finn', 'Meg'], actions: ['reach'], props: ['letter'], between: ['letter'], backdrop: 'doorstep' },
  // Relations, sizes and counts.
  { prompt: 'A green parrot sits on the sailor’s shoulder on the ship’s deck', subjects: ['parrot', 'sailor'], relations: [['parrot', 'on', 'sailor']], backdrop: 'deck' },
  { prompt: 'A sleeping cat lies under the kitchen table', subjects: ['cat'], actions: ['sleep'], setting: 'kitchen', supports: ['table'] },
  { prompt: 'A white owl watches from above the old bridge at night', subjects: ['owl'], relations: [['owl', 'above', 'bridge']], backdrop: 'bridge' },
  { prompt: 'A small fox hides behind a knight in the forest', subjects: ['fox', 'knight'], relations: [['fox', 'behind', 'knight']], setting: 'forest' },
  { prompt: 'A ghost stands in front of the lighthouse in the fog', subjects: ['ghost'], backdrop: 'lighthouse', weather: 'fog' },
  { prompt: 'A tiny mouse sits beside a huge sleeping dragon in the cave', subjects: ['mouse', 'dragon'], setting: 'cave' },
  { prompt: 'A diver finds three pearls inside a giant clam on the sea floor', subjects: ['diver'], props: ['pearl', 'clam'], count: ['pearl', 3], relations: [['pearls', 'inside', 'clam']], backdrop: 'underwater' },
  { prompt: 'A crowd of 20 watches the rocket launch from the launch pad', subjects: [], vehicles: ['rocket'], crowd: true, backdrop: 'launch pad' },
  { prompt: 'Kids stand under a red balloon in the park', subjects: [], props: ['toyballoon'], backdrop: 'park' },
  { prompt: 'An eagle flies above a steam train crossing the desert', subjects: ['eagle'], actions: ['fly'], vehicles: ['train'], relations: [['eagle', 'above', 'train']], setting: 'desert' },
  { prompt: 'A huge blue whale rises beside the fishing boat in the fog', subjects: ['whale'], vehicles: ['boat'], weather: 'fog' },
  { prompt: 'A robot waves from inside the spaceship', subjects: ['robot'], actions: ['wave'], vehicles: ['rocket'] },
  // Settings with their own backdrops.
  { prompt: 'An orange fish swims past the coral reef on the sea floor', subjects: ['fish'], backdrop: 'underwater', supports: ['reef'] },
  { prompt: 'An eagle soars above the red canyon at noon', subjects: ['eagle'], actions: ['fly'], backdrop: 'canyon' },
  { prompt: 'A sheriff waits in the dusty desert town at high noon', subjects: ['sheriff'], backdrop: 'desert town' },
  { prompt: 'Fishermen unload crates in the busy harbour at dawn', subjects: ['fisherman'], actions: ['carry'], props: ['crate'], backdrop: 'harbour' },
  { prompt: 'Zoe chases the thief across the rooftops of the city at night', subjects: ['Zoe', 'thief'], actions: ['run'], backdrop: 'rooftop' },
  { prompt: 'Wren waits on the train platform with an umbrella in the rain', subjects: ['Wren'], props: ['umbrella'], backdrop: 'train platform', weather: 'rain' },
  { prompt: 'Two lovers stand on the stone bridge at sunset', subjects: ['lover'], backdrop: 'bridge' },
  { prompt: 'Theo carries a burning torch into the cave with torches on the walls', subjects: ['Theo'], actions: ['carry'], props: ['torch'], backdrop: 'cave torches' },
  { prompt: 'A teacher points at the blackboard in the school classroom', subjects: [], actions: ['point'], backdrop: 'school' },
  { prompt: 'A chef serves soup to a couple in a cosy restaurant', subjects: ['chef', 'couple'], actions: ['reach'], props: ['soup'], backdrop: 'restaurant' },
  { prompt: 'Mei buys noodles at a street food stall at night', subjects: ['Mei'], props: ['noodles'], backdrop: 'food stall' },
  { prompt: 'A girl draws water from the old well in the courtyard', subjects: [], actions: ['haul'], backdrop: 'courtyard', supports: ['well'] },
  { prompt: 'A postman knocks on the front door of a blue house', subjects: ['postman'], actions: ['knock'], backdrop: 'doorstep', supports: ['door'] },
  { prompt: 'Milo waits at the lighthouse as lightning splits the sky', subjects: ['Milo'], setting: 'lighthouse', weather: 'storm' },
  { prompt: 'Captain Mara holds a lantern on the ship’s deck in the rain', subjects: ['Mara'], props: ['lantern'], backdrop: 'deck', weather: 'rain' },
  { prompt: 'A sea cave at high tide. No people.', subjects: [], noPeople: true, setting: 'cave' },
  { prompt: 'An empty train platform at midnight, no people', subjects: [], noPeople: true, backdrop: 'train platform' },
  { prompt: 'Grandma Rose sips tea in the kitchen while a storm rages outside', subjects: ['Rose'], props: ['cup'], setting: 'kitchen', weather: 'clear' },
  // Subjects without a drawing of their own: silhouettes, never a stock swap.
  { prompt: 'A snail climbs a flower stem in the garden', subjects: ['snail'], backdrop: 'garden' },
  { prompt: 'A helicopter hovers over the harbour', subjects: ['helicopter'], backdrop: 'harbour' },
  { prompt: 'An elephant sleeps in the savanna at sunset', subjects: ['elephant'], backdrop: 'savanna' },
];
