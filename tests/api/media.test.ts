// Uploads into the real filesystem store and serving them back under /media/<key>.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidMediaKey } from '../../worker/platform/media';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('media', () => {
  it('stores an upload and serves it with type, nosniff and immutable caching', async () => {
    const { token, user } = await registerUser(t);
    const up = await t.call('POST', '/api/media', { token, body: PNG_1PX, headers: { 'content-type': 'image/png' } });
    expect(up.status).toBe(201);
    expect(up.json.data.key).toMatch(new RegExp(`^uploads/${user._id}/[a-z2-7]+\\.png$`));
    expect(up.json.data.url).toBe(`/media/${up.json.data.key}`);

    const response = await t.app.request(up.json.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('refuses anonymous, unsupported, mislabelled, empty and oversized uploads', async () => {
    const { token } = await registerUser(t);
    const png = { 'content-type': 'image/png' };
    expect((await t.call('POST', '/api/media', { body: PNG_1PX, headers: png })).status).toBe(401);
    const html = await t.call('POST', '/api/media', {
      token,
      body: '<script>',
      headers: { 'content-type': 'text/html' },
    });
    expect(html.status).toBe(400);
    expect(html.json.message).toMatch(/Unsupported file type/);
    const fake = await t.call('POST', '/api/media', { token, body: 'GIF89a-not-a-png', headers: png });
    expect(fake.status).toBe(400);
    expect(fake.json.message).toBe('The file is not a valid image/png file');
    expect((await t.call('POST', '/api/media', { token, body: new Uint8Array(0), headers: png })).status).toBe(400);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_1PX);
    const tooBig = await t.call('POST', '/api/media', { token, body: big, headers: png });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.success).toBe(false);
  });

  it('answers 404 for unknown keys and never leaves the store', async () => {
    expect((await t.app.request('/media/uploads/none.png')).status).toBe(404);
    expect((await t.app.request('/media/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect(isValidMediaKey('../secret')).toBe(false);
    expect(isValidMediaKey('a/../../b')).toBe(false);
    expect(isValidMediaKey('/etc/passwd')).toBe(false);
    expect(isValidMediaKey('scenes/abc/panel-1.png')).toBe(true);
  });

  it('deletes objects', async () => {
    await t.media.put('scenes/s1/p1.png', PNG_1PX, 'image/png');
    expect(await t.media.get('scenes/s1/p1.png')).not.toBeNull();
    await t.media.delete('scenes/s1/p1.png');
    expect(await t.media.get('scenes/s1/p1.png')).toBeNull();
  });
});
