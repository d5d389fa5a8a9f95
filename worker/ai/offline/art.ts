// The offline painter: turns an image request into an SVG comic panel (setting, light, weather, characters, art
// style, border), a character model sheet, an establishing shot, or an edit of a given picture (refine mode).
import type { ImageRequest } from '../types';
import { createInk, f, type Ink } from './art/ink';
import { figure, figureHeight, type Expression, type FigureSpec, type Pose } from './art/figures';
import { cave, hall, kitchen, lab, library, livingRoom, tavern } from './art/indoor';
import { castle, city, desert, forest, lighthouse, meadow, mountains, planet, sea, space } from './art/outdoor';
import { border, styleLayer, weatherLayer } from './art/overlays';
import { circle, dot, group, path, rect } from './art/shapes';
import type { Frame } from './art/sky';
import { actionOf, type Action } from './lines';
import { lookFor, type Look } from './look';
import { createRng, type Rng } from './prng';
import { mentionOf, readPrompt, roleInText, settingOfText, timeOfText, weatherOfText } from './prompt';
import { SETTING_HINTS, artStyleOf, type ArtStyle, type Gender, type Setting, type TimeOfDay, type Weather } from './words';

export type Camera = 'wide' | 'medium' | 'close';

export interface ArtPlan {
  W: number;
  H: number;
  style: ArtStyle;
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  camera: Camera;
  action: Action;
  cast: { name: string; look: Look }[];
  subject: 'panel' | 'character' | 'location';
  words: string;
  rng: Rng;
}

const INDOOR = new Set<Setting>(['hall', 'kitchen', 'library', 'lab', 'tavern', 'room', 'cave']);

/** The part of a prompt that says where (after "Setting:"), else the whole prompt. */
function whereText(prompt: string, location?: string): string {
  const setting = /setting:\s*([^.]*)/i.exec(prompt)?.[1] ?? '';
  return `${location ?? ''} ${setting}`.trim();
}

function settingFor(prompt: string, location?: string): Setting {
  const where = whereText(prompt, location);
  const fromWords = () => {
    const lower = prompt.toLowerCase();
    for (const [word, setting] of Object.entries(SETTING_HINTS)) if (new RegExp(`\\b${word}\\b`).test(lower)) return setting;
    return null;
  };
  return (where && settingOfText(where)) || settingOfText(prompt) || fromWords() || 'meadow';
}

/** Who a named character is, from the words right after its name in the prompt ("Bolt the robot (a silver robot...)"). */
function castFromPrompt(prompt: string, names: string[]): { name: string; look: Look }[] {
  const reading = readPrompt(prompt);
  return names.slice(0, 4).map((name) => {
    // Every mention of the name, the "Characters:" list first: the first one that says who it is wins.
    const segments: string[] = [];
    const listed = prompt.search(/characters:/i);
    for (const from of listed >= 0 ? [listed, 0] : [0]) {
      let rest = prompt.slice(from);
      for (let mention = mentionOf(rest, name); mention; mention = mentionOf(rest, name)) {
        const end = mention.at + mention.length;
        segments.push(rest.slice(end, end + 220).split(/[;)]|\.\s/)[0] ?? '');
        rest = rest.slice(end);
      }
    }
    const segment = segments.find((text) => roleInText(`${name} ${text}`)) ?? segments[0] ?? '';
    const known = reading.cast.find((member) => member.name.toLowerCase() === name.toLowerCase());
    const role = roleInText(`${name} ${segment}`) ?? known?.role ?? null;
    const text = `${name} ${segment}`.toLowerCase();
    const gender: Gender = /\b(woman|girl|she|her|lady|queen|princess|witch|mother|grandma|sorceress|dame)\b/.test(text) ? 'f' : /\b(man|boy|he|his|king|prince|wizard|father|grandpa|sir|beard)\b/.test(text) ? 'm' : (known?.gender ?? role?.gender ?? 'x');
    const age = /\b(old|older|elderly|grey-haired|weathered)\b/.test(text) ? 'old' : /\b(child|kid|small girl|small boy|little)\b/.test(text) ? 'child' : role?.age;
    return { name, look: lookFor(name, role?.kind ?? 'person', role?.outfit ?? 'casual', { gender, ...(age ? { age } : {}) }) };
  });
}

