// Screenshots of every foundation screen at desktop and phone widths, into screenshots/ (gitignored), to look at.
// Usage: node --import tsx scripts/screenshots.ts [name filter[,another]]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD, type SeedResult } from './demo-seed';
import { breakDashboardChunk, loginViaApi, trpcMutation, trpcQuery } from '../tests/e2e/flows';
import { DESKTOP, PHONE, ROOT, newPage, registerViaApi, signInWithToken, startEnvironment } from '../tests/e2e/harness';
import type { StoryDetail } from '../src/lib/story-types';
import { TYPE_DEFAULTS } from '../src/shared/bubbles';

const OUT = join(ROOT, 'screenshots');

interface Shot {
  name: string;
  /** A path, or one built from the seeded demo content. */
  path: string | ((seed: SeedResult) => string);
  signedIn: boolean;
  /** Sign in as the owner of this seeded story instead (for the story page). */
  ownerOf?: number;
  /** Something to do before the page loads (break a chunk) and before the picture (open a menu, show errors). */
  setup?: (page: Page) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
  /** Just the window, for things pinned to it (toasts). */
  viewportOnly?: boolean;
  /** Just this element (a close-up). */
  element?: string;
}

/** The seeded story dressed with the bubble gallery (a portrait story; story 5 is square). */
const GALLERY = 6;

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', signedIn: false },
  {
    name: 'login-errors',
    path: '/login',
    signedIn: false,
    prepare: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    },
  },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  {
    name: 'home-menu',
    path: '/',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
    },
  },
  { name: 'home-visitor', path: '/', signedIn: false },
  // The tag filter in the URL: a shared link opens filtered.
  { name: 'home-tag', path: '/?tag=Noir', signedIn: false },
  { name: 'reader', path: (seed) => `/story/${seed.storyIds[4]}/read`, signedIn: false },
  { name: 'reader-square', path: (seed) => `/story/${seed.storyIds[5]}/read`, signedIn: true },
  {
    name: 'remix-toast',
    path: (seed) => `/story/${seed.storyIds[3]}/read`,
    signedIn: true,
    viewportOnly: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Remix: remix this story' }).click();
      await page.getByText('Story remixed successfully').waitFor();
    },
  },
  { name: 'profile', path: (seed) => `/user/${seed.users[1]!.username}`, signedIn: true },
  { name: 'user-not-found', path: '/user/nobody_here', signedIn: false },
  { name: 'story-error', path: '/story/missing/read', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'not-found', path: '/no/such/page', signedIn: false },
  { name: 'crash', path: '/dashboard', signedIn: true, setup: breakDashboardChunk },
  // The bubble gallery (see dressBubbleGallery): every type, shape, tail, font and border in the reader and the editor.
  {
    name: 'bubbles-reader',
    path: (seed) => `/story/${seed.storyIds[GALLERY]}/read`,
    signedIn: false,
    element: '#scene-1 [data-panel-grid]',
  },
  {
    name: 'bubbles-reader-2',
    path: (seed) => `/story/${seed.storyIds[GALLERY]}/read`,
    signedIn: false,
    element: '#scene-2 [data-panel-grid]',
  },
  {
    name: 'bubbles-editor',
    path: (seed) => `/story/${seed.storyIds[GALLERY]}`,
    signedIn: true,
    ownerOf: GALLERY,
    prepare: waitForStages,
    element: '#scene-1 [data-panel-grid]',
  },
  // The story page's first screen, then scrolled to its first scene (the prompt bar is pinned to the window).
  {
    name: 'story-page',
    path: (seed) => `/story/${seed.storyIds[1]}`,
    signedIn: true,
    ownerOf: 1,
    prepare: waitForStages,
    viewportOnly: true,
  },
  onGalleryScene('story-page-scene', 1, 140, async (page) => {
    // A selected bubble shows its handles.
    const inner = page.locator('#scene-1 [data-panel-number="2"] [data-panel-inner]');
    const box = (await inner.boundingBox())!;
    await page.mouse.click(box.x + 0.5 * box.width, box.y + 0.48 * box.height);
  }),
  {
    name: 'story-page-square',
    path: (seed) => `/story/${seed.storyIds[5]}`,
    signedIn: true,
    ownerOf: 5,
    prepare: waitForStages,
    element: '#scene-1',
  },
  {
    name: 'story-suggestions',
    path: (seed) => `/story/${seed.storyIds[1]}`,
    signedIn: true,
    ownerOf: 1,
    element: '[aria-labelledby="suggestions-title"]',
  },
  onOwnStory(GALLERY, 'bubble-editor', async (page) => {
    await waitForStages(page);
    await page
      .locator('#scene-1')
      .getByRole('button', { name: /^Add speech bubble/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create New Text Bubble' });
    await dialog.getByLabel('Text', { exact: true }).fill('What a twist!');
    await dialog.getByText('Advanced', { exact: true }).click();
  }),
  onStoryOne('edit-scene', async (page) => {
    await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  }),
  onStoryOne('story-settings', async (page) => {
    await page.getByRole('button', { name: 'Settings' }).click();
  }),
  // Why sign-in is asked for, the story header's Publish, the prompt bar's progress per panel, a scrolled
  // editor (the editing bar docked at the bottom), and the user dashboard's own stories with their badges.
  { name: 'walk-login-reason', path: '/login?redirect=%2F&reason=play', signedIn: false },
  { name: 'walk-register-reason', path: '/register?redirect=%2F&reason=like', signedIn: false },
  {
    name: 'walk-story-header',
    path: (seed) => `/story/${seed.storyIds[1]}`,
    signedIn: true,
    ownerOf: 1,
    element: 'main header',
  },
  onStoryOne(
    'walk-prompt-progress',
    async (page) => {
      await page.getByLabel('Scene prompt').fill('The harbour bells ring although nobody is in the tower');
      await page.getByLabel('Scene prompt').press('Enter');
      await page.getByTestId('generation-progress').waitFor();
      await page.waitForTimeout(1200);
    },
    'ai.generateScene',
  ),
  onGalleryScene('walk-editor-scrolled', 2, 40),
  {
    name: 'walk-home-scrolled',
    path: '/',
    signedIn: false,
    viewportOnly: true,
    prepare: (page) => page.evaluate(() => window.scrollTo(0, 900)),
  },
  // The onboarding wizard's steps (a new story each), its loading screen, and the story editor's dialogs.
  { name: 'wizard-1-launch', path: '/', signedIn: true, prepare: (page) => walkWizard(page, 1) },
  { name: 'wizard-2-style', path: '/', signedIn: true, prepare: (page) => walkWizard(page, 2) },
  { name: 'wizard-3-world', path: '/', signedIn: true, prepare: (page) => walkWizard(page, 3) },
  { name: 'wizard-4-begin', path: '/', signedIn: true, prepare: (page) => walkWizard(page, 4) },
  // The offline AI answers at once: hold the scene back so the loading screen can be seen.
  onNewStory(
    'loading-screen',
    async (page) => {
      await walkWizard(page, 4);
      await page.getByRole('list', { name: 'Pick one to use it as your opening' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Create Your Story' }).click();
      await page.getByRole('dialog', { name: 'Creating Your Story' }).waitFor();
      await page.waitForTimeout(2500);
    },
    'ai.generateScene',
  ),
  onStoryOne('art-style-dialog', async (page) => {
    await page.getByRole('button', { name: /^Art Style:/ }).click();
    await page.getByRole('dialog', { name: 'Choose Art Style' }).waitFor();
  }),
  ...([false, true] as const).map((held) =>
    onStoryOne(
      held ? 'edit-media-overlay' : 'edit-media',
      async (page) => {
        const dialog = await openEditMedia(page);
        await dialog.getByLabel('How should the selected image change?').fill('Make it night time with a full moon');
        await dialog.getByRole('button', { name: 'Refine Image' }).click();
        if (held) {
          await page.locator('[data-media-overlay]').waitFor();
          await page.waitForTimeout(1200);
          return;
        }
        await dialog.getByRole('button', { name: 'Refined image (selected)' }).waitFor();
        await page.waitForTimeout(4500); // the toast fades
      },
      held ? 'ai.generateImage' : undefined,
    ),
  ),
  ...(['character', 'location'] as const).map((kind) =>
    onStoryOne(`${kind}-list`, async (page) => {
      await page.getByRole('button', { name: kind === 'character' ? /^Characters/ : /^Locations/ }).click();
      await page
        .getByRole('dialog', { name: kind === 'character' ? 'Characters' : 'Locations' })
        .locator('img')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
    }),
  ),
  ...(['Generate', 'Manual'] as const).map((tab) =>
    onStoryOne(`character-dialog-${tab.toLowerCase()}`, async (page) => {
      await page.getByRole('button', { name: /^Characters/ }).click();
      await page.getByRole('dialog', { name: 'Characters' }).getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Character' });
      if (tab === 'Manual') {
        await dialog.getByRole('tab', { name: 'Manual' }).click();
        await dialog.getByLabel('Name', { exact: true }).fill('Captain Ilse Varga');
        await dialog.getByRole('button', { name: 'Create Character' }).click(); // shows the field errors
      } else await dialog.getByLabel('Describe your character').fill('A tired astronaut who buys bread every night');
    }),
  ),
  ...(['Generate', 'Drafted', 'Edit'] as const).map((state) =>
    onStoryOne(`location-dialog-${state.toLowerCase()}`, async (page) => {
      await page.getByRole('button', { name: /^Locations/ }).click();
      const list = page.getByRole('dialog', { name: 'Locations' });
      await list.locator('img').first().waitFor();
      if (state === 'Edit') {
        await list
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page.getByRole('dialog', { name: 'Edit Location' }).locator('img').first().waitFor();
        return;
      }
      await list.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Location' });
      await dialog
        .getByLabel('Describe your location')
        .fill('A crooked lighthouse on a stormy cliff, its lamp flickering green');
      if (state === 'Drafted') {
        await dialog.getByRole('button', { name: 'Generate Location' }).click();
        await dialog.getByRole('tab', { name: 'Manual', selected: true }).waitFor();
        await dialog.locator('img').first().waitFor();
        await page.waitForTimeout(4500); // the toast fades
      }
    }),
  ),
  onStoryOne('character-dialog-edit', async (page) => {
    await page.getByRole('button', { name: /^Characters/ }).click();
    await page
      .getByRole('dialog', { name: 'Characters' })
      .getByRole('button', { name: 'Edit Captain Ilse Varga' })
      .click();
    await page.getByRole('dialog', { name: 'Edit Character' }).locator('img').first().waitFor();
  }),
  onStoryOne('entity-card-delete-confirm', async (page) => {
    await page.getByRole('button', { name: /^Characters/ }).click();
    const list = page.getByRole('dialog', { name: 'Characters' });
    await list.locator('img').first().waitFor();
    await list.getByRole('button', { name: 'Delete Captain Ilse Varga' }).click();
  }),
  ...(['Animate', 'Generate', 'Upload'] as const).map((tab) =>
    onStoryOne(`edit-media-${tab.toLowerCase()}`, async (page) => {
      const dialog = await openEditMedia(page);
      await dialog.getByRole('tab', { name: tab }).click();
      if (tab === 'Animate')
        await dialog.getByLabel('Describe the motion').fill('The camera slowly pushes in while rain falls');
    }),
  ),
  onStoryOne('story-settings-delete-confirm', async (page) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Story Settings' });
    await dialog.getByRole('button', { name: 'Delete story' }).click();
    await dialog
      .getByRole('group', { name: 'Confirm story deletion' })
      .evaluate((group) => group.scrollIntoView({ block: 'center' }));
  }),
  {
    name: 'wizard-1-seeds',
    path: '/',
    signedIn: true,
    prepare: async (page) => {
      await walkWizard(page, 1);
      // Over 900 characters: the warning and the entity-limit hint.
      await page
        .getByLabel('What is your story about?')
        .fill(
          `${'A retired robot opens a tiny bakery on the moon, and a lonely astronaut keeps coming back for bread. '.repeat(9)}The end.`.slice(
            0,
            950,
          ),
        );
      await page.getByRole('button', { name: /^Story Seeds/ }).click();
      await page.getByRole('list', { name: 'Pick a seed to use it as your description' }).waitFor();
    },
  },
  onNewStory(
    'wizard-3-extracting',
    async (page) => {
      await walkWizard(page, 2);
      await page.getByRole('button', { name: 'Continue →' }).click();
      await page.getByRole('heading', { name: 'Build Your World' }).waitFor();
      await page.getByRole('button', { name: 'Generate From Your Story' }).click();
      await page.waitForTimeout(1500);
    },
    'ai.extractEntities',
  ),
  { name: 'story-not-found', path: '/story/missing-story', signedIn: true },
  // A scene made with the offline AI from a new story, and the new-entities notice if it brought any.
  onNewStory('generated-scene', async (page) => {
    await page.getByRole('button', { name: 'New Story' }).click();
    await page.waitForURL(/\/story\/[^/]+$/);
    await skipWizard(page);
    await page
      .getByLabel('Scene prompt')
      .fill(`A robot bartender serves a glowing drink to a nervous detective (${page.viewportSize()?.width} px)`);
    // The same author may only generate every few seconds: wait out a refusal and try again.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.getByLabel('Scene prompt').press('Enter');
      const refused = await page
        .getByText(/^Please wait \d+ seconds/)
        .waitFor({ timeout: 1500 })
        .then(
          () => true,
          () => false,
        );
      if (!refused) break;
      await page.waitForTimeout(6000);
    }
    await page.locator('#scene-1 [data-bubble-stage] canvas').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page
      .getByRole('dialog', { name: 'Your Story World Just Grew!' })
      .waitFor({ timeout: 3000 })
      .catch(() => undefined);
    await page.waitForTimeout(400);
  }),
];

/** A window-sized shot of the gallery story's page as its owner, scrolled to put `scene` `offset` px below the top. */
function onGalleryScene(name: string, scene: number, offset: number, then?: (page: Page) => Promise<void>): Shot {
  return onOwnStory(GALLERY, name, async (page) => {
    await waitForStages(page);
    await page
      .locator(`#scene-${scene}`)
      .evaluate(
        (element, top) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - top),
        offset,
      );
    await then?.(page);
  });
}

