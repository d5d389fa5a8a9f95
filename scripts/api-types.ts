// The API's types, read once from the procedures themselves (their zod inputs and what their resolvers return, as the
// TypeScript checker sees them) and written two ways:
// - worker/rest/answers.json: each procedure's answer as JSON Schema, for /api/openapi.json (the Worker has no checker);
// - packages/client/src/api.generated.ts: every procedure's input and output as plain types, so @panelcraft/client's
//   declarations stand alone (no database types, no server code) and compile without skipLibCheck.
// Both are committed; tests/api/openapi-types.test.ts fails when either is stale.
// Property comments (/** … */) travel into both as descriptions. Usage: npm run api:types
import ts from 'typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from '../worker/rest/routes';

const root = resolve(fileURLToPath(import.meta.url), '../..');
export const ANSWERS_FILE = join(root, 'worker/rest/answers.json');
export const CLIENT_TYPES_FILE = join(root, 'packages/client/src/api.generated.ts');
export const API_DOCS_FILE = join(root, 'docs/api.md');

const ROUTE_LIST_START = '<!-- route list: written by npm run api:types from worker/rest/routes.ts -->';
const ROUTE_LIST_END = '<!-- end of route list -->';
const WHO: Record<Route['access'], string> = { public: 'anyone', user: 'signed in', owner: 'the author' };

/** The route table as the docs' list: one line per call, in the table's order. */
export function routeList(routes: Route[]): string {
  const rows = routes.map((route) => {
    const token = route.access === 'public' ? '' : route.method === 'GET' ? ', read token' : ', read-write token';
    const status = route.status === 200 ? '' : route.status === 202 ? ' (202 while pending)' : ` (${route.status})`;
    const flags = `${route.idempotent ? ' · Idempotency-Key' : ''}${route.query ? ` · ?${route.query.join(', ')}` : ''}`;
    return `| \`${route.method} ${route.path}\` | ${route.procedure ? `\`${route.procedure}\`` : ''} | ${WHO[route.access]}${token} | ${route.summary}${status}${flags} |`;
  });
  return [
    ROUTE_LIST_START,
    '',
    '| Call | Procedure | Who | What |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ROUTE_LIST_END,
  ].join('\n');
}

/** docs/api.md with its route list section rewritten from the table. */
export function docsWithRouteList(docs: string, routes: Route[]): string {
  const start = docs.indexOf(ROUTE_LIST_START);
  const end = docs.indexOf(ROUTE_LIST_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no route list markers (${ROUTE_LIST_START})`);
  return docs.slice(0, start) + routeList(routes) + docs.slice(end + ROUTE_LIST_END.length);
}

type JsonSchema = Record<string, unknown>;

export interface ApiTypes {
  /** The answers as JSON Schema by procedure path ('stories.list'); a shape met more than once is named in `schemas`. */
  answers: { schemas: Record<string, JsonSchema>; answers: Record<string, JsonSchema> };
  /** The client's generated module. */
  clientTypes: string;
}

const PROBE = join(root, 'worker/trpc/.api-types-probe.ts');
const PROBE_TEXT = `import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './router';
import type { ErrorType } from '../../src/shared/errors';
import type { MessageCode } from '../../src/shared/messages';
export type Inputs = inferRouterInputs<AppRouter>;
export type Outputs = inferRouterOutputs<AppRouter>;
export type Kinds = { [R in keyof AppRouter['_def']['record']]: { [P in keyof AppRouter['_def']['record'][R]]: AppRouter['_def']['record'][R][P] extends { _def: { type: infer T } } ? T : never } };
export type ErrorData = AppRouter['_def']['_config']['$types']['errorShape']['data'];
export type Errors = ErrorType;
export type Codes = MessageCode;
`;

