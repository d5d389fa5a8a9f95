// Deleting an original that has a remix: every row of the story goes, its exclusive media go, and everything the remix
// shows (shared by key) is still served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or, and, count } from 'drizzle-orm';
import {
  entities,
  generationJobs,
  likes,
  panels,
  readEvents,
  sceneEntities,
  scenes,
  stories,
  storyTags,
} from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let fan: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  fan = await registerUser(t);
});
afterAll(() => t.close());

const served = async (url: string) => (await t.app.request(url)).status;

const read = async (storyId: string, token?: string) =>
  (await t.call('GET', `/api/stories/${storyId}`, { token })).json.data;

/** Every /media URL a story view shows: panel pictures and videos, entity pictures, the preview. */
function mediaShown(story: any): string[] {
  const urls = [
    story.previewImage,
    ...story.scenes.flatMap((scene: any) => scene.panels.flatMap((panel: any) => [panel.imageUrl, panel.videoUrl])),
    ...[...story.characters, ...story.locations].flatMap((entity: any) => [
      entity.primaryImageUrl,
      ...(entity.imageUrls ?? []),
    ]),
  ];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/media/')))].sort();
}

const tagCounts = async () =>
  Object.fromEntries(
    ((await t.call('GET', '/api/stories/tags')).json.data as { tag: string; count: number }[]).map((row) => [
      row.tag,
      row.count,
    ]),
  );