/** A window-sized shot of a seeded story's page as its owner, with `heldProcedure`'s requests held back if given. */
function onOwnStory(story: number, name: string, prepare: (page: Page) => Promise<void>, heldProcedure?: string): Shot {
  return {
    name,
    path: (seed) => `/story/${seed.storyIds[story]}`,
    signedIn: true,
    ownerOf: story,
    viewportOnly: true,
    prepare,
    setup: holding(heldProcedure),
  };
}

/** Seeded story 1's page (its world dressed by dressStoryWorld). */
function onStoryOne(name: string, prepare: (page: Page) => Promise<void>, heldProcedure?: string): Shot {
  return onOwnStory(1, name, prepare, heldProcedure);
}

/** A window-sized shot that starts signed in on the home page (to make a new story there). */
function onNewStory(name: string, prepare: (page: Page) => Promise<void>, heldProcedure?: string): Shot {
  return { name, path: '/', signedIn: true, viewportOnly: true, prepare, setup: holding(heldProcedure) };
}

/** A setup that holds a procedure's requests back for a minute (so its loading state stays on screen). */
function holding(procedure: string | undefined): Shot['setup'] {
  return procedure ? (page) => delayProcedure(page, procedure, 60_000) : undefined;
}

/** A new story from the home page, its wizard walked up to `step` (3: with generated characters and locations). */
async function walkWizard(page: Page, step: number) {
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.getByRole('heading', { name: 'Launch Your Story' }).waitFor();
  await page
    .getByLabel('What is your story about?')
    .fill('A retired robot opens a tiny bakery on the moon, and a lonely astronaut keeps coming back for bread.');
  if (step === 1) return;
  const next = page.getByRole('button', { name: 'Continue →' });
  await next.click();
  await page.getByRole('heading', { name: 'Choose Your Visual Style' }).waitFor();
  await page.locator('label[data-art-style="watercolor"]').click();
  if (step === 2) return;
  await next.click();
  await page.getByRole('heading', { name: 'Build Your World' }).waitFor();
  await page.getByRole('button', { name: 'Generate From Your Story' }).click();
  await page.getByText(/^Added \d+ character/).waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-label] li img')].every(
        (image) => (image as HTMLImageElement).complete,
      ),
    undefined,
    { timeout: 20_000 },
  );
  if (step === 3) return page.waitForTimeout(4500); // the toast fades
  await next.click();
  await page.getByRole('heading', { name: 'Begin Your Adventure' }).waitFor();
  await page.getByRole('list', { name: 'Pick one to use it as your opening' }).waitFor();
}

