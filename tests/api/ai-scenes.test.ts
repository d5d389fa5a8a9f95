// Scene generation through the real HTTP app with the offline provider: generation, limits, status, and scene and
// panel edits, with the ownership matrix for every change. What needs no status or path calls the procedures directly.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sceneEntities, scenes as scenesTable } from '../../db/schema';
import { createTestApp, registerUser } from '../helpers/app';
import { admin, clock, generate, media, other, owner, t, useAiSuite } from '../helpers/ai-suite';
import { pngSize } from '../helpers/png';
import { callerFor } from '../helpers/caller';
import { sceneGenerationScenario } from '../helpers/scene-scenario';
import { createStory } from '../helpers/stories';

useAiSuite();

describe('POST /api/ai/generate-scene', () => {
  it('passes the scenario shared with the Worker', async () => {
    const user = await registerUser(t);
    await sceneGenerationScenario(
      async (method, path, body, token) => {
        const res = await t.call(method, path, { body, token });
        return { status: res.status, json: res.json };
      },
      async (url) => {
        const res = await t.app.request(url);
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: new Uint8Array(await res.arrayBuffer()),
        };
      },
      user.token,
    );
  });

  it('validates the prompt and panel count with the spec messages', async () => {
    const story = await createStory(t, owner.token);
    const cases: [unknown, number, string][] = [
      [undefined, 400, 'Scene prompt is required'],
      ['   ', 400, 'Scene prompt is required'],
      ['too short', 400, 'Prompt should be at least 10 characters'],
      ['x'.repeat(1001), 400, 'Prompt too long (max 1000 characters)'],
    ];
    for (const [prompt, status, message] of cases) {
      const res = await t.call('POST', '/api/ai/generate-scene', {
        token: owner.token,
        body: { storyId: story._id, prompt, generateImages: false },
      });
      expect(res.status).toBe(status);
      expect(res.json.message).toBe(message);
    }
    for (const maxPanels of [0, 7, 'many']) {
      const res = await generate(owner.token, story._id, {
        maxPanels,
        prompt: `A different prompt ${maxPanels} for the panel check`,
      });
      expect(res.status, String(maxPanels)).toBe(400);
    }
    expect((await generate(owner.token, 'no-such-story')).status).toBe(404);
  });

  it('enforces ownership: anonymous 401, other user 403, owner and admin succeed', async () => {
    const story = await createStory(t, owner.token);
    expect((await generate('', story._id)).status).toBe(401);
    const forbidden = await generate(other.token, story._id);
    expect(forbidden.status).toBe(403);
    expect((await generate(owner.token, story._id, { generateImages: false })).status).toBe(200);
    expect((await generate(admin.token, story._id, { generateImages: false })).status).toBe(200);
    const read = await t.call('GET', `/api/stories/${story._id}`);
    expect(read.json.data.scenes).toHaveLength(2);
  });

  it('writes a completed scene with real panel pictures, bubbles and the new characters and locations', async () => {
    const story = await createStory(t, owner.token, { aspectRatio: '3:4' });
    const res = await generate(owner.token, story._id);
    expect(res.status).toBe(200);
    const { scene, newCharacters, newLocations } = res.json.data;
    expect(scene.status).toBe('completed');
    expect(scene.sceneNumber).toBe(1);
    expect(scene.title.length).toBeGreaterThan(0);
    expect(scene.panels).toHaveLength(3);
    for (const panel of scene.panels) {
      expect(panel.hasImage).toBe(true);
      expect(panel.imageGenerationError).toBeNull();
      const picture = await media(panel.imageUrl);
      expect(picture.type).toBe('image/png');
      expect(pngSize(picture.bytes)).toEqual({ width: 768, height: 1024 });
      for (const bubble of panel.textBubbles) {
        expect(bubble.id).toMatch(/^bubble-\d+-[a-z0-9]+$/);
        expect(bubble.text.trim().length).toBeGreaterThan(0);
        expect(bubble.position.x).toBeGreaterThanOrEqual(0);
        expect(bubble.position.x).toBeLessThanOrEqual(1);
        expect(bubble.style).toMatchObject({
          fontFamily: expect.any(String),
          fontSize: expect.any(Number),
          borderColor: expect.any(String),
        });
      }
    }
    expect(scene.panels.flatMap((panel: any) => panel.textBubbles).length).toBeGreaterThan(0);
    expect(newCharacters.map((c: any) => c.name)).toContain('Mira');
    expect(newLocations.length).toBeGreaterThan(0);
    expect(newCharacters[0]).toMatchObject({ _id: expect.any(String), firstAppearance: 1 });

    // The story shows them, and the scene records whom it shows.
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.characters.map((c: any) => c.name)).toContain('Mira');
    const links = await t.db.select().from(sceneEntities).where(eq(sceneEntities.sceneId, scene._id));
    expect(links.length).toBeGreaterThan(0);

    // A second scene about Mira reuses her instead of adding another.
    const next = await generate(owner.token, story._id, {
      prompt: 'Mira climbs down to the beach at dawn and finds a message in a bottle.',
    });
    expect(next.json.data.scene.sceneNumber).toBe(2);
    expect(next.json.data.newCharacters.map((c: any) => c.name)).not.toContain('Mira');
    const after = await t.call('GET', `/api/stories/${story._id}/characters`);
    expect(after.json.data.filter((c: any) => c.name === 'Mira')).toHaveLength(1);
  });

  it('sizes pictures by aspect ratio', async () => {
    for (const [aspectRatio, size] of [
      ['3:2', { width: 1024, height: 683 }],
      ['1:1', { width: 1024, height: 1024 }],
    ] as const) {
      const story = await createStory(t, owner.token, { aspectRatio });
      const res = await generate(owner.token, story._id, {
        maxPanels: 1,
        prompt: `A robot and a cat explore a neon city street (${aspectRatio})`,
      });
      expect(res.status).toBe(200);
      expect(pngSize((await media(res.json.data.scene.panels[0].imageUrl)).bytes)).toEqual(size);
    }
  });

  it('numbers concurrent scenes without gaps or duplicates', async () => {
    const story = await createStory(t, owner.token);
    const api = callerFor(t, owner.token);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.ai.generateScene({
          storyId: story._id,
          generateImages: false,
          prompt: `Scene number ${i}: the crew sails into the fog`,
        }),
      ),
    );
    expect(results.map((result) => result.success)).toEqual(Array(6).fill(true));
    const numbers = results.map((result) => result.data.scene.sceneNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('regenerates a scene in place, keeping its id and number', async () => {
    const story = await createStory(t, owner.token);
    const api = callerFor(t, owner.token);
    const scene = (
      await api.ai.generateScene({
        storyId: story._id,
        prompt: 'The ghost ship appears off the lighthouse rocks at dusk.',
        generateImages: true,
        maxPanels: 2,
      })
    ).data.scene;
    await api.ai.generateScene({
      storyId: story._id,
      generateImages: true,
      maxPanels: 2,
      prompt: 'Later that night the ghost ship drifts into the harbour.',
    });
    const again = await api.ai.generateScene({
      storyId: story._id,
      prompt: 'The ghost ship appears again, closer now.',
      generateImages: true,
      regenerateExisting: true,
      existingSceneId: scene._id,
      maxPanels: 4,
    });
    expect(again.success).toBe(true);
    expect(again.data.scene._id).toBe(scene._id);
    expect(again.data.scene.sceneNumber).toBe(1);
    expect(again.data.scene.panels).toHaveLength(4);
    expect(again.data.scene.panels.map((panel) => panel._id)).not.toContain(scene.panels[0]!._id);
    const read = await callerFor(t).stories.scenes({ id: story._id });
    expect(read.data.map((s) => s.sceneNumber)).toEqual([1, 2]);
    // An unknown scene to regenerate is a 404 over REST.
    const missing = await generate(owner.token, story._id, { regenerateExisting: true, existingSceneId: 'nope' });
    expect(missing.status).toBe(404);
  });
});

