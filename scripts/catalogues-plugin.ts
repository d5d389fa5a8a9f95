// The build step for the message catalogues: `virtual:catalogues` maps each area and language to a dynamic import of
// that one catalogue, compiled ahead of time (src/shared/i18n/compile.ts), so a visitor downloads only their language's
// messages, and an area's (the editor's) only when its screens load. The pseudo-locale is compiled from English.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../src/shared/i18n/compile';
import { PSEUDO_LOCALE } from '../src/shared/locales';

const DIR = fileURLToPath(new URL('../src/shared/i18n/', import.meta.url));
const INDEX = 'virtual:catalogues';
const ONE = /^virtual:catalogue\/([\w-]+)\/([\w-]+)$/;

/** Areas only the server reads (src/shared/i18n/sources.ts): the browser never downloads them, so its index names none of them. */
const SERVER_ONLY = new Set(['seo']);
const areas = () =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SERVER_ONLY.has(entry.name))
    .map((entry) => entry.name);
const locales = (area: string) =>
  readdirSync(`${DIR}${area}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5));

export function catalogues(): Plugin {
  return {
    name: 'panelcraft-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX || ONE.test(id)) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = areas().map((area) => {
          const loaders = [...locales(area), PSEUDO_LOCALE].map(
            (locale) => `'${locale}': () => import('virtual:catalogue/${area}/${locale}')`,
          );
          return `'${area}': { ${loaders.join(', ')} }`;
        });
        return `export default { ${entries.join(',\n')} };`;
      }
      const match = id.startsWith('\0') ? ONE.exec(id.slice(1)) : null;
      if (!match) return;
      const [, area, locale] = match;
      const pseudo = locale === PSEUDO_LOCALE;
      const file = `${DIR}${area}/${pseudo ? 'en' : locale}.json`;
      this.addWatchFile(file);
      const compiled = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')), { pseudo });
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
