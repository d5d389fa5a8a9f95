// Prompts in every script find their things: words of scripts written without spaces (Thai, Japanese, Chinese) are
// cut by the platform's dictionary and matched whole, Arabic and Hindi words are read in their usual written forms,
// and an emoji in a prompt is drawn as what it is, counted and placed like any noun.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { emojiAsWords, englishGlyph, foreignGlyphs } from '../src/vocabulary';
import { imageRequest } from './image-request';

/** The drawings a prompt's picture shows, by their Twemoji file: each subject's (its rig's kind) and each drawing's. */
function drawn(prompt: string): string[] {
  const plan = planPicture(imageRequest(prompt, 'scripts:1:2'));
  const rigs = plan.subjects.map((subject) => englishGlyph(subject.species || subject.kind)?.code);
  return [...rigs, ...plan.glyphs.map((glyph) => glyph.code)].filter((code): code is string => Boolean(code));
}

describe('a prompt in a script without spaces finds its nouns as whole words', () => {
  test.each([
    ['ยีราฟกินแอปเปิ้ลใต้ต้นไม้', '1f992', '1f34e'],
    ['キツネがリンゴを運ぶ', '1f98a', '1f34e'],
    ['长颈鹿在吃苹果', '1f992', '1f34e'],
    ['🐰がにんじんを食べる', '1f430', '1f955'],
  ])('%s: the subject and the thing', (prompt, subject, thing) => {
    expect(drawn(prompt)).toEqual(expect.arrayContaining([subject, thing]));
  });

  test('a verb or a grammar word is no thing: 吃 "eat" is no burger, 的 no target, กิน no burger', () => {
    const codes = [...foreignGlyphs('狐狸吃了农民的面包'), ...foreignGlyphs('หมีกินน้ำผึ้ง')].map((glyph) => glyph.code);
    expect(codes).toEqual(expect.arrayContaining(['1f98a', '1f35e', '1f43b', '1f36f']));
    expect(codes).not.toContain('1f354');
    expect(codes).not.toContain('1f3af');
  });

  test('a Thai person the glossary does not list is drawn on the rig from the annotations (เด็ก, a child)', () => {
    const plan = planPicture(imageRequest('เด็กนั่งอ่านหนังสือบนโซฟา', 'scripts:1:2'));
    expect(plan.subjects.map((subject) => subject.kind)).toContain('person');
    expect(plan.glyphs.map((glyph) => glyph.code)).toContain('1f4da');
  });
});

describe('Arabic, Hindi and Korean words in their written forms', () => {
  test.each([
    ['الحصان يأكل التفاحة في المزرعة', '1f40e', '1f34e'],
    // पेड़ typed with the precomposed letter ड़ (U+095C) is the annotations' पेड़.
    ['हाथी पे\u095c के नीचे सोता है', '1f418', '1f38b'],
    ['토끼가 당근을 먹는다', '1f407', '1f955'],
  ])('%s: the subject and the thing', (prompt, subject, thing) => {
    expect(drawn(prompt)).toEqual(expect.arrayContaining([subject, thing]));
  });

  test('an Arabic noun before its verb is who acts, nobody invented (جمل يشرب: a camel drinks)', () => {
    const plan = planPicture(imageRequest('جمل يشرب الماء من البئر', 'scripts:1:2'));
    expect(plan.subjects).toEqual([]);
    expect(plan.glyphs.find((glyph) => glyph.role === 'subject')?.code).toBe('1f42a');
  });

  test('a grammar word that names a drawing is none: पर "on" is no wing, नीचे "under" no thumbs-down', () => {
    const codes = foreignGlyphs('बिल्ली मेज़ पर बैठी है और कुत्ता मेज़ के नीचे').map((glyph) => glyph.code);
    expect(codes).not.toContain('1fabd');
    expect(codes).not.toContain('1f44e');
  });
});

describe('an emoji in a prompt is drawn as what it is', () => {
  test.each([
    ['a 🐸 sits on a 🍄', ['1f438', '1f344']],
    ['🐢 carries a 🎒 to school', ['1f422', '1f392']],
    ['고양이가 🐟를 먹는다', ['1f408', '1f41f']],
    ['🦁 पेड़ के नीचे सोता है', ['1f981']],
  ])('%s', (prompt, codes) => {
    expect(drawn(prompt)).toEqual(expect.arrayContaining(codes));
  });

  test('a number before an emoji counts it, and a woman’s or man’s role is the role (👨‍🚒 a firefighter)', () => {
    expect(emojiAsWords('three 🦊 and a 👨‍🚒', true)).toBe('three foxes and a firefighter');
    const plan = planPicture(imageRequest('Two 🐈 nap on the 🛏️', 'scripts:1:2'));
    expect(plan.subjects.filter((subject) => subject.species === 'cat')).toHaveLength(2);
    expect(plan.glyphs.map((glyph) => glyph.code)).toContain('1f6cf');
  });

  test('full-width letters are read as plain ones', () => {
    expect(drawn('Ａ ｄｏｇ ｓｌｅｅｐｓ ｏｎ ａ ｂｅｄ')).toEqual(expect.arrayContaining(['1f415', '1f6cf']));
  });
});