function cameraFor(prompt: string, seed: string, rng: Rng): Camera {
  const lower = prompt.toLowerCase();
  if (/\b(close-up|close up|closeup|extreme close|on the face|reaction shot)\b/.test(lower)) return 'close';
  if (/\b(wide|establishing|panorama|panoramic|aerial|long shot|landscape view)\b/.test(lower)) return 'wide';
  if (/\b(medium|full shot|mid shot|over-the-shoulder|low-angle)\b/.test(lower)) return 'medium';
  const panel = /(\d+)\s*$/.exec(seed.split(':').slice(0, 3).join(':'))?.[1];
  if (panel === '1') return 'wide';
  return rng.pick(['medium', 'medium', 'wide', 'close'] as const);
}

export function planArt(request: ImageRequest): ArtPlan {
  const { prompt, width: W, height: H } = request;
  const hints = request.hints ?? {};
  const seed = hints.seed ?? prompt;
  const rng = createRng('art', seed, prompt, request.artStyle, `${W}x${H}`);
  const fromStyle = artStyleOf(request.artStyle);
  const style = fromStyle !== 'comic' || request.artStyle.trim() ? fromStyle : artStyleOf(prompt);
  const setting = settingFor(prompt, hints.location);
  const context = `${prompt} ${hints.location ?? ''}`;
  const time = setting === 'space' ? 'night' : timeOfText(context) ?? (INDOOR.has(setting) ? 'day' : rng.pick(['day', 'day', 'day', 'sunset'] as const));
  const weather = INDOOR.has(setting) && setting !== 'cave' ? (weatherOfText(context) ?? 'clear') : setting === 'space' ? 'clear' : (weatherOfText(context) ?? 'clear');
  const subject = hints.subject ?? 'panel';
  const names = hints.characters?.length ? hints.characters : readPrompt(prompt).cast.map((member) => member.name);
  return {
    W,
    H,
    style,
    setting,
    time,
    weather,
    camera: subject === 'location' ? 'wide' : subject === 'character' ? 'medium' : cameraFor(prompt, seed, rng),
    action: actionOf(prompt),
    cast: subject === 'location' ? [] : castFromPrompt(prompt, names),
    subject,
    words: context.toLowerCase(),
    rng,
  };
}

function backdrop(plan: ArtPlan, frame: Frame): string {
  switch (plan.setting) {
    case 'city':
      return city(frame);
    case 'forest':
      return forest(frame);
    case 'meadow':
      return meadow(frame);
    case 'sea':
      return sea(frame);
    case 'ship':
      return sea({ ...frame, words: `${frame.words} ship` });
    case 'beach':
      return sea(frame, true);
    case 'lighthouse':
      return lighthouse(frame);
    case 'space':
      return space(frame);
    case 'planet':
      return planet(frame);
    case 'castle':
      return castle(frame);
    case 'hall':
      return hall(frame);
    case 'desert':
      return desert(frame);
    case 'mountains':
      return mountains(frame);
    case 'cave':
      return cave(frame);
    case 'kitchen':
      return kitchen(frame);
    case 'library':
      return library(frame);
    case 'lab':
      return lab(frame);
    case 'tavern':
      return tavern(frame);
    case 'room':
      return livingRoom(frame);
  }
}

const POSES: Record<Action, [Pose, Pose]> = {
  fight: ['fight', 'fight'],
  chase: ['run', 'run'],
  explore: ['walk', 'walk'],
  discover: ['point', 'stand'],
  celebrate: ['cheer', 'cheer'],
  magic: ['cast', 'stand'],
  danger: ['run', 'stand'],
  talk: ['point', 'stand'],
  rest: ['sit', 'sit'],
  sad: ['stand', 'stand'],
  arrive: ['walk', 'stand'],
  search: ['hold', 'walk'],
  build: ['hold', 'stand'],
  idle: ['stand', 'stand'],
};

const EXPRESSIONS: Record<Action, Expression> = {
  fight: 'angry', chase: 'shock', explore: 'smile', discover: 'shock', celebrate: 'grin', magic: 'grin', danger: 'shock',
  talk: 'smile', rest: 'calm', sad: 'sad', arrive: 'smile', search: 'calm', build: 'grin', idle: 'smile',
};

/** Faces the prompt describes outright ("eyes wide", "a slow smile"). */
const EXPRESSION_WORDS: [RegExp, Expression][] = [
  [/\b(eyes wide|wide-eyed|astonish\w*|gasps?|shock\w*|terrified|fear|screams?|breath held)\b/, 'shock'],
  [/\b(angry|furious|jaw set|glares?|scowls?|rage)\b/, 'angry'],
  [/\b(sad|tears|cries|crying|weeps?|grief|mourn\w*)\b/, 'sad'],
  [/\b(smiles?|smiling|laugh\w*|happy|grins?|joy\w*|delight\w*)\b/, 'grin'],
];

