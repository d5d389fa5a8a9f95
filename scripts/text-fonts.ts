// `npm run fonts:text`: the source files the server cuts each page's Noto subset from (worker/web/text-fonts.ts). For
// every face in TEXT_FONT_SOURCES, Google Fonts' full static file as packaged by @expo-google-fonts (fetched with
// `npm pack` into a temporary folder: a developer's step, not an install's) is cut by harfbuzz (subset-font) to the
// characters of @fontsource's pieces from `fromPiece` on (@fontsource numbers its pieces by how common their
// characters are, the commonest last), its named ones (Latin, Cyrillic…) and the whole blocks it names (Hangul), kept as TrueType in worker/web/text-font-sources/
// with coverage.json, the ranges each holds. Rarer characters are drawn from @fontsource's pieces as before.
// `npm run fonts:text -- noto-sans-arabic` makes only the sources named.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import {
  TEXT_FONT_SOURCES,
  rangesText,
  sourceFile,
  type TextFontCoverage,
  type TextFontKey,
} from '../worker/web/text-fonts.ts';
import { NOTO } from '../src/shared/script-fonts.ts';
import { unicodeRanges } from '../src/shared/unicode-range.ts';

const DIR = join(import.meta.dirname, '../worker/web/text-font-sources');

mkdirSync(DIR, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'text-fonts-'));
try {
  const coveragePath = join(DIR, 'coverage.json');
  const coverage: TextFontCoverage = existsSync(coveragePath)
    ? (JSON.parse(readFileSync(coveragePath, 'utf8')) as TextFontCoverage)
    : {};
  const named = process.argv.slice(2);
  const keys = (Object.keys(TEXT_FONT_SOURCES) as TextFontKey[]).filter((key) => !named.length || named.includes(key));
  for (const key of keys) {
    const source = TEXT_FONT_SOURCES[key];
    const face = Object.values(NOTO).find((candidate) => candidate.family === source.family)!;
    const wanted = new Set<number>();
    for (const [name, css] of Object.entries(face.subsets)) {
      const piece = /^\[(\d+)\]$/.exec(name);
      if (piece && Number(piece[1]) < source.fromPiece) continue;
      for (const [from, to] of unicodeRanges(css)) for (let code = from; code <= to; code += 1) wanted.add(code);
    }
    for (const [from, to] of 'ranges' in source ? source.ranges : [])
      for (let code = from; code <= to; code += 1) wanted.add(code);
    execFileSync('npm', ['pack', '--silent', source.package], { cwd: work, stdio: ['ignore', 'pipe', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))!;
    execFileSync('tar', ['xzf', tarball, `package/${source.file}`], { cwd: work });
    const font = readFileSync(join(work, 'package', source.file));
    const full = fontkit.create(font) as unknown as { hasGlyphForCodePoint(code: number): boolean };
    const codes = [...wanted].filter((code) => full.hasGlyphForCodePoint(code)).sort((a, b) => a - b);
    const ttf = await subsetFont(font, String.fromCodePoint(...codes), { targetFormat: 'truetype' });
    writeFileSync(join(DIR, sourceFile(key)), ttf);
    coverage[key] = rangesText(codes);
    console.log(`${key}: ${codes.length} characters, ${(ttf.length / 1024).toFixed(0)} KB`);
    rmSync(join(work, tarball));
    rmSync(join(work, 'package'), { recursive: true });
  }
  writeFileSync(coveragePath, `${JSON.stringify(coverage)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
