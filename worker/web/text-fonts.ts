// Font files of exactly the characters a page shows, cut on the server: for the faces @fontsource splits into about a
// hundred pieces by frequency (Noto Sans JP, SC and KR: a Japanese reader's text fell into 23 of them, 280 KB on a
// phone's link, a Chinese one's into 21, 600 KB), and for the scripts whose one piece is large because it holds every
// joined form and conjunct (Noto Sans Arabic 49 KB, Devanagari 50 KB; an interface's words need a fifth of it). The
// server-drawn page declares `Noto Sans JP Text` (SC, KR, Arabic, Devanagari) for the characters of its text, at an
// address naming those characters (/fonts/text/<face>/<code points>.ttf): the answer depends on the address alone, so
// it is cached for a year by browsers and shared caches, and cut again only when the text changes. harfbuzz (wasm,
// the same build on Node and workerd) cuts it from a source file kept in worker/web/text-font-sources/ (`npm run fonts:text`);
// characters outside that source (rare kanji) keep coming from @fontsource's pieces through the face's stylesheet.
import type { Context } from 'hono';
import coverageJson from './text-font-sources/coverage.json' with { type: 'json' };
import { facesFor } from '../../src/shared/script-fonts';
import { unicodeRanges } from '../../src/shared/unicode-range';
import type { FontFile } from '../../packages/svg-render/src/og-font';
import { inBackground } from '../platform/background';
import type { SharedCache } from '../platform/public-reads';

/** The faces cut per page: the family the page's stacks name, the family of the cut file, and its source. */
export const TEXT_FONT_SOURCES = {
  'noto-sans-jp': {
    family: 'Noto Sans JP',
    textFamily: 'Noto Sans JP Text',
    package: '@expo-google-fonts/noto-sans-jp@0.4.3',
    file: '400Regular/NotoSansJP_400Regular.ttf',
    fromPiece: 60,
  },
  'noto-sans-sc': {
    family: 'Noto Sans SC',
    textFamily: 'Noto Sans SC Text',
    package: '@expo-google-fonts/noto-sans-sc@0.4.3',
    file: '400Regular/NotoSansSC_400Regular.ttf',
    fromPiece: 100,
  },
  // Every Hangul syllable and jamo, not only the commonest: @fontsource's frequent pieces hold 1,439 of the 11,172
  // syllables, and a story in Korean soon needs one of the rest.
  'noto-sans-kr': {
    family: 'Noto Sans KR',
    textFamily: 'Noto Sans KR Text',
    package: '@expo-google-fonts/noto-sans-kr@0.4.3',
    file: '400Regular/NotoSansKR_400Regular.ttf',
    fromPiece: 90,
    ranges: [
      [0x1100, 0x11ff],
      [0x3130, 0x318f],
      [0xac00, 0xd7a3],
    ],
  },
  // Letters that join (Arabic) or form conjuncts (Devanagari): a word's characters must come from one file, so a page
  // gets one file for all its text, and the cut keeps every feature harfbuzz's shaper applies to the script.
  'noto-sans-arabic': {
    family: 'Noto Sans Arabic',
    textFamily: 'Noto Sans Arabic Text',
    package: '@expo-google-fonts/noto-sans-arabic@0.4.3',
    file: '400Regular/NotoSansArabic_400Regular.ttf',
    fromPiece: 0,
    joined: true,
  },
  'noto-sans-devanagari': {
    family: 'Noto Sans Devanagari',
    textFamily: 'Noto Sans Devanagari Text',
    package: '@expo-google-fonts/noto-sans-devanagari@0.4.1',
    file: '400Regular/NotoSansDevanagari_400Regular.ttf',
    fromPiece: 0,
    joined: true,
  },
} as const satisfies Record<
  string,
  {
    family: string;
    textFamily: string;
    package: string;
    file: string;
    fromPiece: number;
    ranges?: readonly (readonly [number, number])[];
    /** Its letters are shaped together: never split over two files, every default feature kept. */
    joined?: boolean;
  }
>;
export type TextFontKey = keyof typeof TEXT_FONT_SOURCES;
/** The code points each source file holds, as hexadecimal ranges "20-7e,a0-103,…" (worker/web/text-font-sources/coverage.json). */
export type TextFontCoverage = Partial<Record<TextFontKey, string>>;
const COVERAGE = Object.fromEntries(
  Object.entries(coverageJson as TextFontCoverage).map(([key, ranges]) => [
    key,
    ranges.split(',').map((range) => range.split('-').map((hex) => parseInt(hex, 16)) as [number, number]),
  ]),
) as Partial<Record<TextFontKey, [number, number][]>>;

