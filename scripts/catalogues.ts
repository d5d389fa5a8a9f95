// Compiles the message catalogues once, ahead of time, into src/shared/i18n/compiled/: each area and language in
// Lingui's compiled form (and the pseudo-locale from English), with the two indexes the app imports: `index.ts` (the
// browser's areas, one lazy chunk per area and language) and `server.ts` (the areas the server writes from, loaded
// with it). Neither the browser nor the server parses a message at run time. Run `npm run i18n:compile` after editing
// a catalogue; tests/client/i18n-compiled.test.ts fails while the files are stale.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from '../src/shared/locales';

const SOURCE = fileURLToPath(new URL('../src/shared/i18n/', import.meta.url));
export const COMPILED_DIR = join(SOURCE, 'compiled');

/** Areas only the server reads: the browser's index names none of them, so no chunk of theirs is ever downloaded. */
const SERVER_ONLY = ['seo'];
/** The areas the server writes from (first paint, head, share card). */
const SERVER_AREAS = ['common', 'reader', 'account', 'seo', 'outputs'];

/** A catalogue's ICU messages in Lingui's compiled form; the pseudo-locale marks every message, so unmarked English stands out. */
export function compileCatalogue(messages: Record<string, string>, { pseudo = false } = {}): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(pseudo ? `⟦${message}⟧` : message)];
      } catch (error) {
        throw new Error(`Message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}

const areas = () =>
  readdirSync(SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'compiled')
    .map((entry) => entry.name)
    .sort();

const UI_LOCALES = [...LOCALES, PSEUDO_LOCALE];
const HEADER =
  '// Written by scripts/catalogues.ts (npm run i18n:compile) from the catalogues beside this folder: do not edit.\n';
const name = (area: string, locale: string) => `${area}_${locale.replace('-', '_')}`;

/** Every file the compiled folder holds, by its path inside it. */
export function compiledFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const area of areas()) {
    for (const locale of UI_LOCALES) {
      const pseudo = locale === PSEUDO_LOCALE;
      const source = JSON.parse(readFileSync(join(SOURCE, area, `${pseudo ? DEFAULT_LOCALE : locale}.json`), 'utf8'));
      files.set(`${area}/${locale}.json`, `${JSON.stringify(compileCatalogue(source, { pseudo }))}\n`);
    }
  }
  const browser = areas().filter((area) => !SERVER_ONLY.includes(area));
  const loader = (area: string, locale: string) =>
    `'${locale}': () => import('./${area}/${locale}.json', { with: { type: 'json' } })`;
  files.set(
    'index.ts',
    `${HEADER}// The browser's catalogues: a dynamic import per area and language, so a visitor downloads only their language's
// messages, and an area's (the editor's) only when its screens load.
import type { Messages } from '@lingui/core';

export type CatalogueLoader = () => Promise<{ default: Messages }>;

// JSON reads a compiled message's tuples as plain arrays: the modules are Lingui's compiled form all the same.
export const CATALOGUES = {
${browser.map((area) => `  ${area}: {\n${UI_LOCALES.map((locale) => `    ${loader(area, locale)},`).join('\n')}\n  },`).join('\n')}
} as unknown as Record<string, Partial<Record<string, CatalogueLoader>>>;
`,
  );
  // The server marks English for the pseudo-locale itself (worker/web/i18n.ts): a compiled message wrapped in ⟦…⟧ is
  // the compiled pseudo message, so the Worker does not carry a second English.
  const imports = SERVER_AREAS.flatMap((area) =>
    LOCALES.map((locale) => `import ${name(area, locale)} from './${area}/${locale}.json' with { type: 'json' };`),
  );
  files.set(
    'server.ts',
    `${HEADER}// The catalogues the server writes from (first paint, head, share card), loaded with it.
import type { Messages } from '@lingui/core';
import type { Locale } from '../../locales';
${imports.join('\n')}

// JSON reads a compiled message's tuples as plain arrays: the object is Lingui's compiled form all the same.
export const SERVER_CATALOGUES = {
${SERVER_AREAS.map((area) => `  ${area}: {\n${LOCALES.map((locale) => `    '${locale}': ${name(area, locale)},`).join('\n')}\n  },`).join('\n')}
} as unknown as Record<'${SERVER_AREAS.join("' | '")}', Record<Locale, Messages>>;
`,
  );
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  for (const [path, text] of compiledFiles()) {
    mkdirSync(dirname(join(COMPILED_DIR, path)), { recursive: true });
    writeFileSync(join(COMPILED_DIR, path), text);
  }
  console.log(`Wrote ${compiledFiles().size} files to src/shared/i18n/compiled/`);
}