export function apiTypes(): ApiTypes {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === PROBE ? PROBE_TEXT : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => resolve(file) === PROBE || fileExists(file);
  const program = ts.createProgram([PROBE, join(root, 'worker-configuration.d.ts')], config.options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE)!;
  const alias = (name: string) => {
    const node = probe.statements.find(
      (statement): statement is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
    )!;
    return checker.getTypeAtLocation(node.name);
  };
  const walker = new TypeWalker(checker, probe);
  const [inputs, outputs, kinds] = [alias('Inputs'), alias('Outputs'), alias('Kinds')];

  const answers: Record<string, JsonSchema> = {};
  const procedureLines: string[] = [];
  for (const router of checker.getPropertiesOfType(kinds)) {
    const routerKinds = checker.getTypeOfSymbolAtLocation(router, probe);
    const lines: string[] = [];
    for (const procedure of checker.getPropertiesOfType(routerKinds)) {
      const kind = checker.typeToString(checker.getTypeOfSymbolAtLocation(procedure, probe)).replace(/"/g, "'");
      const typeOf = (types: ts.Type) => {
        const routerType = checker.getTypeOfSymbolAtLocation(checker.getPropertyOfType(types, router.name)!, probe);
        return checker.getTypeOfSymbolAtLocation(checker.getPropertyOfType(routerType, procedure.name)!, probe);
      };
      const input = typeOf(inputs);
      const output = typeOf(outputs);
      answers[`${router.name}.${procedure.name}`] = walker.schema(output);
      lines.push(
        `    ${procedure.name}: { kind: ${kind}; input: ${walker.text(input, 3)}; output: ${walker.text(output, 3)} };`,
      );
    }
    procedureLines.push(`  ${router.name}: {\n${lines.join('\n')}\n  };`);
  }
  const errorData = walker.text(alias('ErrorData'), 1);
  const errorTypes = walker.text(alias('Errors'), 0);
  const messageCodes = walker.text(alias('Codes'), 0);
  const clientTypes = `// Generated by scripts/api-types.ts from the server's procedures (npm run api:types); not edited by hand.
/* eslint-disable */

/** Every \`errorType\` an answer may carry. */
export type ErrorType = ${errorTypes};

/** Every \`messageCode\` an answer (or one of its field errors) may carry: which refusal it is, for a client to say it in its own words. */
export type MessageCode = ${messageCodes};

/** The \`data\` of a failed call's error (tRPC's code and status, the API's errorType, messageCode and params, requestId and field errors). */
export type ErrorData = ${errorData};

/** Every procedure of the API: whether it is a query or a mutation, what it takes and what it answers. */
export interface Procedures {
${procedureLines.join('\n')}
}
`;
  return { answers: shared(answers), clientTypes };
}

/** Field names that say less than the shape they hold. */
const RENAMED: Record<string, string> = { UserId: 'Author' };

const pascal = (name: string) => name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * Names every object shape (of three fields or more) that appears more than once, after the field that holds it
 * (`textBubbles` items: TextBubble), and refers to it by `$ref`, so the document stays small and generated clients
 * get one type per shape.
 */
function shared(answers: Record<string, JsonSchema>): ApiTypes['answers'] {
  const keyOf = (schema: JsonSchema) => {
    const { description: _, ...shape } = schema;
    return JSON.stringify(shape);
  };
  const counts = new Map<string, number>();
  const count = (schema: unknown, top: boolean) => {
    if (!schema || typeof schema !== 'object') return;
    if (Array.isArray(schema)) return schema.forEach((item) => count(item, false));
    const object = schema as JsonSchema;
    if (!top && object.type === 'object' && Object.keys((object.properties as object) ?? {}).length >= 3)
      counts.set(keyOf(object), (counts.get(keyOf(object)) ?? 0) + 1);
    for (const value of Object.values(object)) count(value, false);
  };
  for (const answer of Object.values(answers)) count(answer, true);
  const schemas: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();
  const rewrite = (schema: unknown, hint: string, top: boolean): unknown => {
    if (!schema || typeof schema !== 'object') return schema;
    if (Array.isArray(schema)) return schema.map((item) => rewrite(item, hint, false));
    const object = schema as JsonSchema;
    const inner = () =>
      Object.fromEntries(
        Object.entries(object).map(([key, value]) => {
          if (key === 'properties') {
            // An answer's `data` is named after its call (StoriesById), any other field after itself.
            const named = (name: string) => (top && name === 'data' ? hint : pascal(name));
            return [
              key,
              Object.fromEntries(
                Object.entries(value as JsonSchema).map(([name, property]) => [
                  name,
                  rewrite(property, named(name), false),
                ]),
              ),
            ];
          }
          if (key === 'items')
            return [
              key,
              rewrite(
                value,
                hint.replace(/(ies|s)$/, (end) => (end === 'ies' ? 'y' : '')),
                false,
              ),
            ];
          return [key, rewrite(value, hint, false)];
        }),
      );
    const key = keyOf(object);
    if (top || (counts.get(key) ?? 0) < 2) return inner();
    let name = names.get(key);
    if (!name) {
      const base = RENAMED[hint] ?? (hint || 'Shape');
      name = base;
      for (let n = 2; schemas[name] || [...names.values()].includes(name); n += 1) name = `${base}${n}`;
      names.set(key, name);
      const { description: _, ...shape } = inner();
      schemas[name] = shape;
    }
    return { $ref: `#/components/schemas/${name}`, ...(object.description ? { description: object.description } : {}) };
  };
  const rewritten = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [path, rewrite(answer, pascal(path), true) as JsonSchema]),
  );
  return {
    schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    answers: rewritten,
  };
}

