// Which characters the page's faces hold: only what a face names in its unicode-range counts, and every face the
// server cuts for a page is one a canvas names too.
import { describe, expect, it } from 'vitest';
import { explicitRanges } from '../../src/lib/page-fonts';
import { NOTO_FAMILIES } from '../../src/shared/bubble-style';
import { TEXT_FONT_SOURCES } from '../../worker/web/text-fonts';

describe('page fonts', () => {
  it('reads a face’s unicode-range, and none from a face that declares none', () => {
    expect(explicitRanges('U+0-FF, U+131, U+2000-206F')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    // What document.fonts reports for a face declared without a unicode-range: it holds Latin, not every script.
    expect(explicitRanges('U+0-10FFFF')).toEqual([]);
  });

  it('names every cut file’s family in the canvas stack, before its Noto face', () => {
    for (const { family, textFamily } of Object.values(TEXT_FONT_SOURCES)) {
      expect(NOTO_FAMILIES.indexOf(`"${textFamily}"`)).toBeGreaterThanOrEqual(0);
      expect(NOTO_FAMILIES.indexOf(`"${textFamily}"`)).toBeLessThan(NOTO_FAMILIES.indexOf(`"${family}"`));
    }
  });
});
