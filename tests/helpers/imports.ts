// Reading a source file's imports as text, for the tests that check which way imports point and what a module pulls
// in when it loads: every form (`import … from`, `export … from`, a bare `import '…'`, `import('…')`), relative paths
// resolved against the repository and package names as they are written, and type-only imports (`import type`,
// `import { type A, type B }`, `typeof import(…)`) told apart, since TypeScript erases them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ImportRef {
  file: string;
  /** The specifier as written (`zod`, `../shared/messages`). */
  specifier: string;
  /**
   * A relative import's path from the repository root (without an extension), or the file a `#name` import stands for
   * in package.json's "imports"; null for a package.
   */
  target: string | null;
  typeOnly: boolean;
  /** Loaded only when the code asks for it (`import('…')`), not when the module loads. */
  dynamic: boolean;
  line: number;
}

// `import … from`, `export … from`, bare `import '…'` and `import('…')`, with what precedes the specifier.
export const STATIC = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether a clause's every name is marked `type` (`{ type A, type B }`), which TypeScript erases like `import type`. */
export function namesAreTypes(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

type Subpath = string | { default?: string; [condition: string]: unknown };
const SUBPATHS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, Subpath> })
  .imports;

/** The file a `#name` import loads, from the repository root ('.ts' and '.tsx' dropped, as for a relative import). */
function subpathTarget(specifier: string): string | null {
  const entry = SUBPATHS?.[specifier];
  const path = typeof entry === 'string' ? entry : entry?.default;
  return typeof path === 'string' ? relative(ROOT, resolve(ROOT, path)).replace(/\.tsx?$/, '') : null;
}

/** The imports of one source text (`file` is its path from the repository root), in the order of their forms. */
export function importsOf(file: string, text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean, index: number) => {
    const target = specifier.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(file), specifier))
      : specifier.startsWith('#')
        ? subpathTarget(specifier)
        : null;
    refs.push({ file, specifier, target, typeOnly, dynamic, line: lineAt(index) });
  };
  for (const match of text.matchAll(STATIC))
    add(match[4]!, Boolean(match[2]) || namesAreTypes(match[3]!), false, match.index);
  for (const match of text.matchAll(BARE)) add(match[1]!, false, false, match.index);
  for (const match of text.matchAll(DYNAMIC)) add(match[2]!, Boolean(match[1]), true, match.index);
  return refs;
}

/** The file a relative import names (`x` → `x.ts`, `x.tsx` or `x/index.ts`), or null when none is there. */
function sourceFile(target: string): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  return candidates.find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile()) ?? null;
}

/**
 * What a module loads when it runs: the files (paths from the repository root) and packages its static value imports
 * reach, followed through relative paths. Type-only and dynamic imports are not followed.
 */
export function loadedModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [relative(ROOT, resolve(ROOT, entry))];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ref of importsOf(file, readFileSync(join(ROOT, file), 'utf8'))) {
      if (ref.typeOnly || ref.dynamic) continue;
      if (ref.target === null) seen.add(ref.specifier);
      else {
        const found = sourceFile(ref.target);
        if (found) stack.push(found);
      }
    }
  }
  return seen;
}
