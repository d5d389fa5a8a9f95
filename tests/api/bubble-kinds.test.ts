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
    await expect(
      api.scenes.updatePanel({ sceneId, panelNumber: 1, textBubbles: [{ ...base, rotation: 181 } as never] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const ok = await api.scenes.updatePanel({
      sceneId,
      panelNumber: 1,
      textBubbles: [{ ...base, type: 'sfx', tail: { x: 0, y: 1 }, rotation: 180, writingMode: 'vertical-rl' }],
    });
    expect(ok.data.textBubbles[0]).toMatchObject({
      type: 'sfx',
      tail: { x: 0, y: 1 },
      rotation: 180,
      writingMode: 'vertical-rl',
    });
    // The refused calls changed nothing.
    const read = await t.call('GET', `/api/stories/${storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].textBubbles[0].type).toBe('sfx');
  });
});

describe('a bubble edit costs one database request', () => {
  it('answers 200, 404 (no panel, no scene, a draft) and 403 in one request each, and a refused edit changes nothing', async () => {
    const other = await registerUser(t);
    const { path, storyId, sceneId } = await panelPath();
    const draft = await createStory(t, owner.token, {}, { draft: true });
    const draftScene = await addScene(t, draft._id, 1);
    const measure = async (method: string, at: string, token: string | undefined, body: unknown) => {
      const before = t.statements.requests;
      const res = await t.call(method, at, { token, body });
      return { res, requests: t.statements.requests - before };
    };
    const bubbles = [{ ...base, text: 'سلام 🌙 नमस्ते สวัสดี' }];
    const mine = await measure('PUT', path, owner.token, { textBubbles: bubbles });
    expect(mine.res.status, mine.res.text).toBe(200);
    expect(mine.res.json).toMatchObject({
      success: true,
      message: 'Panel updated successfully',
      data: { panelNumber: 1, textBubbles: bubbles },
    });
    expect(mine.requests).toBe(1);
    const refused: [string, string | undefined, number, string][] = [
      [path, other.token, 403, ''],
      [`/api/scenes/${sceneId}/panels/5`, owner.token, 404, 'Panel not found'],
      ['/api/scenes/no-such-scene/panels/1', owner.token, 404, 'Scene not found'],
      [`/api/scenes/${draftScene.id}/panels/1`, other.token, 404, ''],
      [path, 'not-a-session', 401, ''],
    ];
    for (const [at, token, status, message] of refused) {
      const { res, requests } = await measure('PUT', at, token, { textBubbles: [{ ...base, text: 'Mine now' }] });
      expect(res.status, `${at} ${res.text}`).toBe(status);
      if (message) expect(res.json.message).toBe(message);
      expect(requests, at).toBe(1);
    }
    // A bad bubble is refused before any request.
    const bad = await measure('PUT', path, other.token, { textBubbles: [{ ...base, rotation: 999 }] });
    expect(bad.res.status).toBe(400);
    expect(bad.requests).toBe(0);
    const read = await t.call('GET', `/api/stories/${storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].textBubbles).toMatchObject(bubbles);
    const hidden = await t.call('GET', `/api/stories/${draft._id}`, { token: owner.token });
    expect(hidden.json.data.scenes[0].panels[0].textBubbles.map((bubble: any) => bubble.text)).not.toContain(
      'Mine now',
    );
  });
});

describe('OpenAPI', () => {
  it('documents the tail tip, rotation, writing mode and the new kinds on the panel call', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const text = JSON.stringify(doc.paths['/api/scenes/{sceneId}/panels/{panelNumber}']);
    for (const word of [
      '"tail"',
      '"rotation"',
      '"writingMode"',
      '"vertical-rl"',
      '"sfx"',
      '"burst"',
      '"whisper"',
      'no tail',
    ])
      expect(text).toContain(word);
  });
});

