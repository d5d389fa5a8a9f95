// The lettering a bubble carries beyond its words (pointing tail, rotation, writing mode, sound effects, burst and
// whisper outlines) through the documented REST call and tRPC: stored and answered as sent; a bad value is a 400
// naming its field, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { addScene, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
});
afterAll(() => t.close());

const base = { id: 'bubble-1700000000000-abcd1234', text: 'ドーン！', type: 'speech', position: { x: 0.4, y: 0.3 } };

async function panelPath() {
  const story = await createStory(t, owner.token);
  const scene = await addScene(t, story._id, 2);
  return { storyId: story._id, sceneId: scene.id, path: `/api/scenes/${scene.id}/panels/1` };
}

describe('bubble kinds and lettering fields', () => {
  it('REST takes and answers a tail tip, no tail, rotation, vertical writing, sfx, burst and whisper', async () => {
    const { path, storyId } = await panelPath();
    const bubbles = [
      { ...base, tail: { x: 0.8, y: 0.95 }, rotation: -12.5, writingMode: 'vertical-rl' },
      { ...base, id: 'b-2', text: 'BOOM', type: 'sfx', rotation: 20, style: { fontSize: 60, textColor: '#ff4f5e' } },
      { ...base, id: 'b-3', text: 'Run!', style: { bubbleShape: 'burst' }, tail: null },
      { ...base, id: 'b-4', text: 'psst…', style: { bubbleShape: 'whisper' }, writingMode: 'horizontal-tb' },
    ];
    const res = await t.call('PUT', path, { token: owner.token, body: { textBubbles: bubbles } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.textBubbles).toMatchObject(bubbles);
    const read = await t.call('GET', `/api/stories/${storyId}`, { token: owner.token });
    const stored = read.json.data.scenes[0].panels[0].textBubbles;
    expect(stored[0]).toMatchObject({ tail: { x: 0.8, y: 0.95 }, rotation: -12.5, writingMode: 'vertical-rl' });
    expect(stored[1]).toMatchObject({ type: 'sfx', rotation: 20 });
    expect(stored[2].tail).toBeNull();
    expect(stored[2].style.bubbleShape).toBe('burst');
    expect(stored[3].style.bubbleShape).toBe('whisper');
    // An old bubble without the new fields stays as it was: no tail, rotation or writing mode is made up for it.
    expect(read.json.data.scenes[0].panels[1].textBubbles[0]).not.toHaveProperty('tail');
    expect(read.json.data.scenes[0].panels[1].textBubbles[0]).not.toHaveProperty('rotation');
  });

  it('refuses bad values with a 400 that names the field, over REST and tRPC', async () => {
    const { path, storyId, sceneId } = await panelPath();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, tail: { x: 1.5, y: 0.2 } }, 'tail.x', /Tail x must be between 0 and 1/],
      [{ ...base, tail: { x: 0.5 } }, 'tail.y', /Tail y/],
      [{ ...base, tail: 'left' }, 'tail', /./],
      [{ ...base, rotation: 200 }, 'rotation', /Rotation must be between -180 and 180/],
      [{ ...base, rotation: '15' }, 'rotation', /Rotation must be a number/],
      [{ ...base, writingMode: 'vertical-lr' }, 'writingMode', /Writing mode must be horizontal-tb or vertical-rl/],
      [{ ...base, type: 'shout' }, 'type', /Bubble type must be one of speech, thought, narration, subtitle, sfx/],
      [{ ...base, style: { bubbleShape: 'star' } }, 'bubbleShape', /Bubble shape must be one of .*burst, whisper/],
    ];
    for (const [bubble, field, message] of cases) {
      const res = await t.call('PUT', path, { token: owner.token, body: { textBubbles: [bubble] } });
      expect(res.status, JSON.stringify(bubble)).toBe(400);
      expect(res.json.message, JSON.stringify(res.json)).toMatch(message);
      expect(JSON.stringify(res.json.errors ?? res.json), JSON.stringify(res.json)).toContain(field);
    }
    const api = callerFor(t, owner.token);
    await expect(api.scenes.updatePanel({ sceneId, panelNumber: 1, textBubbles: [{ ...base, rotation: 181 } as never] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const ok = await api.scenes.updatePanel({ sceneId, panelNumber: 1, textBubbles: [{ ...base, type: 'sfx', tail: { x: 0, y: 1 }, rotation: 180, writingMode: 'vertical-rl' }] });
    expect(ok.data.textBubbles[0]).toMatchObject({ type: 'sfx', tail: { x: 0, y: 1 }, rotation: 180, writingMode: 'vertical-rl' });
    // The refused calls changed nothing.
    const read = await t.call('GET', `/api/stories/${storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].textBubbles[0].type).toBe('sfx');
  });
});

describe('OpenAPI', () => {
  it('documents the tail tip, rotation, writing mode and the new kinds on the panel call', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const text = JSON.stringify(doc.paths['/api/scenes/{sceneId}/panels/{panelNumber}']);
    for (const word of ['"tail"', '"rotation"', '"writingMode"', '"vertical-rl"', '"sfx"', '"burst"', '"whisper"', 'no tail']) expect(text).toContain(word);
  });
});
