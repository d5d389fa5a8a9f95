// The smallest input a zod schema accepts, built from the schema itself (its checks, enums, unions), so a test can
// call every procedure of the router with an input that passes validation and reaches what comes after it.
import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, any>;

/** Strings tried, after the one the length checks ask for, for formats and patterns a length alone does not meet. */
const STRINGS = [
  'sample',
  'Sample-pass1',
  'a@example.com',
  'https://example.com/a.png',
  '/media/a.png',
  '#000000',
  'en',
  'read-write',
  '2026-01-01',
  'a-b',
];

const accepts = (schema: Schema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;
const first = (schema: Schema, candidates: unknown[]) => candidates.find((value) => accepts(schema, value));

function checksOf(def: Def): Array<Record<string, any>> {
  return ((def.checks ?? []) as Array<{ _zod: { def: Record<string, any> } }>).map((check) => check._zod.def);
}

function sampleString(schema: Schema, def: Def): unknown {
  const checks = checksOf(def);
  const min = Math.max(
    1,
    ...checks
      .filter((c) => c.check === 'min_length' || c.check === 'length_equals')
      .map((c) => c.minimum ?? c.length ?? 1),
  );
  // A few words first: long enough for a prompt's minimum, short enough for a name's maximum.
  return first(schema, [
    'A harbour at dawn'.padEnd(min, '.'),
    'a'.repeat(min),
    ...STRINGS,
    'a'.repeat(Math.max(min, 16)),
  ]);
}

function sampleNumber(schema: Schema, def: Def): unknown {
  const lows = checksOf(def)
    .filter((c) => c.check === 'greater_than')
    .map((c) => Number(c.value) + (c.inclusive ? 0 : 1));
  const low = lows.length ? Math.max(...lows) : 1;
  return first(schema, [low, Math.ceil(low), 1, 0, 100]);
}

/** A value `schema` accepts, or undefined when none was found (the caller's parse then names the problem). */
export function sampleInput(schema: Schema): unknown {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'string':
      return sampleString(schema, def);
    case 'number':
    case 'int':
      return sampleNumber(schema, def);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleInput(def.innerType);
    case 'pipe':
      // A transform may refuse what its input schema took (a field one choice makes required): each form in turn.
      return first(schema, objectForms(def.in).concat([sampleInput(def.in)]));
    case 'lazy':
      return sampleInput(def.getter());
    case 'array': {
      const min = Math.max(
        0,
        ...checksOf(def)
          .filter((c) => c.check === 'min_length')
          .map((c) => c.minimum),
      );
      return Array.from({ length: min }, () => sampleInput(def.element));
    }
    case 'tuple':
      return (def.items as Schema[]).map(sampleInput);
    case 'union':
      return first(schema, (def.options as Schema[]).map(sampleInput));
    case 'record':
      return {};
    case 'object':
      return first(schema, objectForms(schema));
    case 'intersection':
      return { ...(sampleInput(def.left) as object), ...(sampleInput(def.right) as object) };
    default:
      return first(schema, ['sample', new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]), {}, 1]);
  }
}

/** An object with its required fields, then with each optional one added (a refinement may want one), then with all. */
function objectForms(schema: Schema): unknown[] {
  const def = schema._zod.def as Def;
  if (def.type !== 'object') return [];
  const shape = def.shape as Record<string, Schema>;
  const fields = Object.entries(shape);
  const required = Object.fromEntries(
    fields.filter(([, field]) => field._zod.optin !== 'optional').map(([key, field]) => [key, sampleInput(field)]),
  );
  const optional = fields
    .filter(([key]) => !(key in required))
    .map(([key, field]) => ({ [key]: sampleInput(nonOptional(field)) }));
  return [required, ...optional.map((field) => ({ ...required, ...field })), Object.assign({}, required, ...optional)];
}

function nonOptional(schema: Schema): Schema {
  const def = schema._zod.def as Def;
  return def.type === 'optional' || def.type === 'default' || def.type === 'prefault'
    ? nonOptional(def.innerType)
    : schema;
}
