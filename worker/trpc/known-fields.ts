// One strictness rule at every door: a field no call takes is a 400 that names its path (`style.colour`), at any depth,
// whether it came in a REST body, a query string or a tRPC input. Read off the procedure's own zod input, so a new
// procedure is strict without a line of its own, and a typo never quietly becomes a default.
import type { z } from 'zod';
import { codedError } from '../errors';
import { messageText } from '../../src/shared/messages';

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  in?: Schema;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  element?: Schema;
  getter?: () => Schema;
};
type Schema = { _zod: { def: Def } };

/** The object shapes a value may meet through wrappers (optional, default, pipe, lazy) and choices (union, intersection). */
function shapesOf(schema: Schema, into: Def[] = [], seen = new Set<Schema>()): Def[] {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object') into.push(def);
  if (def.type === 'record' || def.type === 'any' || def.type === 'unknown') into.push({ type: 'open' });
  for (const inner of [def.in, def.innerType, def.left, def.right, def.getter?.()])
    if (inner) shapesOf(inner, into, seen);
  for (const option of def.options ?? []) shapesOf(option, into, seen);
  return into;
}

/** The element schemas a list may meet through the same wrappers. */
function elementsOf(schema: Schema, into: Schema[] = [], seen = new Set<Schema>()): Schema[] {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'array' && def.element) into.push(def.element);
  for (const inner of [def.in, def.innerType, def.left, def.right, def.getter?.()])
    if (inner) elementsOf(inner, into, seen);
  for (const option of def.options ?? []) elementsOf(option, into, seen);
  return into;
}

export const unknownFieldMessage = (field: string) => messageText('unknown_field', { field });

/** The path of the first field `value` carries that `schema` does not take, or null. */
export function unknownField(value: unknown, schema: z.ZodType, path: string[] = []): string | null {
  if (value === null || typeof value !== 'object') return null;
  const own = schema as unknown as Schema;
  if (Array.isArray(value)) {
    const elements = elementsOf(own);
    if (!elements.length) return null;
    for (const [i, item] of value.entries()) {
      const found = unknownField(item, elements[0] as unknown as z.ZodType, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  const shapes = shapesOf(own);
  // Not an object input (a string that will fail on its own), or one that takes any key: nothing to name here.
  if (
    !shapes.length ||
    shapes.some((def) => def.type === 'open' || (def.catchall && def.catchall._zod.def.type !== 'never'))
  )
    return null;
  for (const [key, child] of Object.entries(value)) {
    const owner = shapes.find((def) => def.shape && Object.hasOwn(def.shape, key));
    if (!owner) return [...path, key].join('.');
    const found = unknownField(child, owner.shape![key] as unknown as z.ZodType, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A 400 for the first field, at any depth, that the input does not take. */
export function assertKnownFields(
  value: unknown,
  schema: z.ZodType,
  describe: (path: string) => string = (path) => path,
): void {
  const path = unknownField(value, schema);
  if (path === null) return;
  const field = describe(path);
  throw codedError('BAD_REQUEST', 'unknown_field', { field }, { field, extras: { errorType: 'unknown_field' } });
}

/** The same 400 for a flat record, such as a query string, against the names it takes. */
export function assertKnownKeys(record: Record<string, unknown>, keys: readonly string[]): void {
  const field = Object.keys(record).find((key) => !keys.includes(key));
  if (field === undefined) return;
  throw codedError('BAD_REQUEST', 'unknown_field', { field }, { field, extras: { errorType: 'unknown_field' } });
}
