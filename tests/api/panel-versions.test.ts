// Picture history: a panel's replaced pictures (a regenerated image, an upload, a regenerated scene) are kept
// as versions the owner can list and put back; nobody else can; the versions' media go with the story.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { panelMediaVersions } from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

const panelOf = async (storyId: string, n: number) =>
  (await t.call('GET', `/api/stories/${storyId}`, { token: owner.token })).json.data.scenes[0].panels.find(
    (p: any) => p.panelNumber === n,
  );
const versions = async (sceneId: string, token = owner.token) =>
  t.call('GET', `/api/scenes/${sceneId}/versions`, { token });

let prompts = 0;
async function generatedScene(storyId: string) {
  prompts += 1;
  const generated = await t.call('POST', '/api/ai/generate-scene', {
    token: owner.token,
    body: {
      storyId,
      prompt: `Mira the lighthouse keeper climbs the stairs on night ${prompts} while the storm rolls in.`,
      generateImages: true,
      maxPanels: 2,
    },
  });
  expect(generated.status).toBe(200);
  return generated.json.data.scene as { _id: string };
}

describe('panel versions', () => {
  it('keeps the replaced picture, restores it, and swaps the replacing one into the history', async () => {
    const story = await createStory(t, owner.token, { title: 'Keeper' });
    const scene = await generatedScene(story._id);
    expect((await versions(scene._id)).json.data).toEqual([]);
    const first = (await panelOf(story._id, 1)).imageUrl as string;
    expect(first).toMatch(/^\/media\//);
    await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
      token: owner.token,
      body: { altText: 'Mira on the stairs' },
    });

    const regenerated = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 1 },
    });
    expect(regenerated.json.imageUrl).toMatch(/^\/media\//);
    expect(regenerated.json.imageUrl).not.toBe(first);
    const listed = (await versions(scene._id)).json.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      panelNumber: 1,
      imageUrl: first,
      altText: 'Mira on the stairs',
      replacedBy: 'picture',
    });
    // The kept picture is still served.
    expect((await t.app.request(first)).status).toBe(200);

    const restored = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
      token: owner.token,
      body: { versionIds: [listed[0]._id] },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data.scene.panels[0].imageUrl).toBe(first);
    expect(restored.json.data.scene.panels[0].altText).toBe('Mira on the stairs');
    // The regenerated picture is now the version (a redo), and the restored one left the list.
    expect(restored.json.data.versions.map((v: any) => v.imageUrl)).toEqual([regenerated.json.imageUrl]);
    expect((await panelOf(story._id, 1)).imageUrl).toBe(first);

    // A restored version is gone: restoring it again is 404 and changes nothing.
    const again = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
      token: owner.token,
      body: { versionIds: [listed[0]._id] },
    });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Version not found');
    expect((await panelOf(story._id, 1)).imageUrl).toBe(first);
  });

  it('keeps every panel of a regenerated scene with its bubbles, and undoes the regeneration', async () => {
    const story = await createStory(t, owner.token, { title: 'Storm' });
    const scene = await generatedScene(story._id);
    const before = (await t.call('GET', `/api/stories/${story._id}`, { token: owner.token })).json.data.scenes[0]
      .panels;
    const bubbles = [{ id: 'b1', text: 'مرحبا 👋 こんにちは', type: 'speech', position: { x: 0.3, y: 0.3 } }];
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/2`, { token: owner.token, body: { textBubbles: bubbles } }))
        .status,
    ).toBe(200);

    const again = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'The storm breaks the lighthouse lamp and Mira relights it by hand.',
        generateImages: true,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: scene._id,
      },
    });
    expect(again.status).toBe(200);
    const listed = (await versions(scene._id)).json.data as any[];
    expect(
      listed
        .filter((v) => v.replacedBy === 'scene')
        .map((v) => v.panelNumber)
        .sort(),
    ).toEqual([1, 2]);

    // Undo: the newest version of each panel back at once.
    const newest = [1, 2].map((n) => listed.find((v) => v.panelNumber === n)._id);
    const undone = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
      token: owner.token,
      body: { versionIds: newest },
    });
    expect(undone.status).toBe(200);
    const panels = undone.json.data.scene.panels;
    expect(panels.map((p: any) => p.imageUrl)).toEqual(before.map((p: any) => p.imageUrl));
    expect(panels[1].textBubbles.map((b: any) => b.text)).toEqual(['مرحبا 👋 こんにちは']);
  });

  it('refuses other users, unknown versions and versions of another scene', async () => {
    const story = await createStory(t, owner.token, { title: 'Private' });
    const scene = await generatedScene(story._id);
    await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 1 },
    });
    const [version] = (await versions(scene._id)).json.data;
    // The story is published: someone else may read it but not its history (403), nor restore anything.
    expect((await versions(scene._id, other.token)).status).toBe(403);
    expect((await t.call('GET', `/api/scenes/${scene._id}/versions`)).status).toBe(401);
    const stolen = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
      token: other.token,
      body: { versionIds: [version._id] },
    });
    expect(stolen.status).toBe(403);
    // Someone else's scene with this scene's version id.
    const theirs = await createStory(t, other.token, { title: 'Theirs' });
    const theirScene = (
      await t.call('POST', '/api/ai/generate-scene', {
        token: other.token,
        body: {
          storyId: theirs._id,
          prompt: 'A fox crosses the frozen river at dawn carrying a lantern.',
          generateImages: true,
          maxPanels: 1,
        },
      })
    ).json.data.scene;
    const crossed = await t.call('POST', `/api/scenes/${theirScene._id}/versions/restore`, {
      token: other.token,
      body: { versionIds: [version._id] },
    });
    expect(crossed.status).toBe(404);
    const empty = await t.call('POST', `/api/scenes/${scene._id}/versions/restore`, {
      token: owner.token,
      body: { versionIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Choose a version to restore');
  });

  it('deletes the versions and their media with the story', async () => {
    const story = await createStory(t, owner.token, { title: 'Gone' });
    const scene = await generatedScene(story._id);
    const upload = await t.call('POST', '/api/media', {
      token: owner.token,
      body: PNG_1PX,
      headers: { 'content-type': 'image/png' },
    });
    const first = (await panelOf(story._id, 1)).imageUrl as string;
    await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
      token: owner.token,
      body: { imageUrl: upload.json.data.url },
    });
    await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { imageUrl: null } });
    const kept = (await versions(scene._id)).json.data.map((v: any) => v.imageUrl);
    expect(kept).toEqual([upload.json.data.url, first]);
    for (const url of kept) expect((await t.app.request(url)).status).toBe(200);

    expect((await t.call('DELETE', `/api/stories/${story._id}`, { token: owner.token })).status).toBe(200);
    for (const url of kept) expect((await t.app.request(url)).status).toBe(404);
    expect(await t.db.select().from(panelMediaVersions).where(eq(panelMediaVersions.storyId, story._id))).toEqual([]);
  });
});
