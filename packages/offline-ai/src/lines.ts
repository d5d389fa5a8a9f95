// What characters say and what panels show for each kind of beat: the writer's phrase book.
import type { Rng } from './prng';
import type { FigureKind, Outfit } from './words';

export type Action = 'discover' | 'fight' | 'explore' | 'chase' | 'talk' | 'celebrate' | 'arrive' | 'danger' | 'magic' | 'build' | 'search' | 'rest' | 'sad' | 'idle';

const ACTION_PATTERNS: [Action, RegExp][] = [
  ['fight', /\b(duel|duels|fight|fights|battle|battles|attack|attacks|clash|clashes|strike|strikes|spar|spars|defend|defends|charge|charges|ambush|wrestle|swords?|combat)\b/i],
  ['chase', /\b(chase|chases|race|races|run|runs|flee|flees|pursue|pursues|escape|escapes|dash|dashes|sprint|sprints|hurry|hurries)\b/i],
  ['magic', /\b(spell|spells|magic|magical|potion|enchant|enchants|casts?|summon|summons|curse|cursed|wand)\b/i],
  ['danger', /\b(fire|burns?|burning|flood|collapse|collapses|trap|trapped|monster|danger|explodes?|sink|sinks|crash|crashes|falls?)\b/i],
  ['discover', /\b(see|sees|saw|spot|spots|notice|notices|discover|discovers|find|finds|found|uncover|uncovers|glimpse|glimpses|witness|witnesses|stare|stares|appears?|reveals?)\b/i],
  ['search', /\b(search|searches|seek|seeks|hunt|hunts|investigate|investigates|track|tracks|clue|clues|treasure|mystery|follow|follows)\b/i],
  ['build', /\b(build|builds|fix|fixes|repair|repairs|invent|invents|craft|crafts|tinker|tinkers|assemble|assembles|machine)\b/i],
  ['celebrate', /\b(picnic|party|feast|dance|dances|celebrate|celebrates|sing|sings|laugh|laughs|festival|birthday|eat|eats|dinner|lunch|breakfast|tea|cook|cooks|bake|bakes|play|plays)\b/i],
  ['arrive', /\b(arrive|arrives|land|lands|enter|enters|reach|reaches|return|returns|docks?|sails? into|comes? home)\b/i],
  ['explore', /\b(explore|explores|wander|wanders|roam|roams|stroll|strolls|walk|walks|hike|hikes|journey|journeys|travel|travels|venture|ventures|climb|climbs|sail|sails|fly|flies)\b/i],
  ['talk', /\b(meet|meets|talk|talks|ask|asks|tell|tells|argue|argues|whisper|whispers|greet|greets|introduce|confess|confesses|plan|plans|promise|promises)\b/i],
  ['sad', /\b(cry|cries|mourn|mourns|lose|loses|lost|goodbye|farewell|alone|miss|misses|grieve|grieves)\b/i],
  ['rest', /\b(sit|sits|sleep|sleeps|rest|rests|wait|waits|relax|relaxes|read|reads|watch|watches|gaze|gazes)\b/i],
];

export function actionOf(text: string): Action {
  return ACTION_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'idle';
}

/** The thing acted on: "a ghost ship" in "Mira sees a ghost ship in the storm". */
export function objectOf(text: string, names: string[]): string | null {
  const verbs = ACTION_PATTERNS.map(([, pattern]) => pattern.source.replace(/^\\b\(|\)\\b$/g, '')).join('|');
  const match = new RegExp(`\\b(?:${verbs})\\s+((?:a|an|the|his|her|their|its|some)\\s+[\\w’'-]+(?:\\s+[\\w’'-]+){0,2}?)(?=\\s+(?:in|at|on|into|across|through|with|from|under|over|near|by|beneath|behind|and|as|while|to)\\b|[.,!?;]|$)`, 'i').exec(text);
  const found = match?.[1]?.trim() ?? null;
  if (!found || names.some((name) => found.toLowerCase().includes(name.toLowerCase()))) return null;
  return found.length > 32 ? null : found;
}