describe('generation limits', () => {
  it('answers rate_limit, quota_exceeded and duplicate_prompt with their fields', async () => {
    const limited = await createTestApp({
      clock,
      config: { generationLimits: { minIntervalSeconds: 30, maxPerHour: 3, duplicateWindowSeconds: 300 } },
    });
    try {
      const user = await registerUser(limited);
      const res = await limited.call('POST', '/api/stories', { token: user.token, body: {} });
      const storyId = res.json.data._id;
      const call = (prompt: string) =>
        limited.call('POST', '/api/ai/generate-scene', {
          token: user.token,
          body: { storyId, prompt, generateImages: false, maxPanels: 1 },
        });

      expect((await call('The first scene of the tale begins here')).status).toBe(200);
      const tooSoon = await call('The second scene follows right after');
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.json).toMatchObject({ success: false, errorType: 'rate_limit', timeRemaining: 30 });
      expect(tooSoon.json.message).toBe('Please wait 30 seconds before generating another scene');

      clock.advance(10_000);
      expect((await call('The second scene follows right after')).json.timeRemaining).toBe(20);

      clock.advance(25_000);
      const duplicate = await call('The first scene of the tale begins here');
      expect(duplicate.status).toBe(429);
      expect(duplicate.json).toMatchObject({
        errorType: 'duplicate_prompt',
        message: 'You used this exact prompt recently. Please try a different prompt or wait 5 minutes!',
      });
      expect((await call('The second scene follows right after')).status).toBe(200);
      clock.advance(31_000);
      expect((await call('The third scene closes the chapter')).status).toBe(200);
      clock.advance(31_000);
      const quota = await call('A fourth scene is one too many');
      expect(quota.status).toBe(429);
      expect(quota.json).toMatchObject({ errorType: 'quota_exceeded', maxPerHour: 3 });
      expect(new Date(quota.json.resetTime).getTime()).toBeGreaterThan(clock.now().getTime());

      // An hour later the slots are free again, and the same prompt too.
      clock.advance(3_600_000);
      expect((await call('The first scene of the tale begins here')).status).toBe(200);

      // Simultaneous requests by one user: exactly one gets through the interval.
      clock.advance(60_000);
      const burst = await Promise.all(
        Array.from({ length: 5 }, (_, i) => call(`Burst scene ${i} with a unique prompt`)),
      );
      expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/ai/scene-status/:id', () => {
  it('reports a completed scene and checks ownership', async () => {
    const story = await createStory(t, owner.token);
    const scene = (
      await generate(owner.token, story._id, { maxPanels: 2, prompt: 'Two knights duel in a castle hall at midnight' })
    ).json.data.scene;
    const res = await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      progress: 100,
      isGenerating: false,
      isComplete: true,
      hasError: false,
      hasPartialErrors: false,
      errorMessage: null,
    });
    expect(res.json.data.scene.panels).toHaveLength(2);
    expect((await t.call('GET', `/api/ai/scene-status/${scene._id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('GET', '/api/ai/scene-status/unknown', { token: owner.token })).status).toBe(404);
  });
});

describe('scenes and panels', () => {
  async function sceneOf(token = owner.token) {
    const story = await createStory(t, token);
    const res = await generate(token, story._id, {
      maxPanels: 2,
      prompt: `An astronaut lands on a red desert planet ${Math.random()}`,
    });
    return { story, scene: res.json.data.scene };
  }

  it('updates title and description with the spec messages and ownership', async () => {
    const { scene } = await sceneOf();
    const blank = await t.call('PUT', `/api/scenes/${scene._id}`, {
      token: owner.token,
      body: { title: ' ', description: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Title is required');
    const noDescription = await t.call('PUT', `/api/scenes/${scene._id}`, {
      token: owner.token,
      body: { title: 'Landing' },
    });
    expect(noDescription.json.message).toBe('Description is required');
    expect((await t.call('PUT', `/api/scenes/${scene._id}`, { body: { title: 'a', description: 'b' } })).status).toBe(
      401,
    );
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}`, { token: other.token, body: { title: 'a', description: 'b' } }))
        .status,
    ).toBe(403);
    const ok = await t.call('PUT', `/api/scenes/${scene._id}`, {
      token: admin.token,
      body: { title: 'Landing', description: 'The ship touches down.' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ title: 'Landing', description: 'The ship touches down.' });
    expect(
      (await t.call('PUT', '/api/scenes/none', { token: owner.token, body: { title: 'a', description: 'b' } })).status,
    ).toBe(404);
  });

  it('deletes a scene and renumbers the rest', async () => {
    const story = await createStory(t, owner.token);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(
        (
          await generate(owner.token, story._id, {
            generateImages: false,
            prompt: `Chapter ${i}: the storm rolls in over the bay`,
          })
        ).json.data.scene._id,
      );
    }
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`)).status).toBe(401);
    const res = await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: owner.token });
    expect(res.json).toEqual({ success: true, message: 'Scene deleted successfully' });
    const rows = await t.db
      .select()
      .from(scenesTable)
      .where(eq(scenesTable.storyId, story._id))
      .orderBy(scenesTable.sceneNumber);
    expect(rows.map((row) => [row.id, row.sceneNumber])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: owner.token })).status).toBe(404);
  });

  it('changes only the allowed panel fields and validates bubbles', async () => {
    const { scene } = await sceneOf();
    const path = `/api/scenes/${scene._id}/panels/1`;
    const bubble = {
      id: 'bubble-1700000000000-abc12',
      text: 'Houston, we have sand.',
      type: 'speech',
      position: { x: 0.4, y: 0.25, anchor: 'center' },
      style: { fontSize: 24, fontFamily: 'Creepster', bubbleShape: 'cloud', tailDirection: 'right', maxWidth: 220 },
    };
    // A field the call does not take is a 400 naming it, and changes nothing.
    const refused = await t.call('PUT', path, {
      token: owner.token,
      body: { imagePrompt: 'Red dunes under two moons', description: 'not allowed' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message: 'Unknown field: description',
      errorType: 'unknown_field',
      errors: [{ field: 'description' }],
    });
    // So is one deep inside a bubble's style: it is refused by name, never dropped quietly.
    const nested = await t.call('PUT', path, {
      token: owner.token,
      body: { textBubbles: [{ ...bubble, style: { ...bubble.style, evil: '<script>' } }] },
    });
    expect([nested.status, nested.json.message]).toEqual([400, 'Unknown field: textBubbles.0.style.evil']);
    const ok = await t.call('PUT', path, {
      token: owner.token,
      body: { textBubbles: [bubble], imagePrompt: 'Red dunes under two moons' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.panelNumber).toBe(1);
    expect(ok.json.data.imagePrompt).toBe('Red dunes under two moons');
    expect(ok.json.data.description).toBe(scene.panels[0].description);
    expect(ok.json.data.imageGenerationError).toBeNull();
    expect(ok.json.data.textBubbles).toHaveLength(1);
    expect(ok.json.data.textBubbles[0].style).toMatchObject({ fontFamily: 'Creepster', bubbleShape: 'cloud' });

    const bad = [
      { ...bubble, position: { x: 1.5, y: 0.2 } },
      { ...bubble, type: 'shout' },
      { ...bubble, style: { fontSize: 100 } },
      { ...bubble, style: { maxWidth: 50 } },
      { ...bubble, style: { fontFamily: 'Comic Sans' } },
      { ...bubble, style: { tailDirection: 'up' } },
    ];
    for (const candidate of bad) {
      const res = await t.call('PUT', path, { token: owner.token, body: { textBubbles: [candidate] } });
      expect(res.status, JSON.stringify(candidate)).toBe(400);
    }
    // Nothing stored was lost by the refused updates.
    const read = await t.call('GET', `/api/stories/${scene.storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].textBubbles[0].text).toBe('Houston, we have sand.');

    expect((await t.call('PUT', path, { body: { textBubbles: [] } })).status).toBe(401);
    expect((await t.call('PUT', path, { token: other.token, body: { textBubbles: [] } })).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/scenes/${scene._id}/panels/6`, { token: owner.token, body: { textBubbles: [] } }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/scenes/${scene._id}/panels/2`, {
          token: admin.token,
          body: { videoUrl: '/media/x.mp4' },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps concurrent edits of different panels', async () => {
    const { scene } = await sceneOf();
    const api = callerFor(t, owner.token);
    const edit = (n: number) =>
      api.scenes.updatePanel({
        sceneId: scene._id,
        panelNumber: n,
        textBubbles: [{ id: `bubble-1-p${n}`, text: `Panel ${n}`, type: 'speech', position: { x: 0.5, y: 0.5 } }],
      });
    await Promise.all([edit(1), edit(2)]);
    const read = await api.stories.byId({ id: scene.storyId });
    expect(read.data.scenes[0]!.panels.map((panel) => panel.textBubbles[0]!.text)).toEqual(['Panel 1', 'Panel 2']);
  });
});

describe('offline calls: the remaining answers and messages', () => {
  it('writes generated bubbles with the spec default style (type presets aside)', async () => {
    const SPEC_DEFAULTS = {
      fontSize: 16,
      fontFamily: 'Bangers',
      fontWeight: 400,
      textColor: '#000000',
      backgroundColor: '#ffffff',
      borderColor: '#374151',
      borderWidth: 2,
      borderStyle: 'solid',
      bubbleShape: 'rounded',
      padding: 10,
      maxWidth: 160,
      tailDirection: 'bottom-left',
      tailSize: 12,
      shadow: true,
      opacity: 1,
    };
    const PRESETS: Record<string, Record<string, unknown>> = {
      speech: {},
      thought: { bubbleShape: 'cloud' },
      narration: { maxWidth: 180, tailDirection: 'none', backgroundColor: '#fef9c3', bubbleShape: 'rectangular' },
      subtitle: {
        fontSize: 18,
        maxWidth: 300,
        textColor: '#ffffff',
        backgroundColor: '#000000',
        borderWidth: 5,
        padding: 5,
        fontFamily: 'Righteous',
        tailDirection: 'none',
        bubbleShape: 'rectangular',
      },
    };
    const story = await createStory(t, owner.token);
    const res = await generate(owner.token, story._id, {
      maxPanels: 6,
      generateImages: false,
      prompt: 'Mira shouts to Tobin across the storm; the narrator tells of the ghost ship as she thinks of home.',
    });
    const bubbles = res.json.data.scene.panels.flatMap((panel: any) => panel.textBubbles);
    expect(bubbles.length).toBeGreaterThan(0);
    expect(bubbles.some((bubble: any) => bubble.type === 'speech')).toBe(true);
    for (const bubble of bubbles) {
      const expected = { ...SPEC_DEFAULTS, ...PRESETS[bubble.type] };
      if (bubble.type === 'speech') {
        // A speech bubble's tail points from its corner to the middle of the panel; everything else is the default.
        const { tailDirection, ...rest } = bubble.style;
        expect(['bottom-left', 'bottom-right', 'top-left', 'top-right']).toContain(tailDirection);
        const { tailDirection: _default, ...expectedRest } = expected;
        expect(rest).toEqual(expectedRest);
      } else {
        expect(bubble.style).toEqual(expected);
      }
    }
  });

  it('asks for a description when regenerating with an empty prompt', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { generateImages: false })).json.data.scene;
    for (const prompt of ['', '   ']) {
      const res = await t.call('POST', '/api/ai/generate-scene', {
        token: owner.token,
        body: { storyId: story._id, prompt, regenerateExisting: true, existingSceneId: scene._id },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Scene description is required for regeneration');
    }
    // prompt is a required field: leaving it out is the field's own message, whatever the call does.
    const missing = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, regenerateExisting: true, existingSceneId: scene._id },
    });
    expect([missing.status, missing.json.message]).toEqual([400, 'Scene prompt is required']);
    // A short one still gets the prompt rule, and a new scene without a prompt the usual message.
    const short = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt: 'short', regenerateExisting: true, existingSceneId: scene._id },
    });
    expect(short.json.message).toBe('Prompt should be at least 10 characters');
    expect(
      (await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt: '' } }))
        .json.message,
    ).toBe('Scene prompt is required');
  });
});
