// The body fields a REST call takes, read off the procedure's zod input, so an unknown one is a 400 naming it.
import type { z } from 'zod';
import { DomainError } from '../errors';

type Def = { type: string; shape?: Record<string, unknown>; in?: Schema; innerType?: Schema; options?: Schema[]; left?: Schema; right?: Schema };
type Schema = { _zod: { def: Def } };

/** The top-level keys of an object input (through optional, default, pipe, union and intersection wrappers). */
function keysOf(schema: Schema, into: Set<string>): Set<string> {
  const def = schema._zod.def;
  if (def.shape) for (const key of Object.keys(def.shape)) into.add(key);
  if (def.in) keysOf(def.in, into);
  if (def.innerType) keysOf(def.innerType, into);
  for (const option of def.options ?? []) keysOf(option, into);
  if (def.left) keysOf(def.left, into);
  if (def.right) keysOf(def.right, into);
  return into;
}

const known = new WeakMap<object, Set<string>>();

export function inputKeys(schema: z.ZodType): Set<string> {
  let keys = known.get(schema);
  if (!keys) {
    keys = keysOf(schema as unknown as Schema, new Set());
    known.set(schema, keys);
  }
  return keys;
}

export const unknownFieldMessage = (field: string) => `Unknown field: ${field}`;

/** A 400 for the first body field the call does not take (a typo such as `titel` would otherwise change nothing). */
export function assertKnownFields(body: Record<string, unknown>, schema: z.ZodType, also: readonly string[] = []): void {
  const keys = inputKeys(schema);
  for (const field of Object.keys(body)) {
    if (!keys.has(field) && !also.includes(field)) {
      throw new DomainError('BAD_REQUEST', unknownFieldMessage(field), { field, extras: { errorType: 'unknown_field' } });
    }
  }
}
