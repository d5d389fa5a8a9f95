// Comic marks, drawn as graphics and never as words: the impact star of a blow or a bump, speed lines, music notes,
// z's, puffs of breath, a splash, a burst, sweat drops, steam, dust, crumbs, hearts and a look's line of sight. Each is
// a list of shapes in src/data/verbs.json (`marks`), drawn at a part of the body (`anchors`, in units of its height:
// forward of its feet, up from them) of whoever does the verb whose schema names it.
import type { Body } from './glyphs';
import { draw } from './drawing';
import { f, type Ink } from './ink';
import { SCHEMAS } from '../verbs';
import table from '../data/verbs.json' with { type: 'json' };
import looks from '../data/look.json' with { type: 'json' };

/** A mark drawn as a line to whom the verb names (`to`: where on them), dashed or sagging. */
type Line = { dash: number; sag: number; to: string; animal?: boolean };
const MARKS = table.marks as Record<string, { at: string; shapes: string[]; people?: boolean; line?: Line }>;
const ANCHORS: Record<string, number[]> = table.anchors;
/** A state's marks (src/data/look.json `STATE_MARKS`), at a part of the body as a verb's are. */
const STATE_MARKS: Partial<Record<string, { at: string; shapes: string[] }>> = looks.STATE_MARKS;
const PLACES = table.places as Record<string, { across: number; up: number }>;

/** The parts of a rig a mark is drawn at where its pose draws them (what the hand acts on, at the hand). */
type RigPart = 'hand' | 'mouth' | 'head';
const RIG_PARTS: Partial<Record<string, RigPart>> = { hand: 'hand', object: 'hand', mouth: 'mouth', face: 'head' };

/** Where on a body a mark goes: a part of it, or what it acts on (where its schema puts the thing, else at its hand). */
function anchorOf(body: Body, at: string, object?: string): [number, number] {
  // A rig's hand, mouth and face where the pose draws them: the mark is where the pose acts or shows.
  const part = at !== 'object' || !object || object === 'hand' ? RIG_PARTS[at] : undefined;
  const drawn = part && body[part];
  // What the hand acts on is past what it holds, at the tool's tip (a hammer's star never hides the hammer).
  if (drawn && at === 'object' && object === 'hand') return [drawn[0] + body.facing * body.height * 0.16, drawn[1]];
  if (drawn) return drawn;
  const [across = 0, up = 0] = ANCHORS[at === 'object' ? 'hand' : at] ?? [];
  const place = (at === 'object' && PLACES[object ?? '']) || { across, up };
  // A sleeper lies down: its head is near the ground.
  return [
    body.x + body.facing * body.height * place.across,
    body.base - body.height * place.up * (body.pose === 'sleep' ? 0.4 : 1),
  ];
}

/** The panel's size. */
type Size = { W: number; H: number };

/** A mark's shapes at a point of a body, kept inside the frame unless on the face (which is where it is). */
function markAt(ink: Ink, name: string, shapes: string[], [x, y]: number[], body: Body, size: Size, face = false) {
  const k = Math.min(body.height, size.H * 0.5) / 70;
  const at = face ? [x, y] : [Math.max(20 * k, Math.min(size.W - 20 * k, x!)), Math.max(26 * k, y!)];
  return `<g class="mark mark-${name}" transform="translate(${f(at[0]!)} ${f(at[1]!)}) scale(${f(body.facing * k)} ${f(k)})">${draw(ink, shapes, k)}</g>`;
}

/** The mark of a body's verb; a line runs to whom it names: a look's dashed line of sight, a lead's leash to the animal. */
function verbMark(ink: Ink, bodies: Body[], body: Body, size: Size): string {
  const schema = body.act ? SCHEMAS[body.act] : undefined;
  const mark = schema?.mark && MARKS[schema.mark];
  // A mark for people only (z's) is not drawn again over an animal, whose rig or drawing has its own.
  // A mark never stands in for the pose: a figure drawn standing when its verb's pose is not draws none.
  if (!schema || !mark || (mark.people && !body.placed) || (body.pose === 'stand' && schema.pose !== 'stand'))
    return '';
  const [x, y] = anchorOf(body, mark.at, schema.object);
  const { line } = mark;
  if (!line) return markAt(ink, schema.mark!, mark.shapes, [x, y], body, size);
  const k = Math.min(body.height, size.H * 0.5) / 70;
  const seen = bodies.find((other) => other.name === body.target);
  if (line.animal && !seen?.animal) return '';
  const [tx, ty] = seen ? anchorOf(seen, line.to) : anchorOf(body, 'object', schema.object);
  const sag = Math.max(y, ty) + body.height * line.sag;
  return `<path class="mark mark-${schema.mark}" d="M${f(x)} ${f(y)}${line.sag ? `Q${f((x + tx) / 2)} ${f(sag)} ` : 'L'}${f(tx)} ${f(ty)}" fill="none" stroke="${ink.lineColor}" stroke-width="${f(k * 1.6)}"${line.dash ? ` stroke-dasharray="${f(k * line.dash)} ${f(k * line.dash)}" stroke-opacity="0.7"` : ''} stroke-linecap="round"/>`;
}

/** The marks of every body: its verb's, and its look's states (mud spatters, drops, sweat, a tired droop's squiggles). */
export function marksOf(ink: Ink, bodies: Body[], size: Size): string {
  // A small animal's state marks are drawn as large as a child's, so they read.
  const states = (body: Body) =>
    (body.state ?? []).map((state) => {
      const mark = STATE_MARKS[state];
      const seen = { ...body, height: Math.max(body.height, size.H * 0.2) };
      return mark ? markAt(ink, state, mark.shapes, anchorOf(body, mark.at), seen, size, mark.at === 'face') : '';
    });
  return bodies.map((body) => [verbMark(ink, bodies, body, size), ...states(body)].join('')).join('');
}
