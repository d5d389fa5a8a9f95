// `npm run fonts:ui`: one small Noto file per interface language in UI_FONT_SOURCES (Japanese, Korean, Chinese, Arabic, Hindi)
// holding exactly the characters the server's first paint declares on its pages (worker/web/first-paint-fonts.ts: the pages' own words, the app's words there, dates and
// counts). @fontsource splits Noto Sans JP into 124 pieces by character frequency; the Japanese home's 203 characters
// fell into 24 of them, 270 KB on a phone's link, where this file is 64 KB. Written to src/assets/ui-fonts/ with
// the list of what each holds; the build declares it for those characters and the pieces for anything newer, and a test
// fails once a catalogue change leaves characters out (run this again then).
// The full fonts come from Google Fonts' static Noto files as packaged by @expo-google-fonts (fetched with `npm pack`
// into a temporary folder: a developer's step, not an install's); harfbuzz (subset-font) cuts them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import {
  UI_FONT_SOURCES,
  uiFontChars,
  uiFontFile,
  type UiFontChars,
  type UiFontLocale,
} from '../worker/web/first-paint-fonts.ts';

const UI_FONTS_DIR = join(import.meta.dirname, '../src/assets/ui-fonts');

mkdirSync(UI_FONTS_DIR, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'ui-fonts-'));
try {
  const inventory: UiFontChars = {};
  for (const locale of Object.keys(UI_FONT_SOURCES) as UiFontLocale[]) {
    const source = UI_FONT_SOURCES[locale];
    const chars = uiFontChars(locale);
    console.log(`${locale}: ${[...chars].length} characters from ${source.package}`);
    execFileSync('npm', ['pack', '--silent', source.package], { cwd: work, stdio: ['ignore', 'pipe', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))!;
    execFileSync('tar', ['xzf', tarball, `package/${source.file}`], { cwd: work });
    const font = readFileSync(join(work, 'package', source.file));
    // Only what the font draws: a character it lacks (Noto Sans Arabic has no ←) stays with @fontsource's pieces.
    const full = fontkit.create(font) as unknown as { hasGlyphForCodePoint(code: number): boolean };
    const held = [...chars].filter((char) => full.hasGlyphForCodePoint(char.codePointAt(0)!)).join('');
    if (held.length < [...chars].length)
      console.log(
        `  not in the font, left to the pieces: ${[...chars].filter((char) => !held.includes(char)).join(' ')}`,
      );
    const woff2 = await subsetFont(font, held, { targetFormat: 'woff2' });
    writeFileSync(join(UI_FONTS_DIR, uiFontFile(locale)), woff2);
    inventory[locale] = held;
    console.log(`  ${uiFontFile(locale)}: ${(woff2.length / 1024).toFixed(1)} KB`);
    rmSync(join(work, tarball));
    rmSync(join(work, 'package'), { recursive: true });
  }
  writeFileSync(join(UI_FONTS_DIR, 'chars.json'), `${JSON.stringify(inventory, null, 1)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
