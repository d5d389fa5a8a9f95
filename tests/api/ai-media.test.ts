// Pictures, videos and uploads through the real HTTP app with the offline provider: free images, panel and entity
// pictures, videos, recent pictures and image uploads.
import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../helpers/fixtures';
import { generate, media, other, owner, t, useAiSuite } from '../helpers/ai-suite';
import { pngSize } from '../helpers/png';
import { createStory } from '../helpers/stories';

useAiSuite();

describe('pictures and videos', () => {
  it('generates and refines free images at the asked size', async () => {
    const story = await createStory(t, owner.token);
    const body = {
      prompt: 'A lighthouse on a cliff at sunset',
      width: 768,
      height: 1024,
      storyId: story._id,
      isRefineMode: false,
    };
    expect((await t.call('POST', '/api/ai/generate-image', { token: other.token, body })).status).toBe(403);
    const res = await t.call('POST', '/api/ai/generate-image', { token: owner.token, body });
    expect(res.status).toBe(200);
    expect(pngSize((await media(res.json.imageUrl)).bytes)).toEqual({ width: 768, height: 1024 });
    const refined = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: {
        ...body,
        prompt: 'Make it night with heavy rain',
        isRefineMode: true,
        initialImageUrl: res.json.imageUrl,
      },
    });
    expect(refined.status).toBe(200);
    expect(refined.json.imageUrl).not.toBe(res.json.imageUrl);
    const before = (await media(res.json.imageUrl)).bytes;
    const after = (await media(refined.json.imageUrl)).bytes;
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
    const noImage = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { ...body, isRefineMode: true },
    });
    expect(noImage.status).toBe(400);
  });

  it('regenerates one panel picture and fills character and location pictures', async () => {
    const story = await createStory(t, owner.token);
    const generated = await generate(owner.token, story._id, { maxPanels: 2 });
    const scene = generated.json.data.scene;
    const res = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json.imageUrl).not.toBe(scene.panels[1].imageUrl);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[1].imageUrl).toBe(res.json.imageUrl);
    expect(
      (
        await t.call('POST', '/api/ai/generate-panel-image', {
          token: other.token,
          body: { sceneId: scene._id, panelNumber: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/ai/generate-panel-image', {
          token: owner.token,
          body: { sceneId: scene._id, panelNumber: 5 },
        })
      ).status,
    ).toBe(404);

    const character = generated.json.data.newCharacters[0];
    const withImage = await t.call('POST', '/api/ai/generate-character-image', {
      token: owner.token,
      body: { characterId: character._id },
    });
    expect(withImage.status).toBe(200);
    expect(pngSize((await media(withImage.json.imageUrl)).bytes)).toEqual({ width: 1024, height: 1024 });
    expect(withImage.json.data.primaryImageUrl).toBe(withImage.json.imageUrl);
    expect(withImage.json.data.imageUrls).toContain(withImage.json.imageUrl);
    const location = generated.json.data.newLocations[0];
    const place = await t.call('POST', '/api/ai/generate-location-image', {
      token: owner.token,
      body: { locationId: location._id },
    });
    expect(place.status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/ai/generate-location-image', {
          token: owner.token,
          body: { locationId: character._id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/api/ai/generate-character-image', {
          token: other.token,
          body: { characterId: character._id },
        })
      ).status,
    ).toBe(403);
  });

  it('makes a playable video from a panel picture and reports it', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { maxPanels: 1 })).json.data.scene;
    const imageUrl = scene.panels[0].imageUrl;
    const start = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { imageUrl, prompt: 'Rain lashes the lighthouse', storyId: story._id },
    });
    expect(start.status).toBe(200);
    const jobId = start.json.data.jobId;
    const status = await t.call('GET', `/api/ai/video-status/${jobId}`, { token: owner.token });
    expect(status.json).toMatchObject({
      status: 'completed',
      result: { originalImageUrl: imageUrl, isLocallyStored: true },
    });
    const video = await media(status.json.result.videoUrl);
    expect(video.type).toBe('image/apng');
    expect(Buffer.from(video.bytes).includes(Buffer.from('acTL'))).toBe(true);
    expect((await t.call('GET', `/api/ai/video-status/${jobId}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await t.call('POST', '/api/ai/generate-video', {
          token: other.token,
          body: { imageUrl, prompt: 'Rain', storyId: story._id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/ai/generate-video', {
          token: owner.token,
          body: { imageUrl: 'https://evil.example/x.png', prompt: 'Rain', storyId: story._id },
        })
      ).status,
    ).toBe(400);
  });

  it('lists recent panel pictures for the loading screen', async () => {
    const res = await t.call('GET', '/api/stories/random-images');
    expect(res.status).toBe(200);
    expect(res.json.data.images.length).toBeGreaterThan(0);
    expect(res.json.data.images.length).toBeLessThanOrEqual(12);
    for (const url of res.json.data.images) expect(url).toMatch(/^\/media\//);
  });
});

describe('POST /api/upload/image', () => {
  async function upload(file: Blob | null, name = 'picture.png', token = owner.token) {
    const form = new FormData();
    if (file) form.set('image', file, name);
    const res = await t.app.request('/api/upload/image', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, json: await res.json() };
  }

  it('stores real images and answers with the URL and the original name', async () => {
    const res = await upload(new Blob([PNG_1PX], { type: 'image/png' }), 'hero.png');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, data: { originalName: 'hero.png' } });
    const stored = await media(res.json.data.imageUrl);
    expect(stored.type).toBe('image/png');
    // The bytes decide the type, not the name or the claimed type.
    const misnamed = await upload(new Blob([PNG_1PX], { type: 'image/jpeg' }), 'hero.jpg');
    expect(misnamed.status).toBe(201);
    expect(misnamed.json.data.imageUrl).toMatch(/\.png$/);
  });

  it('refuses a spoofed type, SVG, no file, an 11 MB file and anonymous uploads', async () => {
    const spoofed = await upload(new Blob(['<html>not a picture</html>'], { type: 'image/png' }), 'fake.png');
    expect(spoofed.status).toBe(400);
    expect(spoofed.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
      'x.svg',
    );
    expect(svg.status).toBe(400);
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('No file selected');
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_1PX);
    const tooLarge = await upload(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toMatch(/^File too large \(11\.\d MB\)\. Maximum size is 10MB\.$/);
    expect((await upload(new Blob([PNG_1PX], { type: 'image/png' }), 'a.png', '')).status).toBe(401);
  });
});

describe('offline calls: the remaining answers and messages', () => {
  it('accepts GIF87a and GIF89a uploads only, and refuses SVG with the spec message', async () => {
    const upload = async (bytes: Uint8Array | string, name: string, type: string) => {
      const form = new FormData();
      form.set('image', new Blob([bytes as BlobPart], { type }), name);
      const res = await t.app.request('/api/upload/image', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return { status: res.status, json: await res.json() };
    };
    const gif = (magic: string) => new Uint8Array([...Buffer.from(magic, 'ascii'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    for (const magic of ['GIF87a', 'GIF89a']) {
      const res = await upload(gif(magic), 'a.gif', 'image/gif');
      expect(res.status, magic).toBe(201);
      expect(res.json.data.imageUrl).toMatch(/\.gif$/);
    }
    for (const magic of ['GIF8xa', 'GIF', 'GIF90a']) {
      const res = await upload(gif(magic), 'a.gif', 'image/gif');
      expect(res.status, magic).toBe(400);
      expect(res.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
    }
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    expect(svg.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
  });

  it('shuffles random-images on every anonymous call (not served from the read cache)', async () => {
    const story = await createStory(t, owner.token);
    await generate(owner.token, story._id, {
      maxPanels: 4,
      prompt: 'Four ravens circle the abandoned mill at dusk over the cliff road.',
    });
    const orders = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const res = await t.call('GET', '/api/stories/random-images');
      expect(res.status).toBe(200);
      expect(res.json.data.images.length).toBeGreaterThanOrEqual(4);
      orders.add(JSON.stringify(res.json.data.images));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
