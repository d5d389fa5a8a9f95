// English left in a translation: a message another language spells exactly as English is a leftover unless
// the language truly uses the same word (a cognate, a placeholder example, a sound effect), listed here by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';

const DIR = new URL('../../src/shared/i18n/', import.meta.url);
const AREAS = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'compiled')
  .map((entry) => entry.name);
const catalogue = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${area}/${locale}.json`, DIR), 'utf8'));

/** Messages every language may keep as they are: examples of what to type, comic sounds and a file format's name. */
const SAME_EVERYWHERE = new Set([
  'auth.emailPlaceholder',
  'auth.firstNamePlaceholder',
  'auth.lastNamePlaceholder',
  'art.pow',
  'account.editProfile.avatarPlaceholder',
  'reader.download.pdf',
]);
/** Words a language spells as English does. */
const SAME_WORD: Record<string, string[]> = {
  es: ['editor.entities.manualTab', 'editor.bubble.opt.rectangular', 'reader.error'],
  'pt-BR': [
    'editor.settings.status',
    'editor.entities.manualTab',
    'editor.bubble.opt.oval',
    'editor.tags.label',
    'card.remixes',
  ],
};

/** The message's words, without placeholders and ICU syntax. */
const words = (message: string) =>
  message
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, ' ')
    .replace(/[{}#]/g, ' ');

describe('translations', () => {
  it.each(AREAS)('%s: no language keeps an English message, save the words it shares with English', (area) => {
    const english = catalogue(area, 'en');
    const leftovers: string[] = [];
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      for (const [id, message] of Object.entries(catalogue(area, locale))) {
        if (message !== english[id] || !/[A-Za-z]{2}/.test(words(message))) continue;
        if (SAME_EVERYWHERE.has(id) || SAME_WORD[locale]?.includes(id)) continue;
        leftovers.push(`${locale} ${id}: ${message}`);
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('reads the words of a message without its placeholders and plural syntax', () => {
    expect(words('{n, plural, one {# remix} other {# remixes}}').trim().split(/\s+/)).toEqual(['remix', 'remixes']);
    expect(/[A-Za-z]{2}/.test(words('{count} · {n, plural, other {#}}'))).toBe(false);
  });
});