/** Code points as the coverage file writes them. */
export const rangesText = (codes: readonly number[]) =>
  codesToRanges(codes)
    .map(([from, to]) => `${from.toString(16)}-${to.toString(16)}`)
    .join(',');

/** The source file of `key` (under /fonts/text/ in the build, worker/web/text-font-sources/ in the sources). */
export const sourceFile = (key: TextFontKey) => `${key}-400.ttf`;

/** The most characters one file is cut for: a page past it draws the rest from the pieces. */
export const MAX_TEXT_FONT_CODES = 3000;

export function codesToRanges(codes: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

const covers = (key: TextFontKey, code: number) =>
  (COVERAGE[key] ?? []).some(([from, to]) => code >= from && code <= to);

/** Ascending code points as the address names them: each one's distance from the one before, in base 36, dot-separated. */
export function encodeCodes(codes: readonly number[]): string {
  let previous = 0;
  return codes
    .map((code) => {
      const part = (code - previous).toString(36);
      previous = code;
      return part;
    })
    .join('.');
}

/** The code points an address names, or null unless it is the one spelling of an ascending list `key`'s source holds. */
export function decodeCodes(key: TextFontKey, name: string): number[] | null {
  if (!/^[0-9a-z]+(\.[0-9a-z]+)*$/.test(name)) return null;
  const parts = name.split('.');
  if (parts.length > MAX_TEXT_FONT_CODES) return null;
  const codes: number[] = [];
  let previous = 0;
  for (const part of parts) {
    const step = parseInt(part, 36);
    if (!(step > 0) || step.toString(36) !== part) return null;
    previous += step;
    if (previous > 0x10ffff || !covers(key, previous)) return null;
    codes.push(previous);
  }
  return codes;
}

/**
 * The cut files a page showing `text` in `language` declares: for each face with a source, the text's characters that
 * face draws (each in the first face that has it, as the stacks pick) and its source holds; a cut face whose source
 * lacks a character passes it on to the next face. Latin-1 is the comic fonts'.
 */
export function textFontFiles(text: string, language: string): { key: TextFontKey; codes: number[] }[] {
  const faces = facesFor(text, language);
  const wanted = new Map<TextFontKey, number[]>();
  const keys = Object.keys(TEXT_FONT_SOURCES) as TextFontKey[];
  for (const code of new Set([...text].map((char) => char.codePointAt(0)!))) {
    if (code <= 0xff || /\p{Cf}|\u200b/u.test(String.fromCodePoint(code))) continue;
    // A cut face takes only what its source holds: Noto Sans SC's pieces name some Arabic and Devanagari letters it
    // has no glyphs for, which belong to the next face.
    const key = faces
      .filter((candidate) => Object.values(candidate.subsets).some((css) => inCss(css, code)))
      .map((face) => keys.find((candidate) => TEXT_FONT_SOURCES[candidate].family === face.family))
      .find((candidate) => !candidate || covers(candidate, code));
    if (!key) continue;
    wanted.set(key, [...(wanted.get(key) ?? []), code]);
  }
  return [...wanted].map(([key, codes]) => ({ key, codes: codes.sort((a, b) => a - b).slice(0, MAX_TEXT_FONT_CODES) }));
}

const cssRanges = new Map<string, [number, number][]>();
function inCss(css: string, code: number): boolean {
  let ranges = cssRanges.get(css);
  if (!ranges) {
    ranges = unicodeRanges(css);
    cssRanges.set(css, ranges);
  }
  return ranges.some(([from, to]) => code >= from && code <= to);
}

/** The address of the file of `codes` cut from `key`'s source. */
export const textFontUrl = (key: TextFontKey, codes: readonly number[]) =>
  `/fonts/text/${key}/${encodeCodes(codes)}.ttf`;

// harfbuzz ---------------------------------------------------------------------------------------------------------

/** The host's compiled harfbuzz-subset.wasm (harfbuzzjs): read from node_modules on Node, bundled as a module in workerd. */
export type HarfbuzzWasm = () => Promise<WebAssembly.Module>;

interface Harfbuzz {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** The features browsers apply to horizontal text by default (a Japanese page's 261 interface characters: 41 KB, 77 with all). */
const LAYOUT_FEATURES = ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt'];
const hbTag = (tag: string) => [...tag].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

/** Cuts files from the sources; each source is read into harfbuzz's memory once, the last cuts are kept. */
export function createTextFontCutter(wasm: HarfbuzzWasm, fontFile: FontFile) {
  let hb: Promise<Harfbuzz> | undefined;
  const faces = new Map<TextFontKey, Promise<number>>();
  const recent = new Map<string, Promise<Uint8Array>>();
  const harfbuzz = () =>
    (hb ??= wasm().then((module) => {
      const exports = new WebAssembly.Instance(module, {}).exports as unknown as Harfbuzz;
      exports._initialize();
      return exports;
    }));
  const face = (key: TextFontKey) => {
    let found = faces.get(key);
    if (!found) {
      found = (async () => {
        const [lib, bytes] = await Promise.all([harfbuzz(), fontFile(`text/${sourceFile(key)}`)]);
        if (!bytes) throw new Error(`The source font ${sourceFile(key)} is missing`);
        const pointer = lib.malloc(bytes.byteLength);
        new Uint8Array(lib.memory.buffer).set(bytes, pointer);
        const blob = lib.hb_blob_create(pointer, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
        const created = lib.hb_face_create(blob, 0);
        lib.hb_blob_destroy(blob);
        return created;
      })();
      found.catch(() => faces.delete(key));
      faces.set(key, found);
    }
    return found;
  };
  const cut = async (key: TextFontKey, codes: readonly number[]): Promise<Uint8Array> => {
    const [lib, source] = await Promise.all([harfbuzz(), face(key)]);
    const input = lib.hb_subset_input_create_or_fail();
    if (!input) throw new Error('harfbuzz could not start a subset');
    try {
      // CJK: the layout features a browser applies to horizontal text (every feature's closure would add each
      // character's alternate forms, twice the bytes). Joined scripts keep harfbuzz's defaults, which name every form
      // their shapers use (init, medi, fina; half, rphf, blwf…). Hinting dropped (screens scale outlines).
      if (!('joined' in TEXT_FONT_SOURCES[key])) {
        const features = lib.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
        lib.hb_set_clear(features);
        for (const tag of LAYOUT_FEATURES) lib.hb_set_add(features, hbTag(tag));
      }
      lib.hb_subset_input_set_flags(input, lib.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING);
      const unicodes = lib.hb_subset_input_unicode_set(input);
      for (const code of codes) lib.hb_set_add(unicodes, code);
      const subset = lib.hb_subset_or_fail(source, input);
      if (!subset) throw new Error('harfbuzz could not cut the font');
      const blob = lib.hb_face_reference_blob(subset);
      try {
        const at = lib.hb_blob_get_data(blob, 0);
        return new Uint8Array(lib.memory.buffer.slice(at, at + lib.hb_blob_get_length(blob)));
      } finally {
        lib.hb_blob_destroy(blob);
        lib.hb_face_destroy(subset);
      }
    } finally {
      lib.hb_subset_input_destroy(input);
    }
  };
  return (key: TextFontKey, codes: readonly number[]): Promise<Uint8Array> => {
    const id = `${key}/${encodeCodes(codes)}`;
    let file = recent.get(id);
    if (file) {
      recent.delete(id);
    } else {
      file = cut(key, codes);
      file.catch(() => recent.delete(id));
    }
    recent.set(id, file);
    while (recent.size > 32) recent.delete(recent.keys().next().value!);
    return file;
  };
}

/**
 * GET /fonts/text/:face/:name: the cut file, or 404 for an address no page names. A cut costs the server CPU on a
 * file's first request (a Devanagari one about 13 ms, over the Workers Free plan's 10 ms a request), and a Worker's
 * answers are not kept by Cloudflare's cache on their own: where the host has a shared cache (the Cache API), every
 * phone after the first in a location gets the bytes from it, uncut.
 */
export function textFontRoute(wasm: HarfbuzzWasm | undefined, fontFile: FontFile, sharedCache?: SharedCache) {
  const cutter = wasm ? createTextFontCutter(wasm, fontFile) : null;
  const headers = {
    'Content-Type': 'font/ttf',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  };
  return async (c: Context) => {
    const key = c.req.param('face') as TextFontKey;
    const name = c.req.param('name') ?? '';
    const codes =
      Object.hasOwn(TEXT_FONT_SOURCES, key) && name.endsWith('.ttf')
        ? decodeCodes(key, name.slice(0, -'.ttf'.length))
        : null;
    if (!codes || !cutter) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    // Keyed by the address alone (no cookie or header), which names every character the file holds.
    const cacheKey = new Request(c.req.url);
    const kept = await sharedCache?.match(cacheKey).catch(() => undefined);
    if (kept) return new Response(kept.body, { headers: { ...headers, 'X-Edge-Cache': 'HIT' } });
    const bytes = (await cutter(key, codes)) as Uint8Array<ArrayBuffer>;
    if (sharedCache) {
      inBackground(sharedCache.put(cacheKey, new Response(bytes.slice(), { headers })).catch(() => undefined));
    }
    return c.body(bytes, 200, sharedCache ? { ...headers, 'X-Edge-Cache': 'MISS' } : headers);
  };
}
