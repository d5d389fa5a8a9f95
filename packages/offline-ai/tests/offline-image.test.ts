// The offline painter through the image provider and the real resvg wasm renderer: PNGs of the requested size,
// deterministic per request, different per prompt and style, refine mode editing the given picture.
import { describe, expect, test } from 'vitest';
import { paintRequest } from '../src/image';
import { createOfflineProviders } from '../src';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';
import { AiError, type ImageRequest } from '../../../worker/ai/types';
import { pngSize } from '../../../tests/helpers/png';

const renderSvg = createNodeSvgRenderer();
const ai = createOfflineProviders({ renderSvg });

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

const request = (prompt: string, overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt,
  width: 768,
  height: 1024,
  model: 'flux-kontext-pro',
  artStyle: 'Classic comic book style, bold black outlines, flat colours',
  hints: { seed: 'story:1:2' },
  ...overrides,
});

async function paint(input: ImageRequest): Promise<Uint8Array> {
  const job = await ai.image.start(input);
  if (job.status !== 'done') throw new Error('the offline provider answers at once');
  expect(job.output.contentType).toBe('image/png');
  return job.output.data;
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((value, index) => value === b[index]);

describe('offline images', () => {
  test.each([
    [768, 1024],
    [1024, 683],
    [1024, 1024],
  ])('a %ix%i PNG', async (width, height) => {
    const png = await paint(
      request('Mira the lighthouse keeper sees a ghost ship in the storm at night', { width, height }),
    );
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width, height });
  });

  test('same request, same bytes; different prompts, styles or seeds, different bytes', async () => {
    const base = request('two knights duel in a castle hall');
    const first = await paint(base);
    expect(same(first, await paint(base))).toBe(true);
    expect(same(first, await paint(request('a picnic in a sunny forest')))).toBe(false);
    expect(same(first, await paint({ ...base, artStyle: 'Film noir, stark black and white' }))).toBe(false);
    expect(same(first, await paint({ ...base, hints: { seed: 'story:1:3' } }))).toBe(false);
  });

  test('paints settings, characters and styles from the prompt without text elements', () => {
    const lighthouse = paintRequest(
      request('Mira the lighthouse keeper sees a ghost ship in the storm at night', {
        hints: { characters: ['Mira'], location: 'Greywater Lighthouse', seed: 's:1:1' },
      }),
    );
    expect(lighthouse.includes('<text')).toBe(false);
    // Rain streaks, the lightning bolt, the lamp's beam and the keeper (a figure group) are all drawn.
    expect(/stroke-opacity="0.55" stroke-linecap="round"/.test(lighthouse)).toBe(true);
    expect(/stroke-linejoin="bevel"/.test(lighthouse)).toBe(true);
    expect(lighthouse.split('class="figure"').length - 1).toBe(1);
    const crowd = paintRequest(
      request('Medium shot: two knights duel in a castle hall', {
        hints: { characters: ['Sir Aldric', 'Dame Elowen'], seed: 's:1:2' },
      }),
    );
    expect(crowd.split('class="figure"').length - 1).toBe(2);
    expect(crowd.includes('stroke-linejoin="bevel"')).toBe(false);
    const styles = [
      'Classic comic',
      'Manga style',
      'Watercolor wash',
      'Film noir',
      'Animated 3D cartoon',
      'Photorealistic',
    ].map((artStyle) => paintRequest(request('two knights duel in a castle hall', { artStyle })));
    expect(new Set(styles).size).toBe(6);
    for (const svg of styles) expect(svg.length < 200_000 && !svg.includes('<text')).toBe(true);
  });

  test('character sheets and establishing shots', async () => {
    const sheet = await paint(
      request('Full-figure portrait of Bolt, the robot', {
        width: 1024,
        height: 1024,
        hints: { characters: ['Bolt'], subject: 'character', seed: 'x:Bolt' },
      }),
    );
    expect(pngSize(sheet)).toEqual({ width: 1024, height: 1024 });
    const place = await paint(
      request('Wide establishing shot of Greywater Lighthouse at dawn', {
        width: 1024,
        height: 1024,
        hints: { location: 'Greywater Lighthouse', subject: 'location', seed: 'x:Greywater' },
      }),
    );
    expect(pngSize(place)).toEqual({ width: 1024, height: 1024 });
    expect(same(sheet, place)).toBe(false);
  });

  test('refine mode edits the given picture and answers the requested size', async () => {
    const input = await paint(request('a picnic in a sunny forest', { width: 512, height: 512 }));
    for (const prompt of [
      'make it night with a full moon',
      'add heavy rain',
      'black and white film noir',
      'make it snow and add a cat',
      'something nicer',
    ]) {
      const edited = await paint(request(prompt, { inputImage: { data: input, contentType: 'image/png' } }));
      expect(pngSize(edited)).toEqual({ width: 768, height: 1024 });
      expect(same(edited, input)).toBe(false);
    }
    const svg = paintRequest(request('make it night', { inputImage: { data: input, contentType: 'image/png' } }));
    expect(svg.includes('<image') && svg.includes('data:image/png;base64,')).toBe(true);
  });

  test('an undecodable input picture is painted afresh from the prompt', async () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0, 0, 0, 0]);
    const png = await paint(request('a robot in a lab', { inputImage: { data: webp, contentType: 'image/webp' } }));
    expect(pngSize(png)).toEqual({ width: 768, height: 1024 });
  });

  test('there are no jobs to check', async () => {
    const state = await ai.image.check('anything');
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error).toBeInstanceOf(AiError);
    expect(ai.verifyWebhook).toBeUndefined();
  });

  test('several renderers share one wasm initialisation', async () => {
    const [a, b] = await Promise.all([
      createNodeSvgRenderer()('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>'),
      createNodeSvgRenderer()('<svg xmlns="http://www.w3.org/2000/svg" width="5" height="6"/>'),
    ]);
    expect(pngSize(a)).toEqual({ width: 4, height: 3 });
    expect(pngSize(b)).toEqual({ width: 5, height: 6 });
  });
});
