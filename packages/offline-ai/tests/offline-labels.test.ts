// The offline painter's labelled silhouettes (issue 29): a subject it has no drawing for is a silhouette of its kind
// with a tag of the prompt's own words, drawn as glyph outlines in any script and rendered by resvg without fonts.
import { describe, expect, test } from 'vitest';
import { paintLabelled, paintRequest } from '../src/image';
import { createOfflineProviders } from '../src';
import { createInk } from '../src/art/ink';
import { labelPen, labelTag } from '../src/labels';
import { describePlan, planPicture } from '../src/picture-plan';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';
import { hostFontFiles } from '../../../worker/web/og-font';
import type { ImageRequest } from '../../../worker/ai/types';
import { pixelsNear } from '../../../tests/helpers/png';
import { readFileSync } from 'node:fs';
import { SETTING_LOOKS } from '../src/entities';
import { POSE_VERBS } from '../src/picture-plan';
import { BACKDROPS } from '../src/staging';
import { PROP_WORDS, VEHICLE_WORDS } from '../src/things';
import { ROLES } from '../src/words';

const request = (prompt: string, seed = 'labels:1:2'): ImageRequest => ({ prompt, width: 600, height: 800, model: 'flux-kontext-pro', artStyle: '', hints: { seed } });
const fonts = hostFontFiles();
const render = createNodeSvgRenderer();