function poseFor(plan: ArtPlan, look: Look, index: number): FigureSpec {
  let pose = POSES[plan.action][index === 0 ? 0 : 1];
  if (/\bpicnic|sitting|sits|seated\b/.test(plan.words) && look.kind === 'person') pose = 'sit';
  if (plan.setting === 'space' && look.outfit === 'astronaut') pose = 'float';
  if (pose === 'cast' && look.outfit !== 'wizard') pose = 'point';
  if (pose === 'stand' && look.outfit === 'sailor' && (plan.time === 'night' || plan.weather !== 'clear')) pose = 'hold';
  const said = EXPRESSION_WORDS.find(([pattern]) => pattern.test(plan.words))?.[1];
  const expression = said ?? (index > 0 && plan.action === 'discover' ? 'shock' : EXPRESSIONS[plan.action]);
  return { look, pose, expression };
}

/** Props a prompt asks for that the setting does not draw itself. */
function props(plan: ArtPlan, ink: Ink, groundY: number): string {
  const { W, H, words, rng } = plan;
  const parts: string[] = [];
  if (/\bpicnic\b/.test(words)) {
    const x = W * 0.5;
    const y = groundY - H * 0.045;
    const bw = W * 0.56;
    parts.push(path(`M${f(x - bw / 2)} ${f(y - H * 0.02)}L${f(x + bw / 2)} ${f(y - H * 0.02)}L${f(x + bw / 2 + W * 0.06)} ${f(y + H * 0.06)}L${f(x - bw / 2 - W * 0.06)} ${f(y + H * 0.06)}Z`, ink.fill('#ffffff', { weight: 0.7 })));
    let checks = '';
    for (let column = 0; column < 8; column += 2) {
      const x0 = x - bw / 2 + (column * bw) / 8;
      checks += `M${f(x0)} ${f(y - H * 0.02)}h${f(bw / 8)}l${f(W * 0.012)} ${f(H * 0.08)}h${f(-bw / 8 - W * 0.01)}Z`;
    }
    parts.push(path(checks, ` fill="${ink.c('#d7263d')}"`));
    parts.push(path(`M${f(x + W * 0.12)} ${f(y + H * 0.02)}h${f(W * 0.1)}l${f(-W * 0.01)} ${f(H * 0.05)}h${f(-W * 0.08)}Z`, ink.fill('#b8845a')));
    parts.push(path(`M${f(x + W * 0.13)} ${f(y + H * 0.02)}q${f(W * 0.04)} ${f(-H * 0.05)} ${f(W * 0.08)} 0`, ` fill="none"${ink.stroke(3, { color: ink.c('#8a5a30') })}`));
    parts.push(circle(x - W * 0.08, y + H * 0.02, W * 0.02, ink.fill('#d7263d')), circle(x - W * 0.03, y + H * 0.025, W * 0.018, ink.fill('#9ad12f')));
  }
  if (/\bcampfire|bonfire\b/.test(words)) {
    const x = W * rng.range(0.4, 0.6);
    parts.push(circle(x, groundY - H * 0.02, H * 0.1, ` fill="${ink.glow('#ffb040')}" fill-opacity="0.25"`));
    parts.push(path(`M${f(x - W * 0.05)} ${f(groundY)}L${f(x + W * 0.05)} ${f(groundY - H * 0.015)}M${f(x - W * 0.05)} ${f(groundY - H * 0.015)}L${f(x + W * 0.05)} ${f(groundY)}`, ink.stroke(6, { color: ink.c('#6b4526') })));
    parts.push(path(`M${f(x)} ${f(groundY - H * 0.09)}Q${f(x + W * 0.04)} ${f(groundY - H * 0.03)} ${f(x + W * 0.02)} ${f(groundY - H * 0.005)}H${f(x - W * 0.02)}Q${f(x - W * 0.04)} ${f(groundY - H * 0.03)} ${f(x)} ${f(groundY - H * 0.09)}Z`, ink.fill('#ff8a1f', { glow: true })));
  }
  if (/\btreasure|chest|gold coins\b/.test(words)) {
    const x = W * rng.range(0.35, 0.65);
    parts.push(circle(x, groundY - H * 0.04, H * 0.07, ` fill="${ink.glow('#ffe066')}" fill-opacity="0.3"`));
    parts.push(path(`M${f(x - W * 0.06)} ${f(groundY)}v${f(-H * 0.045)}h${f(W * 0.12)}v${f(H * 0.045)}Z`, ink.fill('#8a5a30')));
    parts.push(path(`M${f(x - W * 0.06)} ${f(groundY - H * 0.045)}q${f(W * 0.06)} ${f(-H * 0.04)} ${f(W * 0.12)} 0Z`, ink.fill('#a0703a')));
    parts.push(path([dot(x - W * 0.02, groundY - H * 0.05, W * 0.01), dot(x + W * 0.01, groundY - H * 0.055, W * 0.01), dot(x + W * 0.03, groundY - H * 0.048, W * 0.01)].join(''), ink.fill('#f2c230', { glow: true, weight: 0.4 })));
  }
  if (/\bspark|magic|spell|glow|stars\b/.test(words) && plan.setting !== 'space') parts.push(sparkles(ink, W, H, rng, 10));
  return parts.join('');
}