describe('DELETE /api/stories/:id of an original with a remix', () => {
  it('removes the rows and exclusive media of the story and keeps everything the remix shows', async () => {
    const bystander = await createStory(t, fan.token, { title: 'Elsewhere', tags: ['Harbor'] });
    const original = await createStory(t, owner.token, { title: 'The Drowned Bell', tags: ['Harbor', 'Bells'] });
    const id = original._id;
    const generated = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: id,
        prompt: 'Mira the bell ringer climbs the flooded tower at the harbor while Captain Rook waits below.',
        generateImages: true,
        maxPanels: 2,
      },
    });
    expect(generated.status).toBe(200);
    const scene = generated.json.data.scene;
    // A small still to animate keeps the test quick; only its video is shown, so the still is this story's alone.
    const still = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { storyId: id, prompt: 'The bell swings', width: 256, height: 256 },
    });
    const video = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { storyId: id, imageUrl: still.json.imageUrl, prompt: 'The bell swings' },
    });
    const videoUrl = (await t.call('GET', `/api/ai/video-status/${video.json.data.jobId}`, { token: owner.token })).json
      .result.videoUrl;
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { videoUrl } })).status,
    ).toBe(200);
    await t.call('POST', `/api/likes/stories/${id}`, { token: fan.token });
    await t.call('POST', `/api/likes/scenes/${scene._id}`, { token: fan.token });
    await t.call('POST', `/api/stories/${id}/read`);
    await t.call('POST', `/api/stories/${id}/read`, { token: fan.token });

    const remix = (await t.call('POST', `/api/stories/${id}/remix`, { token: fan.token })).json.data;
    // Published, so its tags count beside the original's.
    expect(
      (await t.call('PUT', `/api/stories/${remix._id}`, { token: fan.token, body: { status: 'published' } })).status,
    ).toBe(200);
    const shared = mediaShown(await read(remix._id, fan.token));
    expect(shared.filter((url) => url.startsWith('/media/generated/')).length).toBeGreaterThanOrEqual(4); // 2 panels, a video, entity pictures
    expect(shared).toContain(videoUrl);

    // After the remix, the original makes media only it knows.
    const character = (await read(id, owner.token)).characters[0];
    const panelTwo = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 2 },
    });
    const portrait = await t.call('POST', '/api/ai/generate-character-image', {
      token: owner.token,
      body: { characterId: character._id },
    });
    const loose = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { storyId: id, prompt: 'A sketch never used', width: 256, height: 256 },
    });
    const unusedVideo = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { storyId: id, imageUrl: loose.json.imageUrl, prompt: 'Waves' },
    });
    const unusedVideoUrl = (
      await t.call('GET', `/api/ai/video-status/${unusedVideo.json.data.jobId}`, { token: owner.token })
    ).json.result.videoUrl;
    // Panel 1 gets a regenerated picture, then an upload in its place: the regenerated one is left only in its job.
    const upload = await t.call('POST', '/api/media', {
      token: owner.token,
      body: PNG_1PX,
      headers: { 'content-type': 'image/png' },
    });
    const replaced = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 1 },
    });
    expect(
      (
        await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
          token: owner.token,
          body: { imageUrl: upload.json.data.url },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/api/stories/${id}`, { token: owner.token, body: { tags: ['Harbor', 'Bells', 'Gone'] } }))
        .status,
    ).toBe(200);

    const exclusive = [
      still.json.imageUrl,
      panelTwo.json.imageUrl,
      portrait.json.imageUrl,
      loose.json.imageUrl,
      unusedVideoUrl,
      upload.json.data.url,
      replaced.json.imageUrl,
    ];
    for (const url of exclusive) expect(url, 'each media call answered').toMatch(/^\/media\//);
    expect(new Set(exclusive).size).toBe(exclusive.length);
    for (const url of exclusive) expect(shared).not.toContain(url);
    for (const url of [...shared, ...exclusive]) expect(await served(url), url).toBe(200);
    expect(await tagCounts()).toMatchObject({ Harbor: 3, Bells: 2, Gone: 1 });

    const sceneIds = (await t.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.storyId, id))).map(
      (row) => row.id,
    );
    const entityIds = (await t.db.select({ id: entities.id }).from(entities).where(eq(entities.storyId, id))).map(
      (row) => row.id,
    );
    const rowsOfOriginal = async () => ({
      stories: await t.db.$count(stories, eq(stories.id, id)),
      scenes: await t.db.$count(scenes, eq(scenes.storyId, id)),
      panels: await t.db.$count(panels, eq(panels.storyId, id)),
      entities: await t.db.$count(entities, eq(entities.storyId, id)),
      links: await t.db.$count(
        sceneEntities,
        or(inArray(sceneEntities.sceneId, sceneIds), inArray(sceneEntities.entityId, entityIds)),
      ),
      likes: await t.db.$count(
        likes,
        or(
          and(eq(likes.targetType, 'story'), eq(likes.targetId, id)),
          and(eq(likes.targetType, 'scene'), inArray(likes.targetId, sceneIds)),
        ),
      ),
      readEvents: await t.db.$count(readEvents, eq(readEvents.storyId, id)),
      tags: await t.db.$count(storyTags, eq(storyTags.storyId, id)),
      jobs: await t.db.$count(generationJobs, eq(generationJobs.storyId, id)),
    });
    const before = await rowsOfOriginal();
    expect(before).toMatchObject({ stories: 1, scenes: 1, panels: 2, likes: 2, readEvents: 2, tags: 3 });
    expect(before.entities).toBeGreaterThanOrEqual(2);
    expect(before.links).toBeGreaterThanOrEqual(2);
    expect(before.jobs).toBeGreaterThanOrEqual(7);

    expect((await t.call('DELETE', `/api/stories/${id}`, { token: owner.token })).status).toBe(200);

    expect(await rowsOfOriginal()).toEqual({
      stories: 0,
      scenes: 0,
      panels: 0,
      entities: 0,
      links: 0,
      likes: 0,
      readEvents: 0,
      tags: 0,
      jobs: 0,
    });
    for (const url of exclusive) expect(await served(url), `exclusive ${url}`).toBe(404);
    for (const url of shared) expect(await served(url), `shared ${url}`).toBe(200);
    expect(await tagCounts()).toEqual({ Harbor: 2, Bells: 1 });

    const survivor = await read(remix._id);
    expect(survivor).toMatchObject({
      isRemix: true,
      originalStoryDeleted: true,
      originalStoryTitle: 'The Drowned Bell',
    });
    expect(mediaShown(survivor)).toEqual(shared);
    // The remix's own rows are whole, and so is an unrelated story.
    expect(survivor.scenes[0].panels).toHaveLength(2);
    expect(await t.db.select({ total: count() }).from(readEvents)).toEqual([{ total: 0 }]);
    expect((await t.call('GET', `/api/stories/${bystander._id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/likes/scenes/${scene._id}`)).status).toBe(404);
  });

  it('keeps a picture another story shows even when that story is not a remix', async () => {
    const mine = await createStory(t, owner.token, { title: 'Lender' });
    const theirs = await createStory(t, fan.token, { title: 'Borrower' });
    const picture = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { storyId: mine._id, prompt: 'A lighthouse at dawn', width: 256, height: 256 },
    });
    const url = picture.json.imageUrl as string;
    const borrowed = await t.call('POST', '/api/characters', {
      token: fan.token,
      body: {
        storyId: theirs._id,
        name: 'Keeper',
        description: 'Keeps the lighthouse lit.',
        imagePrompt: 'A lighthouse keeper',
        primaryImageUrl: url,
      },
    });
    expect(borrowed.status).toBe(201);
    expect((await t.call('DELETE', `/api/stories/${mine._id}`, { token: owner.token })).status).toBe(200);
    expect(await served(url)).toBe(200);
    // Once the last story showing it is gone, so is the picture.
    expect((await t.call('DELETE', `/api/stories/${theirs._id}`, { token: fan.token })).status).toBe(200);
    expect(await served(url)).toBe(404);
  });
});