/** Turns a checker type into JSON Schema and into TypeScript text, with property comments as descriptions. */
class TypeWalker {
  constructor(
    private checker: ts.TypeChecker,
    private at: ts.Node,
  ) {}

  private members(type: ts.Type) {
    return this.checker
      .getPropertiesOfType(type)
      .filter((symbol) => !symbol.name.startsWith('__@'))
      .map((symbol) => {
        const declared = this.checker.getTypeOfSymbolAtLocation(symbol, this.at);
        const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
        const description = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
        return { name: symbol.name, type: declared, optional, description };
      })
      .filter((member) => !this.checker.getSignaturesOfType(member.type, ts.SignatureKind.Call).length);
  }

  /** The union's members without undefined (an optional property's), with true|false folded into boolean. */
  private parts(type: ts.Type): ts.Type[] {
    const members = type.isUnion() ? type.types : [type];
    return members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  }

  private isDate(type: ts.Type) {
    return type.getSymbol()?.name === 'Date';
  }

  /** Bytes (an upload's body through tRPC): the platform's own type, by name. */
  private bytes(type: ts.Type) {
    const name = type.getSymbol()?.name;
    return name === 'Uint8Array' || name === 'ArrayBuffer' ? name : null;
  }

  schema(type: ts.Type, seen: ts.Type[] = []): JsonSchema {
    if (seen.includes(type)) return {};
    const within = [...seen, type];
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (type.isUnion()) {
      const parts = this.parts(type);
      const booleans = parts.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
      const rest = parts.filter((part) => !(part.flags & ts.TypeFlags.BooleanLiteral));
      const options: JsonSchema[] = [
        ...(booleans.length === 2 ? [{ type: 'boolean' }] : booleans.map((part) => this.schema(part, within))),
        ...rest.map((part) => this.schema(part, within)),
      ];
      if (options.length === 1) return options[0]!;
      const constants = options.every((option) => 'const' in option) ? options.map((option) => option.const) : null;
      if (constants && constants.every((value) => typeof value === 'string'))
        return { type: 'string', enum: constants };
      // `string | null` and the like: one schema with a list of types.
      const simple = options.every((option) => Object.keys(option).length === 1 && typeof option.type === 'string');
      // null last, as a reader writes it.
      if (simple)
        return {
          type: options
            .map((option) => option.type as string)
            .sort((a, b) => Number(a === 'null') - Number(b === 'null')),
        };
      const nullable = options.findIndex((option) => option.type === 'null');
      if (nullable >= 0 && options.length === 2) {
        const other = options[1 - nullable]!;
        if (typeof other.type === 'string' && !('const' in other)) return { ...other, type: [other.type, 'null'] };
      }
      return { anyOf: options };
    }
    if (flags & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: this.checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.String || flags & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (this.isDate(type)) return { type: 'string', format: 'date-time' };
    if (this.bytes(type)) return { type: 'string', format: 'binary' };
    if (this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference).map((item) => this.schema(item, within));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (this.checker.isArrayType(type)) {
      return { type: 'array', items: this.schema(this.checker.getTypeArguments(type as ts.TypeReference)[0]!, within) };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const member of this.members(type)) {
        const undefinedAllowed =
          member.type.isUnion() && member.type.types.some((part) => part.flags & ts.TypeFlags.Undefined);
        const schema = this.schema(member.type, within);
        properties[member.name] = member.description ? { ...schema, description: member.description } : schema;
        if (!member.optional && !undefinedAllowed) required.push(member.name);
      }
      const index = this.checker.getIndexInfosOfType(type)[0];
      return {
        type: 'object',
        ...(Object.keys(properties).length ? { properties } : {}),
        ...(required.length ? { required } : {}),
        ...(index ? { additionalProperties: this.schema(index.type, within) } : {}),
      };
    }
    return {};
  }