async function openEditMedia(page: Page) {
  await waitForStages(page);
  await page
    .locator('#scene-1')
    .getByRole('button', { name: /^Edit media/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await dialog.getByRole('button', { name: /^Current/ }).waitFor();
  return dialog;
}

/** Records the new story's onboarding as done (as the wizard's end would) and reloads: the story page's prompt bar. */
async function skipWizard(page: Page) {
  const storyId = new URL(page.url()).pathname.split('/')[2]!;
  await page.evaluate(async (id) => {
    const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
    await fetch('/trpc/stories.update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
      body: JSON.stringify({ id, changes: { onboardingCompleted: true } }),
    });
  }, storyId);
  await page.reload();
}

/** Holds a tRPC procedure's requests back (so a loading state stays on screen). */
async function delayProcedure(page: Page, procedure: string, ms: number) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await new Promise((done) => setTimeout(done, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

/** The Konva stages load lazily; the picture waits for them. */
async function waitForStages(page: Page) {
  await page.locator('[data-bubble-stage] canvas').first().waitFor({ state: 'attached', timeout: 10_000 });
  await page.waitForTimeout(300);
}

const bubble = (id: string, text: string, type: string, x: number, y: number, style: Record<string, unknown> = {}) => ({
  id: `bubble-1700000000000-${id}`,
  text,
  type,
  position: { x, y },
  style,
});

/** Every bubble type, shape, tail direction, font and border style, over the gallery story's first two scenes. */
async function dressBubbleGallery(baseUrl: string, seed: SeedResult) {
  const owner = seed.users[GALLERY % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', {
    id: seed.storyIds[GALLERY],
  });
  const [first, second] = story.scenes;
  const panels: [string, number, ReturnType<typeof bubble>[]][] = [
    [
      first!._id,
      1,
      [
        bubble('speech01', 'Speech, rounded, tail bottom-left', 'speech', 0.34, 0.16, {
          bubbleShape: 'rounded',
          tailDirection: 'bottom-left',
        }),
        bubble('thought1', 'A thought in a cloud...', 'thought', 0.66, 0.5, {
          bubbleShape: 'cloud',
          tailDirection: 'bottom-right',
          fontFamily: 'Comic Neue',
          fontWeight: 700,
        }),
        bubble('whisper1', 'psst... whisper', 'speech', 0.3, 0.82, {
          fontSize: 14,
          borderStyle: 'dashed',
          tailDirection: 'top-right',
        }),
      ],
    ],
    [
      first!._id,
      2,
      [
        bubble('narrate1', 'Narration: meanwhile, across town', 'narration', 0.5, 0.09, TYPE_DEFAULTS.narration),
        bubble('shout001', 'SHOUT! OVAL!', 'speech', 0.5, 0.48, {
          fontSize: 24,
          maxWidth: 220,
          bubbleShape: 'oval',
          tailDirection: 'bottom-right',
        }),
        bubble('subtitle', 'Subtitle: white on black', 'subtitle', 0.5, 0.9, TYPE_DEFAULTS.subtitle),
      ],
    ],
    [
      first!._id,
      3,
      [
        bubble('rect0001', 'Rectangular, tail top-left, Bungee', 'speech', 0.4, 0.3, {
          bubbleShape: 'rectangular',
          tailDirection: 'top-left',
          fontFamily: 'Bungee',
          fontSize: 13,
        }),
        bubble('cloudspk', 'Creepy cloud, tail left', 'speech', 0.62, 0.58, {
          bubbleShape: 'cloud',
          tailDirection: 'left',
          fontFamily: 'Creepster',
          fontSize: 20,
          borderStyle: 'dashed',
          borderColor: '#7b4dff',
          borderWidth: 3,
        }),
        bubble('oval0001', 'Oval, tail right, dotted, 80%', 'speech', 0.36, 0.84, {
          bubbleShape: 'oval',
          tailDirection: 'right',
          fontFamily: 'Fredoka One',
          borderStyle: 'dotted',
          borderWidth: 3,
          opacity: 0.8,
          shadow: false,
        }),
      ],
    ],
    [
      second!._id,
      1,
      [
        bubble('tailtr01', 'Tail top-right', 'speech', 0.4, 0.3, {
          tailDirection: 'top-right',
          backgroundColor: '#dbe7ff',
        }),
        bubble('notail01', 'No tail, big padding', 'speech', 0.5, 0.7, {
          tailDirection: 'none',
          padding: 24,
          fontSize: 20,
        }),
      ],
    ],
    [
      second!._id,
      2,
      [
        bubble('thought2', 'Oval thought', 'thought', 0.5, 0.3, {
          bubbleShape: 'oval',
          tailDirection: 'bottom-left',
          fontFamily: 'Fredoka One',
        }),
        bubble('huge0001', 'BIG 40', 'speech', 0.5, 0.72, {
          fontSize: 40,
          tailSize: 24,
          tailDirection: 'bottom-left',
          textColor: '#d92c3c',
        }),
      ],
    ],
  ];
  for (const [sceneId, panelNumber, textBubbles] of panels)
    await trpcMutation(baseUrl, 'scenes.updatePanel', { sceneId, panelNumber, textBubbles }, token);
}

/** Story 1's world with pictures: its seeded character and location drawn, plus a second character. */
async function dressStoryWorld(baseUrl: string, seed: SeedResult) {
  const owner = seed.users[1 % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: seed.storyIds[1] });
  const { data: extra } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'characters.create',
    {
      storyId: story._id,
      name: 'Captain Ilse Varga',
      title: 'Night-shift astronaut',
      description: 'A tired astronaut who visits the moon bakery every night.',
      imagePrompt: 'An astronaut holding a warm loaf of bread',
    },
    token,
  );
  for (const characterId of [...story.characters.map((character) => character._id), extra._id])
    await trpcMutation(baseUrl, 'ai.generateCharacterImage', { characterId }, token);
  for (const location of story.locations)
    await trpcMutation(baseUrl, 'ai.generateLocationImage', { locationId: location._id }, token);
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const env = await startEnvironment();
  try {
    const user = await registerViaApi(env.baseUrl, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_draws',
      email: 'ada@example.com',
    });
    await dressBubbleGallery(env.baseUrl, env.seed);
    await dressStoryWorld(env.baseUrl, env.seed);
    const only = process.argv[2]?.split(',');
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      for (const shot of SHOTS) {
        if (only && !only.some((part) => shot.name.includes(part))) continue;
        const { context, page } = await newPage(env, viewport);
        if (shot.ownerOf !== undefined) {
          const owner = env.seed.users[shot.ownerOf % env.seed.users.length]!;
          await signInWithToken(context, env.baseUrl, await loginViaApi(env.baseUrl, owner.email, SEED_PASSWORD));
        } else if (shot.signedIn) await signInWithToken(context, env.baseUrl, user.token);
        await shot.setup?.(page);
        await page.goto(typeof shot.path === 'string' ? shot.path : shot.path(env.seed));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await shot.prepare?.(page);
        await page.waitForTimeout(300);
        const file = join(OUT, `${shot.name}-${label}.png`);
        if (shot.element) {
          // Centred, so the fixed prompt bar stays clear of it.
          await page.locator(shot.element).evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(200);
          await page.locator(shot.element).screenshot({ path: file });
        } else {
          // A full page is drawn from the top, so the sticky site header sits at the top too.
          if (!shot.viewportOnly) await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
        }
        console.log(`saved ${file}`);
        await context.close();
      }
    }
  } finally {
    await env.close();
  }
}

await main();