export function sparkles(ink: Ink, W: number, H: number, rng: Rng, count: number, phase = 0): string {
  let d = '';
  for (let index = 0; index < count; index++) {
    const x = rng.range(0.08, 0.92) * W;
    const y = rng.range(0.08, 0.8) * H;
    const pulse = 0.5 + 0.5 * Math.sin((phase + index / count) * Math.PI * 2);
    const r = rng.range(6, 14) * ink.unit * (0.4 + pulse * 0.8);
    d += `M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z`;
  }
  return path(d, ` fill="${ink.glow('#fff6b0')}"`);
}

interface Placed {
  x: number;
  base: number;
  scale: number;
  facing: 1 | -1;
  spec: FigureSpec;
}

/** Where each figure stands and how big, for the camera. */
function placeFigures(plan: ArtPlan, groundY: number): Placed[] {
  const { W, H, rng, camera } = plan;
  const people = plan.cast.map((member, index) => poseFor(plan, member.look, index));
  if (!people.length) return [];
  const landscape = W > H * 1.2;
  if (camera === 'close') {
    const spec = people[0]!;
    const headRadius: Record<Look['kind'], number> = { person: 10.5 * spec.look.height, robot: 12, cat: 8, dog: 9.9, dragon: 16, ghost: 17 };
    const headY: Record<Look['kind'], number> = { person: 86 * spec.look.height, robot: 90, cat: 31, dog: 37.4, dragon: 112, ghost: 84 };
    const scale = (Math.min(W, H) * 0.2) / headRadius[spec.look.kind] / (spec.look.kind === 'person' ? spec.look.height : 1);
    const x = W * rng.range(0.42, 0.58);
    const kindScale = spec.look.kind === 'person' ? spec.look.height : spec.look.kind === 'dog' ? 1.1 : 1;
    const base = H * 0.46 + (headY[spec.look.kind] / (spec.look.kind === 'dog' ? 1.1 : 1)) * scale * kindScale;
    return [{ x, base, scale, facing: rng.chance(0.5) ? 1 : -1, spec: { ...spec, pose: spec.pose === 'sit' || spec.pose === 'run' ? 'stand' : spec.pose } }];
  }
  const count = Math.min(4, people.length);
  const slots = count === 1 ? [0.5] : count === 2 ? [0.3, 0.7] : count === 3 ? [0.2, 0.5, 0.8] : [0.14, 0.38, 0.62, 0.86];
  const order = rng.chance(0.35) ? [...slots].reverse() : slots;
  const tallest = Math.max(...people.slice(0, count).map((spec) => (spec.look.kind === 'dragon' ? 100 : figureHeight(spec.look))));
  const onlyAnimals = people.every((spec) => spec.look.kind === 'cat' || spec.look.kind === 'dog');
  let scale: number;
  let base: number;
  if (camera === 'wide') {
    scale = (H * (landscape ? 0.34 : 0.26)) / 100;
    base = groundY;
  } else {
    scale = (H * (landscape ? 0.72 : 0.6)) / Math.max(100, tallest);
    base = H * 0.985 + (landscape ? H * 0.08 : H * 0.04);
  }
  if (onlyAnimals) scale *= 2.2;
  return people.slice(0, count).map((spec, index) => {
    const x = W * (order[index]! + rng.range(-0.035, 0.035));
    const facing: 1 | -1 = count === 1 ? (rng.chance(0.5) ? 1 : -1) : x < W / 2 ? 1 : -1;
    // A dragon stands further back so it fits the frame beside the people.
    const far = spec.look.kind === 'dragon' && camera !== 'wide' ? 0.62 : 1;
    return { x, base: far < 1 ? base - H * 0.12 : base, scale: scale * far, facing, spec };
  });
}