  text(type: ts.Type, depth: number, seen: ts.Type[] = []): string {
    if (seen.includes(type)) return 'unknown';
    const within = [...seen, type];
    const flags = type.flags;
    if (flags & ts.TypeFlags.Any) return 'any';
    if (flags & ts.TypeFlags.Unknown) return 'unknown';
    if (type.isUnion()) {
      const members = type.types;
      const booleans = members.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
      const texts = [
        ...(booleans.length === 2 ? ['boolean'] : booleans.map((part) => this.text(part, depth, within))),
        ...members
          .filter((part) => !(part.flags & ts.TypeFlags.BooleanLiteral))
          .map((part) => this.text(part, depth, within)),
      ];
      // undefined last, as the checker writes it.
      return [...new Set(texts)]
        .sort((a, b) => Number(a === 'undefined') - Number(b === 'undefined'))
        .map((text) => (/=>/.test(text) ? `(${text})` : text))
        .join(' | ');
    }
    if (flags & ts.TypeFlags.Undefined || flags & ts.TypeFlags.Void) return 'undefined';
    if (
      flags &
      (ts.TypeFlags.StringLiteral |
        ts.TypeFlags.NumberLiteral |
        ts.TypeFlags.BooleanLiteral |
        ts.TypeFlags.String |
        ts.TypeFlags.Number |
        ts.TypeFlags.Boolean |
        ts.TypeFlags.Null |
        ts.TypeFlags.TemplateLiteral)
    ) {
      return this.checker.typeToString(type);
    }
    if (this.isDate(type)) return 'string';
    if (this.bytes(type)) return this.bytes(type)!;
    if (this.checker.isTupleType(type)) {
      return `[${this.checker
        .getTypeArguments(type as ts.TypeReference)
        .map((item) => this.text(item, depth, within))
        .join(', ')}]`;
    }
    if (this.checker.isArrayType(type)) {
      const item = this.text(this.checker.getTypeArguments(type as ts.TypeReference)[0]!, depth, within);
      return /[|&]/.test(item) && !/^\{[\s\S]*\}$/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) {
      const pad = '  '.repeat(depth + 1);
      const lines: string[] = [];
      for (const member of this.members(type)) {
        if (member.description)
          lines.push(`${pad}/** ${member.description.replace(/\*\//g, '*\\/').replace(/\n+/g, ' ')} */`);
        const key = /^[A-Za-z_$][\w$]*$/.test(member.name) ? member.name : JSON.stringify(member.name);
        lines.push(`${pad}${key}${member.optional ? '?' : ''}: ${this.text(member.type, depth + 1, within)};`);
      }
      const index = this.checker.getIndexInfosOfType(type)[0];
      if (index) lines.push(`${pad}[key: string]: ${this.text(index.type, depth + 1, within)};`);
      if (!lines.length) return '{}';
      return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
    }
    return 'unknown';
  }
}

/**
 * Writes a file only when its text changed: the client's build runs this while tests read the same files (Vitest runs
 * two test files at once), and rewriting an unchanged file would let them read it half written.
 */
function writeIfChanged(file: string, text: string) {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current !== text) writeFileSync(file, text);
}

/** Writes both files; with `--check`, fails instead when either differs from what the procedures say. */
async function main() {
  const { answers, clientTypes } = apiTypes();
  const answersText = `${JSON.stringify(answers, null, 1)}\n`;
  if (process.argv.includes('--check')) {
    const stale = readFileSync(ANSWERS_FILE, 'utf8') !== answersText;
    if (stale) {
      console.error('worker/rest/answers.json is stale: run npm run api:types');
      process.exit(1);
    }
    return;
  }
  // The client's build writes only its own types (the answers file and the docs are the server's, checked by tests).
  if (!process.argv.includes('--client')) {
    writeIfChanged(ANSWERS_FILE, answersText);
    // Loaded only here: the route table brings the server's modules, which the client's build does not need.
    const { ROUTES } = await import('../worker/rest/routes');
    writeIfChanged(API_DOCS_FILE, docsWithRouteList(readFileSync(API_DOCS_FILE, 'utf8'), ROUTES));
  }
  writeIfChanged(CLIENT_TYPES_FILE, clientTypes);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