/** Lines by action: {object} the thing acted on, {place} where, {other} another character. */
const SPEECH: Record<Action, string[]> = {
  discover: ['Is that… {object}?!', '{Other}, look! Over there!', 'No way. {Object}, here?', 'You see it too, {other}?', 'That wasn’t at {place} a minute ago…', '{Object}… at {place}?'],
  fight: ['Have at you!', 'Is that all you’ve got?', 'En garde!', 'You’ll have to do better than that!', 'Stand aside, {other}!'],
  explore: ['Where does {place} lead?', 'I’ve never seen {place} like this.', 'Stay close, {other}.', 'This way, {other}, I think…', '{Place}. Just… wow.'],
  chase: ['Run!', 'Faster, {other}!', 'Don’t look back!', 'They’re gaining on us!', 'Out of {place}, quick!'],
  talk: ['We need to talk, {other}.', 'You’re not going to believe this.', 'Can I trust you?', 'So… what’s the plan?', 'I was hoping you’d come.'],
  celebrate: ['This is perfect!', 'Pass the sandwiches, {other}!', 'Best. Day. Ever.', 'A toast, to us!', 'We should do this more often.'],
  arrive: ['So this is {place}.', 'We made it to {place}, {other}!', '{Place}, at last.', 'Stay sharp, {other}. We’re not alone here.', '{Place} is smaller than I imagined.'],
  danger: ['Look out, {other}!', 'Get down!', 'We have to get out of {place}!', 'Hold on to something!', '{Object}! Run!'],
  magic: ['Stand back… this might sparkle.', 'By the old stars, it works!', 'Did you feel that?', 'Careful, it’s still charged!', 'The words… I remember them!'],
  build: ['Hand me that wrench, {other}.', 'Almost… there!', 'It’s not broken, it’s improved.', 'One more bolt and we’re done.', 'Trust me, this will work.'],
  search: ['There has to be a clue at {place}.', 'Footprints! Fresh ones.', '{Object} has to be here somewhere.', 'Search every corner of {place}!', 'Keep looking, {other}.'],
  rest: ['Let’s catch our breath, {other}.', 'Just a minute of quiet…', '{Place} is beautiful tonight.', 'I could stay at {place} forever.', 'Wake me if anything happens.'],
  sad: ['I never got to say goodbye.', 'It wasn’t supposed to end like this.', 'I miss them, {other}.', 'Maybe tomorrow will be better.', 'Leave me be… just for a while.'],
  idle: ['Something feels different at {place} today.', 'Did you hear that, {other}?', 'Well, {other}? Now what?', 'Are you sure about {object}?', '{Place} is quiet. Too quiet.'],
};

const REACTIONS: Record<Action, string[]> = {
  discover: ['It can’t be real…', 'My heart’s pounding.', 'Nobody will ever believe me.'],
  fight: ['They’re stronger than I thought…', 'Focus. Breathe. Strike.', 'One mistake and it’s over.'],
  explore: ['Something is watching us.', 'What is this place?', 'Every step feels like a secret.'],
  chase: ['Keep going… don’t stop!', 'Nearly there…', 'My legs are burning!'],
  talk: ['Are they telling the truth?', 'I should have said something sooner.', 'That changes everything.'],
  celebrate: ['I wish today would never end.', 'Friends like these are rare.', 'Who brought the ants?!'],
  arrive: ['It’s just like the stories.', 'No turning back now.', 'Why is it so quiet?'],
  danger: ['Think fast!', 'Not like this…', 'We’re running out of time!'],
  magic: ['Did I really do that?', 'The air tastes like lightning.', 'Too much power…'],
  build: ['Please work, please work…', 'Genius. Pure genius.', 'What does this button do?'],
  search: ['We’re close. I can feel it.', 'What were they hiding?', 'Wait… that’s it!'],
  rest: ['Peace, at last.', 'If only it could always be like this.', 'Tomorrow we’ll find the answer.'],
  sad: ['Stay strong…', 'Why does it hurt so much?', 'I’m not giving up.'],
  idle: ['Something’s coming.', 'I have a bad feeling about this.', 'What now?'],
};

