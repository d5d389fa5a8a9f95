// CSS unicode-range lists as code point pairs: the page's font loader, the server's cut text fonts and the Noto
// subsets' tables all read them alike.

/** A CSS unicode-range ("U+0-FF, U+131") as [from, to] pairs of code points (NaN where a part is not one). */
export function unicodeRanges(css: string): [number, number][] {
  return css.split(',').map((part) => {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [from!, to ?? from!];
  });
}