/** The tags of an SVG: the words each is for and what its glyphs are. */
const tags = (svg: string) =>
  [...svg.matchAll(/<g class="label" data-label="([^"]*)" data-shown="([^"]*)">(.*?)<g class="label-words" fill="([^"]+)">(.*?)<\/g><\/g><\/g>/g)].map((match) => ({
    label: match[1]!,
    shown: match[2]!,
    pill: match[3]!,
    ink: match[4]!,
    glyphs: (match[5]!.match(/<path /g) ?? []).length,
    pictures: (match[5]!.match(/<svg /g) ?? []).length,
  }));

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** Pixels of the tags' ink colour in the PNG, with the words and with the words left out: the words must add many. */
async function inkedByWords(svg: string): Promise<number> {
  const colour = rgb(tags(svg)[0]!.ink);
  const blank = svg.replace(/(<g class="label-words" fill="[^"]+">).*?(<\/g><\/g><\/g>)/g, '$1</g></g>');
  return (await pixelsNear(await render(svg), colour, 30)) - (await pixelsNear(await render(blank), colour, 30));
}

describe('offline painter: labelled silhouettes', () => {
  test('gallery rows 64-66: each silhouette is planned with its label, kind and pose, and drawn with its tag', async () => {
    const rows = [
      { prompt: 'A snail climbs a flower stem in the garden', label: 'snail', kind: 'creature', pose: 'climb', shape: 'silhouette-creature climbing' },
      { prompt: 'A helicopter hovers over the harbour', label: 'helicopter', kind: 'vehicle', pose: 'fly', shape: 'silhouette-vehicle flying' },
      { prompt: 'An elephant sleeps in the savanna at sunset', label: 'elephant', kind: 'creature', pose: 'sleep', shape: 'silhouette-creature lying' },
    ];
    for (const row of rows) {
      const plan = planPicture(request(row.prompt));
      expect(plan.silhouettes).toEqual([expect.objectContaining({ word: row.label, label: row.label, kind: row.kind, pose: row.pose })]);
      expect(describePlan(plan, null)).toContain(`silhouette labelled “${row.label}”`);
      const svg = await paintLabelled(request(row.prompt), fonts);
      expect(svg).toContain(`class="silhouette ${row.shape}"`);
      expect(tags(svg)).toEqual([expect.objectContaining({ label: row.label, shown: row.label })]);
      expect(tags(svg)[0]!.glyphs).toBe(row.label.length);
      // Without the font files (a script painting synchronously) Latin words still get their tag: Bangers is inlined.
      expect(tags(paintRequest(request(row.prompt)))[0]!.glyphs).toBe(row.label.length);
      expect(await inkedByWords(svg)).toBeGreaterThan(60);
    }
    // Row 64's snail goes up a flower stalk, turned head up; a creature that only stands has no stalk.
    expect(await paintLabelled(request('A snail climbs a flower stem in the garden'), fonts)).toMatch(/class="climbed-stalk".*class="silhouette silhouette-creature climbing"><g transform="translate\(0 -[\d.]+\) rotate\(-90 /);
    expect(await paintLabelled(request('A snail sits in the garden'), fonts)).not.toContain('climbed-stalk');
    // Row 66's savanna: dry grass and acacias, not the meadow.
    const savanna = await paintLabelled(request('An elephant sleeps in the savanna at sunset'), fonts);
    expect(planPicture(request('An elephant sleeps in the savanna at sunset')).backdrop).toBe('savanna');
    expect(savanna).toContain('class="place place-savanna"');
    expect(savanna.split('class="acacia"').length - 1).toBe(2);
  });

  // Prompts the painter cannot read: the subject in the prompt's own words, its kind when it is a creature it knows.
  const foreign = [
    { lang: 'ja', prompt: 'かたつむりが花の茎を登る', label: 'かたつむり' },
    { lang: 'ar', prompt: 'حلزون يتسلق ساق زهرة في الحديقة', label: 'حلزون' },
    { lang: 'hi', prompt: 'एक घोंघा फूल के तने पर चढ़ता है', label: 'घोंघा' },
    { lang: 'th', prompt: 'หอยทากปีนก้านดอกไม้ในสวน', label: 'หอยทาก' },
  ];
  for (const { lang, prompt, label } of foreign) {
    test(`${lang}: the subject's own word is on its silhouette's tag, as glyph outlines resvg renders`, async () => {
      const plan = planPicture(request(prompt));
      expect(plan.silhouettes).toEqual([expect.objectContaining({ label, kind: 'creature' })]);
      expect(describePlan(plan, null)).toContain(`labelled “${label}”`);
      const svg = await paintLabelled(request(prompt), fonts);
      const [tag] = tags(svg);
      expect(tag).toEqual(expect.objectContaining({ label, shown: label }));
      // Shaped glyphs: Arabic joined, Hindi with its conjuncts and marks, Thai with its vowels; at least one a letter.
      expect(tag!.glyphs).toBeGreaterThanOrEqual(Math.min(3, [...label].length - 1));
      expect(await inkedByWords(svg)).toBeGreaterThan(60);
    });
  }

  test('an unknown word in another script is still named on a silhouette, and a prompt naming a character gets none for it', () => {
    const unknown = planPicture(request('ヌーがサバンナを走る'));
    expect(unknown.silhouettes).toEqual([expect.objectContaining({ label: 'ヌー', kind: 'object' })]);
    const elephant = planPicture(request('ゾウがサバンナで眠っている'));
    expect(elephant.silhouettes).toEqual([expect.objectContaining({ word: 'elephant', label: 'ゾウ', pose: 'sleep' })]);
    const hinted = planPicture({ ...request('ミラが灯台に立つ'), hints: { seed: 'labels:1:2', characters: ['ミラ'] } });
    expect(hinted.silhouettes).toEqual([]);
  });

  test('an emoji subject is drawn in colour on its tag', async () => {
    const plan = planPicture(request('A 🐌 climbs a flower stem in the garden'));
    expect(plan.silhouettes).toEqual([expect.objectContaining({ label: '🐌', kind: 'creature', pose: 'climb' })]);
    const svg = await paintLabelled(request('A 🐌 climbs a flower stem in the garden'), fonts);
    expect(tags(svg)[0]).toEqual(expect.objectContaining({ label: '🐌', pictures: 1 }));
  });

  test('a tag is one line: a long label is cut by grapheme with an ellipsis, never mid-cluster', async () => {
    const ink = createInk({ style: 'comic', time: 'day', weather: 'clear', unit: 1 });
    const cases = ['ผู้เชี่ยวชาญด้านการก่อสร้างสะพานแขวนขนาดใหญ่', 'とても大きくて古い不思議なかたつむりの王様', 'الحلزون العملاق القديم في الحديقة الكبيرة', 'क्षत्रिय राजकुमार का पुराना घोंघा'];
    const pen = await labelPen(cases, fonts);
    const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
    for (const label of cases) {
      const svg = labelTag(pen, ink, label, 300, 100, 24, 160);
      const [tag] = tags(svg);
      expect(tag!.shown.endsWith('…'), tag!.shown).toBe(true);
      const kept = graphemes(tag!.shown.slice(0, -1));
      expect(graphemes(label).slice(0, kept.length)).toEqual(kept);
      const width = Number(/width="([\d.]+)"/.exec(tag!.pill)![1]);
      expect(width).toBeLessThanOrEqual(160 + 24 * 1.2);
    }
  });

  test('the offline image provider renders the tag through the host font files', async () => {
    const files: string[] = [];
    const ai = createOfflineProviders({ renderSvg: render, fontFile: async (path) => (files.push(path), fonts(path)) });
    // Korean: no other test here reads its pieces (they are kept per process once read).
    expect(planPicture(request('달팽이가 꽃줄기를 오른다')).silhouettes).toEqual([expect.objectContaining({ label: '달팽이', kind: 'creature' })]);
    const result = await ai.image.start(request('달팽이가 꽃줄기를 오른다'));
    expect(result.status).toBe('done');
    expect(files.some((path) => path.startsWith('noto-sans-kr/'))).toBe(true);
    // A picture with no silhouette reads no font file.
    files.length = 0;
    await ai.image.start(request('Kai runs along the beach at sunset'));
    expect(files).toEqual([]);
  });
});

describe('docs/offline-ai.md: what the painter can draw', () => {
  test("the vocabulary lists are the painter's own", () => {
    const doc = readFileSync(new URL('../../../docs/offline-ai.md', import.meta.url), 'utf8');
    const listed = (name: string) => /^- (?:[^:\n]*?): (.*)$/m.exec(doc.slice(doc.indexOf(`\n- ${name}`)))?.[1]?.split(', ').sort() ?? [];
    const own = (words: Iterable<string>) => [...new Set(words)].sort();
    expect(listed('Settings')).toEqual(own(Object.keys(SETTING_LOOKS)));
    expect(listed('Backdrops')).toEqual(own(BACKDROPS.map(([, backdrop]) => backdrop)));
    expect(listed('Figure rigs')).toEqual(own(Object.values(ROLES).map((role) => role.kind)));
    expect(listed('Outfits')).toEqual(own(Object.values(ROLES).map((role) => role.outfit)));
    expect(listed('Poses')).toEqual(own(Object.keys(POSE_VERBS)));
    // A toy balloon is a balloon nobody rides (things.ts decides): no word of its own.
    expect(listed('Props')).toEqual(own([...Object.values(PROP_WORDS), 'toyballoon']));
    expect(listed('Vehicles')).toEqual(own(Object.values(VEHICLE_WORDS)));
    expect(listed('Silhouettes')).toEqual(['creature', 'object', 'vehicle']);
  });
});