const RESOLUTIONS: Record<Action, string[]> = {
  discover: ['We have to find out where it came from.', 'Whatever it is, it’s here for a reason.', 'Tonight, everything changes.'],
  fight: ['You fight well. Truce?', 'This isn’t over.', 'Well fought, friend.'],
  explore: ['Let’s see what’s next.', 'Onward!', 'Mark it on the map.'],
  chase: ['I think we lost them.', 'Never. Again.', 'That was way too close.'],
  talk: ['Then it’s settled.', 'Together, then.', 'I’ll hold you to that.'],
  celebrate: ['Same time next week?', 'To many more days like this!', 'Best picnic ever.'],
  arrive: ['Let’s find somewhere to stay.', 'Our adventure starts here.', 'Welcome home.'],
  danger: ['Everyone okay?', 'We’re alive. That’s what matters.', 'That was close. Too close.'],
  magic: ['Let’s keep this our secret.', 'The spell holds… for now.', 'Magic always has a price.'],
  build: ['It works! It actually works!', 'Now let’s test it.', 'Perfect. Mostly.'],
  search: ['Now we know where to look.', 'The trail leads on.', 'Finally!'],
  rest: ['Goodnight, everyone.', 'Tomorrow, then.', 'Rest up. Big day ahead.'],
  sad: ['We carry on. For them.', 'Thank you for staying.', 'Let’s go home.'],
  idle: ['Come on, then.', 'Let’s go.', 'Here we go again.'],
};

const KIND_LINES: Partial<Record<FigureKind, string[]>> = {
  robot: ['Scanning… {object} detected.', 'Probability of trouble: 87 percent.', 'BEEP. My sensors are tingling.', 'Recalculating route. Please hold.', 'Error: feelings detected.'],
  cat: ['Mrrrow?', 'Hsss!', 'Purrr…', 'Mew. (Translation: told you so.)'],
  dog: ['Woof! Woof!', '*sniff sniff* Something’s here!', 'Arf! Arf!', 'Grrrr…'],
  dragon: ['Who dares wake me?', 'ROOOAAAR!', 'Small ones… how amusing.', 'You smell of courage. And fear.'],
  ghost: ['Leave this place…', 'Woooo… you should not be here…', 'I have waited so long…', 'Help me… remember…'],
};

const OUTFIT_LINES: Partial<Record<Outfit, string[]>> = {
  knight: ['For honour!', 'Have at thee!', 'Yield, and I shall spare you.', 'My blade is yours.'],
  pirate: ['Arr! Hoist the sails!', 'Treasure, me hearties!', 'Shiver me timbers!', 'No mercy, ye scallywags!'],
  wizard: ['By the seven moons!', 'Stand back. Magic is about to happen.', 'Hmm. The runes were right.'],
  detective: ['Elementary.', 'Nobody leaves until I say so.', 'The clues never lie.'],
  astronaut: ['Mission control, do you copy?', 'Oxygen at sixty percent.', 'One small step…'],
};

const CAT_THOUGHTS = ['(Humans. Always rushing.)', '(I was here first.)', '(Dinner had better be on time.)'];

const SOUNDS: Record<Action, string[]> = {
  discover: ['CREAK…', 'WHOOSH…'],
  fight: ['CLANG!', 'SHING!', 'KRAK!'],
  explore: ['tap… tap… tap…', 'CRUNCH'],
  chase: ['THUD THUD THUD', 'ZOOM!'],
  talk: ['…', 'Ahem.'],
  celebrate: ['Ha ha ha!', 'CLINK!'],
  arrive: ['CREEEAK…', 'THUNK.'],
  danger: ['KRA-KOOM!', 'CRASH!', 'RUMBLE…'],
  magic: ['FZZZT!', 'SHIMMER…', 'ZAP!'],
  build: ['CLANK! CLANK!', 'BZZT!'],
  search: ['rustle rustle', 'CLICK.'],
  rest: ['zzz…', 'crackle…'],
  sad: ['drip… drip…', 'sigh…'],
  idle: ['tick… tock…', 'hmm…'],
};

