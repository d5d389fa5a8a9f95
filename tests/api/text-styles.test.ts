// A story's saved text styles through the real HTTP app: the owner reads and replaces them, everyone else is refused,
// and a bad style is a 400 naming its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let storyId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  other = await registerUser(t);
  storyId = (await t.call('POST', '/api/stories', { token: owner.token, body: { title: 'Styles' } })).json.data._id;
});
afterAll(() => t.close());

const caption = {
  id: 'caption',
  name: 'ナレーション 📣',
  type: 'narration',
  style: { fontSize: 14, fontFamily: 'Comic Neue', backgroundColor: '#fef9c3' },
};
const shout = { id: 'shout', name: 'صراخ', style: { fontSize: 28, maxWidth: 220, borderWidth: 4 } };

describe('GET and PUT /api/stories/:id/text-styles', () => {
  it('starts empty and keeps what the owner saves, in order', async () => {
    const empty = await t.call('GET', `/api/stories/${storyId}/text-styles`, { token: owner.token });
    expect(empty.status).toBe(200);
    expect(empty.json.data).toEqual([]);
    const saved = await t.call('PUT', `/api/stories/${storyId}/text-styles`, {
      token: owner.token,
      body: { textStyles: [caption, shout] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.map((style: { id: string }) => style.id)).toEqual(['caption', 'shout']);
    const read = await t.call('GET', `/api/stories/${storyId}/text-styles`, { token: owner.token });
    expect(read.json.data).toEqual([caption, shout]);
  });

  it('is for the owner alone', async () => {
    expect((await t.call('GET', `/api/stories/${storyId}/text-styles`)).status).toBe(401);
    expect((await t.call('GET', `/api/stories/${storyId}/text-styles`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/stories/${storyId}/text-styles`, { token: other.token, body: { textStyles: [] } }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/stories/${storyId}/text-styles`, { token: owner.token })).json.data).toHaveLength(
      2,
    );
  });

  it('answers a bad style with a 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [[{ ...shout, style: { fontSize: 500 } }], 'textStyles.0.style.fontSize', 'Font size must be between 8 and 72'],
      [[{ ...shout, name: '   ' }], 'textStyles.0.name', 'Style name is required'],
      [[{ ...shout, name: 'ก'.repeat(41) }], 'textStyles.0.name', 'Style name must be at most 40 characters'],
      [
        [caption, { ...shout, type: 'scream' }],
        'textStyles.1.type',
        'Style type must be one of speech, thought, narration, subtitle',
      ],
      [[shout, shout], 'textStyles', 'Each saved text style needs its own id'],
      ['many', 'textStyles', 'textStyles must be a list'],
      [
        Array.from({ length: 31 }, (_, i) => ({ ...shout, id: `s${i}` })),
        'textStyles',
        'A story keeps at most 30 text styles',
      ],
    ];
    for (const [textStyles, field, message] of cases) {
      const res = await t.call('PUT', `/api/stories/${storyId}/text-styles`, {
        token: owner.token,
        body: { textStyles },
      });
      expect(res.status, field).toBe(400);
      expect(res.json.errors, field).toContainEqual(
        expect.objectContaining({ field, message: expect.stringContaining(message.split(',')[0]!) }),
      );
    }
    const unknown = await t.call('PUT', `/api/stories/${storyId}/text-styles`, {
      token: owner.token,
      body: { textStyles: [], colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('colour');
    expect((await t.call('GET', `/api/stories/${storyId}/text-styles`, { token: owner.token })).json.data).toEqual([
      caption,
      shout,
    ]);
  });
});
