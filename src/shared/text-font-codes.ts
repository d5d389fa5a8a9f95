// The cut text fonts' addresses and what each source holds, shared by the server that declares and cuts them
// (worker/web/text-fonts.ts) and the client that asks for the characters of the story it shows (src/lib/page-fonts.ts).
// The coverage file is small (each source's code points as runs, about 2 KB compressed a face) so the client can tell,
// before asking, which characters the server can cut and which still need @fontsource's pieces.
import coverageJson from './text-font-coverage.json' with { type: 'json' };

/** The faces cut per page: the family the page's stacks name, the family of the cut file, and its source. */
export const TEXT_FONT_SOURCES = {
  'noto-sans-jp': { family: 'Noto Sans JP', textFamily: 'Noto Sans JP Text', package: '@expo-google-fonts/noto-sans-jp@0.4.3', file: '400Regular/NotoSansJP_400Regular.ttf', fromPiece: 60 },
  'noto-sans-sc': { family: 'Noto Sans SC', textFamily: 'Noto Sans SC Text', package: '@expo-google-fonts/noto-sans-sc@0.4.3', file: '400Regular/NotoSansSC_400Regular.ttf', fromPiece: 100 },
  // Every Hangul syllable and jamo, not only the commonest: @fontsource's frequent pieces hold 1,439 of the 11,172
  // syllables, and an interface or a story in Korean soon needs one of the rest (궂, 튄, 얕 in the editor's words).
  'noto-sans-kr': { family: 'Noto Sans KR', textFamily: 'Noto Sans KR Text', package: '@expo-google-fonts/noto-sans-kr@0.4.3', file: '400Regular/NotoSansKR_400Regular.ttf', fromPiece: 90, ranges: [[0x1100, 0x11ff], [0x3130, 0x318f], [0xac00, 0xd7a3]] },
} as const satisfies Record<string, { family: string; textFamily: string; package: string; file: string; fromPiece: number; ranges?: [number, number][] }>;
export type TextFontKey = keyof typeof TEXT_FONT_SOURCES;

/**
 * The code points each source holds, as runs "start+length": each start is its distance from the previous run's last
 * code point and each length the run's extra code points, in base 36, runs separated by dots ("3001+2.2a…").
 */
export type TextFontCoverage = Partial<Record<TextFontKey, string>>;

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

/** Ascending code points as the coverage file writes them. */
export function coverageText(codes: readonly number[]): string {
  let previous = 0;
  return codesToRanges(codes)
    .map(([from, to]) => {
      const part = (from - previous).toString(36) + (to > from ? `+${(to - from).toString(36)}` : '');
      previous = to;
      return part;
    })
    .join('.');
}

function parseCoverage(text: string): [number, number][] {
  let previous = 0;
  return text.split('.').map((part) => {
    const [start, length] = part.split('+');
    const from = previous + parseInt(start!, 36);
    previous = from + (length ? parseInt(length, 36) : 0);
    return [from, previous];
  });
}

const COVERAGE = new Map<TextFontKey, [number, number][]>();
/** Whether `key`'s source holds `code`. */
export function covers(key: TextFontKey, code: number): boolean {
  let ranges = COVERAGE.get(key);
  if (!ranges) {
    const text = (coverageJson as TextFontCoverage)[key];
    ranges = text ? parseCoverage(text) : [];
    COVERAGE.set(key, ranges);
  }
  // Binary search: a CJK source holds about 2,500 runs.
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle]!;
    if (code < from) high = middle - 1;
    else if (code > to) low = middle + 1;
    else return true;
  }
  return false;
}

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

/** The address of the file of `codes` (ascending) cut from `key`'s source. */
export const textFontUrl = (key: TextFontKey, codes: readonly number[]) => `/fonts/text/${key}/${encodeCodes(codes)}.ttf`;

/** `codes` (ascending) as a CSS unicode-range. */
export const unicodeRangeOf = (codes: readonly number[]) =>
  codesToRanges(codes)
    .map(([from, to]) => (from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`))
    .join(',');