function modelSheet(plan: ArtPlan, ink: Ink): string {
  const { W, H } = plan;
  const member = plan.cast[0];
  const backdrop = ink.style === 'noir' || ink.style === 'manga' ? '#f2f2f2' : ink.style === 'watercolor' ? '#f8f1e1' : '#e9eef5';
  const parts = [rect(0, 0, W, H, ` fill="${ink.radial([[0, '#ffffff'], [1, backdrop]], true)}"`)];
  const floor = H * 0.9;
  parts.push(path(`M0 ${f(floor)}H${f(W)}`, ` fill="none" stroke="#c8d0dc" stroke-width="${f(2 * ink.unit)}"`));
  if (!member) return parts.join('');
  const look = member.look;
  const height = figureHeight(look);
  const big = (H * 0.74) / Math.max(height, 40) / (look.kind === 'person' ? look.height : look.kind === 'dog' ? 1.1 : 1);
  const small = big * 0.55;
  const headLine = floor - height * big * (look.kind === 'dog' ? 1 : 1);
  parts.push(path(`M0 ${f(headLine)}H${f(W)}M0 ${f((headLine + floor) / 2)}H${f(W)}`, ` fill="none" stroke="#d8dee8" stroke-width="${f(1.5 * ink.unit)}" stroke-dasharray="${f(8 * ink.unit)} ${f(6 * ink.unit)}"`));
  const spec: FigureSpec = { look, pose: 'stand', expression: 'smile' };
  parts.push(figure(ink, spec, W * 0.34, floor, big, 1));
  parts.push(figure(ink, { ...spec, expression: 'grin' }, W * 0.68, floor, small, -1));
  parts.push(figure(ink, { ...spec, view: 'back' }, W * 0.87, floor, small, 1));
  return parts.join('');
}

const svgOpen = (W: number, H: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;

export function paintPanel(request: ImageRequest): string {
  const plan = planArt(request);
  const { W, H, rng } = plan;
  const ink = createInk({ style: plan.style, time: plan.time, weather: plan.weather, unit: Math.min(W, H) / 768 });
  if (plan.subject === 'character') {
    const body = modelSheet(plan, ink);
    return `${svgOpen(W, H)}${ink.defs()}${body}${border(ink, W, H, rng.fork('border'))}</svg>`;
  }
  const indoor = INDOOR.has(plan.setting);
  const horizon = H * (indoor ? 0.64 : W > H * 1.2 ? 0.6 : 0.56);
  const frame: Frame = { W, H, ink, rng: rng.fork('backdrop'), horizon, words: plan.words };
  const groundY = plan.setting === 'lighthouse' ? H * 0.9 : H * 0.88;
  const zoom = plan.camera === 'medium' ? 1.22 : plan.camera === 'close' ? 1.5 : 1;
  const focusX = W * rng.range(0.4, 0.6);
  const scene = backdrop(plan, frame);
  const world = zoom === 1 ? scene : group(scene, `translate(${f(focusX)} ${f(horizon)}) scale(${zoom}) translate(${f(-focusX)} ${f(-horizon)})`);
  const placed = placeFigures(plan, groundY);
  const figureInk = plan.camera === 'close' ? ink.forFigures().forFigures() : ink.forFigures();
  const figures = placed.map((item) => figure(figureInk, item.spec, item.x, item.base, item.scale, item.facing)).join('');
  const dynamic = plan.camera === 'close' || (plan.camera === 'medium' && ['fight', 'chase', 'danger', 'discover', 'magic'].includes(plan.action));
  const focus: [number, number] = placed[0] ? [placed[0].x, plan.camera === 'close' ? H * 0.46 : placed[0].base - 60 * placed[0].scale] : [W / 2, H / 2];
  const body = [
    world,
    plan.camera === 'wide' ? props(plan, ink, groundY) : '',
    plan.camera === 'close' && (ink.style === 'comic' || ink.style === 'manga' || ink.style === 'animated') ? styleLayer(ink, W, H, rng.fork('style'), { dynamic: true, focus }) : '',
    figures,
    weatherLayer(ink, W, H, rng.fork('weather')),
    plan.camera === 'close' ? '' : styleLayer(ink, W, H, rng.fork('style'), { dynamic, focus }),
    border(ink, W, H, rng.fork('border')),
  ].join('');
  return `${svgOpen(W, H)}${ink.defs()}${body}</svg>`;
}