export interface LineContext {
  object: string | null;
  place: string;
  other: string | null;
  /** The scene's number in its story (0 first): stock lines are taken in a story-wide order from this point on, so
   * scenes written one after another do not repeat each other's lines. */
  turn?: number;
}

/** A plural noun phrase: "the Cloudspine Mountains", "some apples", "two keys" (not "Paris", "the glass", "the bus"). */
const plural = (phrase: string) => /^(some|two|three|four|five|six|many|several|all|these|those)\b/i.test(phrase) || /[a-z][^siu’'\s]s$/i.test(phrase.trim());

function fill(template: string, context: LineContext): string | null {
  if (template.includes('{object}') || template.includes('{Object}')) {
    if (!context.object) return null;
  }
  if ((template.includes('{other}') || template.includes('{Other}')) && !context.other) return null;
  if ((template.includes('{place}') || template.includes('{Place}')) && (!context.place || context.place === 'this place')) return null;
  const object = context.object ?? '';
  // Agreement with a plural place or thing: "the Cloudspine Mountains are quiet", "two keys have to be here".
  if (plural(context.place)) template = template.replace('{Place} is', '{Place} are').replace('{place} is', '{place} are');
  if (plural(object)) template = template.replace('{Object} has', '{Object} have').replace('Is that… {object}', 'Are those… {object}');
  const line = template
    .replace('{object}', object)
    .replace('{Object}', object.charAt(0).toUpperCase() + object.slice(1))
    .replace('{place}', context.place)
    .replace('{Place}', context.place.charAt(0).toUpperCase() + context.place.slice(1))
    .replace('{other}', context.other ?? '')
    .replace('{Other}', (context.other ?? '').charAt(0).toUpperCase() + (context.other ?? '').slice(1));
  return line.length <= 90 ? line : null;
}

/**
 * Scenes of a story share no stock line: the writer sees only earlier scenes' titles and summaries, not their bubbles,
 * so each scene number may take stock lines from its own share of the phrase book only (one line in STORY_CYCLE), and
 * any STORY_CYCLE scenes in a row use disjoint shares.
 */
const STORY_CYCLE = 8;
let lineNumbers: Map<string, number> | null = null;
const lineNumber = (template: string) => {
  lineNumbers ??= new Map([...Object.values(SPEECH), ...Object.values(REACTIONS), ...Object.values(RESOLUTIONS), ...Object.values(KIND_LINES), ...Object.values(OUTFIT_LINES), GENERIC_LINES, CAT_THOUGHTS, ...Object.values(SOUNDS), STORM_SOUNDS, ANY_SOUNDS].flat().map((line, index) => [line, index]));
  return lineNumbers.get(template) ?? 0;
};
const inShare = (template: string, turn: number | undefined) => turn === undefined || lineNumber(template) % STORY_CYCLE === turn % STORY_CYCLE;

/** A line from the list that fits the context, belongs to the scene's share and was not used yet in this scene. */
function choose(rng: Rng, lines: string[], context: LineContext, used: Set<string>): string | null {
  // Lines naming the prompt's people, places and things come first, so the talk follows the story.
  const shuffled = rng.sample(lines, lines.length).filter((template) => inShare(template, context.turn));
  const specific = (template: string) => /\{(object|Object|place|Place|other|Other)\}/.test(template);
  for (const template of [...shuffled.filter(specific), ...shuffled.filter((template) => !specific(template))]) {
    const line = fill(template, context);
    if (line && !used.has(line)) {
      used.add(line);
      return line;
    }
  }
  return null;
}

/** Lines that suit any moment, for when a scene's share of its moment's own lines is used up. */
const GENERIC_LINES = [
  ...SPEECH.idle, ...REACTIONS.idle, ...RESOLUTIONS.idle,
  'Okay. Deep breath.', 'Stay with me, {other}.', 'Are you ready for this?', 'I didn’t see that coming.', 'Keep your eyes open.',
  'Whatever happens, we stick together.', 'Not a word to anyone.', 'Well, that’s new.', 'Hold on a second.', 'I knew it!',
  'Now we’re getting somewhere.', 'Easy… easy…', 'Trust me on this one, {other}.', 'We’re not done yet.', 'So much for a quiet day.',
  'Something isn’t right.', 'Right. Where were we?', 'Don’t look at me like that, {other}.', 'You first.', 'Well, that happened.',
  'Ready when you are.', 'I’ve got a plan. Sort of.', 'Was that supposed to happen?', 'Let’s not do that again.', 'Any ideas, {other}?',
  'One thing at a time.', 'I’ll never get used to {place}.', 'Tell me you saw that.', 'This changes things.', 'Quiet. Listen.',
  'Why does this always happen to us?', 'Just breathe.', 'Same plan as always?', 'It’s now or never.', 'Funny, I feel braver already.',
  'First things first.', 'You were right, {other}.', 'I’m not scared. Much.', 'Where did everyone go?', 'Well? Say something.',
];
const STORM_SOUNDS = ['KRA-KOOM!', 'BOOM!', 'CRACKLE…'];
/** Sounds that fit most moments, for when a scene's share of its action's own is used up. */
const ANY_SOUNDS = ['WHUMP!', 'SNAP!', 'THUD.', 'SWISH!', 'RATTLE…', 'CLATTER!', 'POP!', 'DRIP.', 'SKRITCH…', 'FWOOSH!', 'TAP TAP', 'BONK!', 'WHIRR…', 'SPLASH!', 'THUMP!', 'CREAK.', 'RUSTLE…', 'CLICK-CLACK', 'WHOOSH!', 'KNOCK KNOCK', 'THWACK!', 'SCRAPE…', 'HISS…', 'DING!'];

export type LineMoment = 'speech' | 'reaction' | 'resolution';

/** A line in a character's voice: animals and robots have their own, some outfits flavour the human lines. */
export function lineFor(rng: Rng, speaker: { kind: FigureKind; outfit: Outfit }, action: Action, moment: LineMoment, context: LineContext, used: Set<string>): string | null {
  // Animals and robots speak only their own lines; with none left in the scene's share, they stay silent.
  const own = KIND_LINES[speaker.kind];
  if (own) return choose(rng, own, context, used);
  const flavour = OUTFIT_LINES[speaker.outfit];
  if (flavour && moment === 'speech' && (action === 'fight' || rng.chance(0.35))) {
    const line = choose(rng, flavour, context, used);
    if (line) return line;
  }
  const bank = moment === 'speech' ? SPEECH[action] : moment === 'reaction' ? REACTIONS[action] : RESOLUTIONS[action];
  return choose(rng, bank, context, used) ?? choose(rng, GENERIC_LINES, context, used);
}

export function catThought(rng: Rng, used: Set<string>, turn?: number): string | null {
  return choose(rng, CAT_THOUGHTS, { object: null, place: '', other: null, ...(turn === undefined ? {} : { turn }) }, used);
}

/** A sound for the beat, not one this scene (or, by its turn, the story's last scenes) already used; null when none is left. */
export function soundFor(rng: Rng, action: Action, weather: string | null, used: Set<string> = new Set(), turn?: number): string | null {
  const bank = weather === 'storm' ? [...STORM_SOUNDS, ...SOUNDS[action]] : SOUNDS[action];
  const context = { object: null, place: '', other: null, ...(turn === undefined ? {} : { turn }) };
  return choose(rng, bank, context, used) ?? choose(rng, ANY_SOUNDS, context, used);
}

/** Any sound not used in this scene, whatever its share: a panel's last resort against silence. */
export function anySound(rng: Rng, used: Set<string>): string | null {
  return choose(rng, ANY_SOUNDS, { object: null, place: '', other: null }, used);
}

/** Words before a verb in the base form ("Mira must light…"); "is", "has" and "was" are not: "is the keeper", "has found". */
const MODALS = new Set(['must', 'will', 'can', 'could', 'should', 'would', 'may', 'might', 'shall']);
/** Words between a subject and its verb that the line leaves out. */
const ADVERBS = new Set(['finally', 'then', 'also', 'still', 'just', 'always', 'sometimes', 'never', 'now', 'soon', 'once', 'again', 'even']);
/** Words that end in "s" but are no verb of the subject: "Mira's", "this", "his", "as". */
const NOT_VERBS = /^(is|was|has|does|this|his|its|as|us|yes|less|across|towards|perhaps|always|sometimes|besides|plus|thus|series|news)$/;
const DETERMINERS = /^(the|a|an|our|my|your|their|her|his|its|old|young|little|brave)$/;
const CLAUSE_END = /^(and|but|while|as|when|until|because|so|then|before|after|that|which|who|where)$/;
const DANGLING = /^(to|of|at|in|on|with|from|into|the|a|an|my|by|for|straight|toward|towards)$/i;
/** The speaker's possessive, filled per line: "I'll light my lamp", "Go on, Mira, light your lamp", "We lit our lamp". */
const POSSESSIVE = '{poss}';

/** "lights" → "light", "carries" → "carry", "catches" → "catch". */
function baseForm(verb: string): string {
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/** A present-tense verb of a singular subject ("lights", "carries"), not a plural noun or a function word. */
const presentVerb = (word: string) => /^[a-z]{3,}s$/.test(word) && !/(ss|us|is)$/.test(word) && !NOT_VERBS.test(word);

/**
 * Where the subject's verb is among the words after its name: after a modal any word ("must light"), else a
 * present-tense verb, past a role in apposition ("Agatha the lighthouse keeper climbs"). -1 when the subject does
 * not act in the present (a past tense, "is", "has found") or shares the verb ("Mira and Theo climb"): no line then.
 */
function verbIndex(words: string[]): { index: number; base: boolean } {
  let index = 0;
  while (index < words.length && (ADVERBS.has(words[index]!.toLowerCase()) || /ly$/.test(words[index]!))) index++;
  const first = words[index]?.toLowerCase().replace(/[,]$/, '') ?? '';
  if (MODALS.has(first)) {
    const next = words[index + 1]?.toLowerCase() ?? '';
    return /^[a-z]{2,}$/.test(next) && !DETERMINERS.test(next) && !CLAUSE_END.test(next) && next !== 'not' ? { index: index + 1, base: true } : { index: -1, base: false };
  }
  if (presentVerb(first)) return { index, base: false };
  if (!DETERMINERS.test(first)) return { index: -1, base: false };
  // A role in apposition: up to four words, then the verb.
  for (let at = index + 1; at < Math.min(words.length, index + 5); at++) {
    const word = words[at]!.toLowerCase().replace(/,$/, '');
    if (CLAUSE_END.test(word)) break;
    if (presentVerb(word) && at > index + 1) return { index: at, base: false };
  }
  return { index: -1, base: false };
}

/** What the beat says its subject does, as "light the great lamp": its verb in the base form and a few words after. */
export function deedOf(beat: string, name: string): string | null {
  const lower = beat.toLowerCase();
  const at = lower.indexOf(name.toLowerCase());
  if (at < 0) return null;
  const words = beat.slice(at + name.length).replace(/^[’']s\b/, '').replace(/^\s*,/, '').split(/\s+/).filter(Boolean);
  const { index, base } = verbIndex(words);
  if (index < 0) return null;
  const verb = words[index]!.toLowerCase();
  const rest: string[] = [];
  for (const word of words.slice(index + 1, index + 8)) {
    const clean = word.replace(/[.,;:!?…)"”]+$/, '');
    if (CLAUSE_END.test(clean.toLowerCase())) break;
    rest.push(/^(his|their)$/i.test(clean) ? POSSESSIVE : clean);
    if (clean !== word) break;
  }
  while (rest.length && (DANGLING.test(rest[rest.length - 1]!) || rest[rest.length - 1] === POSSESSIVE)) rest.pop();
  // "her" may be hers or her: the line would guess wrong.
  if (rest.some((word) => /^(her|him|them|she|he|they|it|itself|himself|herself)$/i.test(word))) return null;
  const deed = [base ? verb : baseForm(verb), ...rest].join(' ');
  return deed.length <= 60 ? deed : null;
}

/** What happens in the beat when it does not start with one of the cast: "A ghost ship appears in the storm". */
const sight = (beat: string) => {
  const clause = beat.split(/[.;!?]|,\s/)[0]!.trim().replace(/^(then|and then|but|so|and)\s+/i, '');
  return clause.split(/\s+/).length <= 10 && clause.length <= 70 ? clause.charAt(0).toUpperCase() + clause.slice(1) : null;
};

/** Each line with the possessive its speaker uses for the subject's things ("I'll light my lamp", "Go on, light your lamp"). */
const DEED_LINES: Record<LineMoment | 'reply', [string, string][]> = {
  speech: [['I’ll {deed}!', 'my'], ['Time to {deed}.', 'my'], ['Watch me {deed}.', 'my'], ['Here goes. I {deed}.', 'my'], ['No more waiting: I {deed}.', 'my'], ['Right. I {deed}. Now.', 'my'], ['Someone has to {deed}.', 'my'], ['Let me {deed}.', 'my']],
  reply: [['Go on, {name}, {deed}!', 'your'], ['You’re really going to {deed}?', 'your'], ['Careful! Don’t {deed} alone, {name}!', 'your'], ['{name}, wait! Let’s {deed} together.', 'our'], ['Only you would {deed}, {name}.', 'your'], ['Fine, {name}. {Deed}. I’ll watch.', 'your']],
  reaction: [['(I have to {deed}…)', 'my'], ['(Just {deed}. Don’t think.)', 'my'], ['(Can I really {deed}?)', 'my'], ['(Nobody else will {deed}.)', 'my'], ['(Steady. {Deed}.)', 'my'], ['(Why is it always me who has to {deed}?)', 'my']],
  resolution: [['We had to {deed}. No regrets.', 'our'], ['Next time, someone else can {deed}.', 'my'], ['Who knew I could {deed}?', 'my'], ['So that’s what it takes to {deed}.', 'my'], ['Remind me never to {deed} again.', 'my'], ['I did it. I really did {deed}.', 'my']],
};

/**
 * A line about the beat's own event, in the speaker's words: the subject says what it does ("I’ll light the great
 * lamp!"), another answers it, and a beat that opens with something else is pointed out ("Look! A ghost ship
 * appears in the storm!"). Each beat is its own, so these lines follow the prompt in order and do not repeat.
 */
export function beatLine(rng: Rng, beat: string, moment: LineMoment | 'reply', names: { speaker: string; subject: string | null }, used: Set<string>, turn = 0): string | null {
  const deed = names.subject ? deedOf(beat, names.subject) : null;
  const options: string[] = [];
  if (deed) {
    for (const [template, possessive] of DEED_LINES[moment]) {
      const own = deed.replaceAll(POSSESSIVE, possessive);
      const Own = own.charAt(0).toUpperCase() + own.slice(1);
      options.push(template.replace('{deed}', own).replace('{Deed}', Own).replace('{name}', names.subject ?? ''));
    }
  } else if (moment === 'speech' || moment === 'reply') {
    // Only a beat opening on a thing ("A ghost ship appears…") is pointed at; "After…", "They realise…" are not sights.
    const seen = /^(?:then\s+|and\s+)?(a|an|the|some|two|three)\s/i.test(beat) ? sight(beat) : null;
    const lowered = seen ? seen.charAt(0).toLowerCase() + seen.slice(1) : '';
    if (seen && !names.subject) options.push(`Look! ${seen}!`, `Did you see? ${seen}!`, `Wait… ${lowered}?`, `Everyone, look! ${seen}!`, `I don’t believe it. ${seen}.`, `${seen}? Here? Now?`);
  }
  // A story's scenes start at different templates, so a beat told again in a later scene is said another way.
  const start = options.length ? turn % options.length : 0;
  for (const line of options.map((_, index) => options[(start + index) % options.length]!)) {
    if (line.length <= 90 && !used.has(line)) {
      used.add(line);
      return line;
    }
  }
  return null;
}