describe('regenerating a scene keeps its lettering', () => {
  it('redraws pictures and keeps every bubble as the author left it; rewriteText: true writes new words', async () => {
    const story = await createStory(t, owner.token);
    const made = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Mira the keeper climbs the lighthouse as the storm rolls in.',
        generateImages: true,
        maxPanels: 2,
      },
    });
    expect(made.status, made.text).toBe(200);
    const scene = made.json.data.scene;
    const edited = {
      ...base,
      id: 'bubble-1700000000000-edited01',
      text: 'My own words',
      type: 'speech',
      position: { x: 0.7, y: 0.2 },
      tail: { x: 0.1, y: 0.9 },
      rotation: 8,
      style: { bubbleShape: 'burst', fontSize: 22 },
    };
    const panel1 = [...scene.panels[0].textBubbles, edited];
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { textBubbles: panel1 } }))
        .status,
    ).toBe(200);
    const before = (await t.call('GET', `/api/stories/${story._id}`, { token: owner.token })).json.data.scenes[0]
      .panels;

    const again = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'The storm breaks the lamp and Mira relights it by hand.',
        generateImages: true,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: scene._id,
      },
    });
    expect(again.status, again.text).toBe(200);
    const after = (await t.call('GET', `/api/stories/${story._id}`, { token: owner.token })).json.data.scenes[0].panels;
    // New pictures, the same lettering in both panels (the edited bubble with its text, place, tail and style).
    expect(after[0].imageUrl).not.toBe(before[0].imageUrl);
    expect(after.map((panel: any) => panel.textBubbles)).toEqual(before.map((panel: any) => panel.textBubbles));
    expect(after[0].textBubbles.at(-1)).toMatchObject({
      text: 'My own words',
      position: { x: 0.7, y: 0.2 },
      tail: { x: 0.1, y: 0.9 },
      rotation: 8,
      style: { bubbleShape: 'burst' },
    });

    const rewritten = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Dawn: Mira waves to the rescued sailors on the beach.',
        generateImages: false,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: scene._id,
        rewriteText: true,
      },
    });
    expect(rewritten.status, rewritten.text).toBe(200);
    const words = rewritten.json.data.scene.panels.flatMap((panel: any) =>
      panel.textBubbles.map((bubble: any) => bubble.text),
    );
    expect(words).not.toContain('My own words');

    const bad = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Dawn: Mira waves again.',
        regenerateExisting: true,
        existingSceneId: scene._id,
        rewriteText: 'yes',
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('rewriteText');
  });

  it('undoing a regeneration puts the pictures back and never older lettering: kept words stay as edited since, rewritten words go back', async () => {
    const story = await createStory(t, owner.token);
    const made = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Theo the baker opens his shop before sunrise.',
        generateImages: true,
        maxPanels: 2,
      },
    });
    expect(made.status, made.text).toBe(200);
    const scene = made.json.data.scene;
    const first = {
      ...base,
      id: 'bubble-1700000000000-first001',
      text: 'First words',
      type: 'speech',
      position: { x: 0.3, y: 0.2 },
    };
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { textBubbles: [first] } }))
        .status,
    ).toBe(200);
    const panels = async () =>
      (await t.call('GET', `/api/stories/${story._id}`, { token: owner.token })).json.data.scenes[0].panels;
    const original = await panels();
    // The Undo chip's call: the newest version of each panel the scene regeneration replaced.
    const undoRegeneration = async () => {
      const versions = (await t.call('GET', `/api/scenes/${scene._id}/versions`, { token: owner.token })).json.data as {
        _id: string;
        panelNumber: number;
        replacedBy: string;
      }[];
      const ids = [
        ...new Map(
          versions
            .filter((version) => version.replacedBy === 'scene')
            .reverse()
            .map((version) => [version.panelNumber, version._id]),
        ).values(),
      ];
      const restored = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
        token: owner.token,
        body: { versionIds: ids },
      });
      expect(restored.status, restored.text).toBe(200);
    };

    const kept = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Flour spills everywhere as Theo kneads the dough.',
        generateImages: true,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: scene._id,
      },
    });
    expect(kept.status, kept.text).toBe(200);
    // The author letters the regenerated scene, then undoes the regeneration: the old pictures, the new lettering.
    const later = { ...first, text: 'Words after the regeneration', position: { x: 0.6, y: 0.7 } };
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { textBubbles: [later] } }))
        .status,
    ).toBe(200);
    await undoRegeneration();
    const undone = await panels();
    expect(undone.map((panel: any) => panel.imageUrl)).toEqual(original.map((panel: any) => panel.imageUrl));
    expect(undone[0].textBubbles).toMatchObject([later]);
    expect(undone[1].textBubbles).toEqual(original[1].textBubbles);

    // A regeneration that rewrote the words: undoing it puts the words it replaced back with the pictures.
    const rewritten = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Theo hands warm bread to the first customer at the door.',
        generateImages: true,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: scene._id,
        rewriteText: true,
      },
    });
    expect(rewritten.status, rewritten.text).toBe(200);
    expect((await panels())[0].textBubbles.map((bubble: any) => bubble.text)).not.toContain(later.text);
    await undoRegeneration();
    const back = await panels();
    expect(back.map((panel: any) => panel.imageUrl)).toEqual(original.map((panel: any) => panel.imageUrl));
    expect(back[0].textBubbles).toMatchObject([later]);
  });
});
