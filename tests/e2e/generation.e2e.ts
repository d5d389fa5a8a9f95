// Scene generation as a remote AI provider runs it when the status stream cannot be had: the generation call answers
// 'generating' and the page polls the scene's status as the answers' Retry-After says. The offline provider finishes at
// once, so the calls are answered here (page.route over the tRPC batch URLs and the status call); the rest of each
// batch still reaches the real server. (walk.e2e.ts follows a scene by its stream.) Plus the suggestion block's request
// and its one-click submit.
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { afterTwoFrames, dismissWorldNotice, openStoryAsSeedOwner, rewriteTrpcAnswers, trpcError } from './flows';
import { check } from './harness';

type PanelState = 'image' | 'error' | 'drawing';

/** A scene-status answer as the server words it (worker/ai/engine/scenes.ts sceneStatusView). */
function statusAnswer(status: 'generating' | 'completed' | 'failed', panels: PanelState[]) {
  const finished = panels.filter((panel) => panel !== 'drawing').length;
  const failed = panels.filter((panel) => panel === 'error').length;
  const isComplete = status === 'completed';
  const hasError = status === 'failed';
  const hasPartialErrors = isComplete && failed > 0;
  return {
    result: {
      data: {
        success: true,
        data: {
          scene: {
            _id: 'polled',
            status,
            panels: panels.map((panel, i) => ({
              panelNumber: i + 1,
              imageUrl: panel === 'image' ? `/media/polled-${i}.png` : null,
              imageGenerationError: panel === 'error' ? 'Image flagged' : null,
            })),
          },
          progress: Math.round((finished / panels.length) * 100),
          isGenerating: status === 'generating',
          isComplete,
          hasError,
          hasPartialErrors,
          errorMessage: hasError
            ? 'Scene generation failed during image creation: Image flagged'
            : hasPartialErrors
              ? `Scene completed but ${failed} of ${panels.length} panel images failed: Image flagged`
              : null,
        },
      },
    },
  };
}

/**
 * Makes the page see a remote provider whose status stream cannot be had, so the page falls back to polling: every
 * generation answers 'generating' (held when a test asks, so the first label can be seen), the stream is refused, and each
 * JSON status poll takes the next answer of `polls` (the last one repeats) with `Retry-After: 2`; a poll the test holds
 * is answered when the test lets it go, so what the page shows between two polls is seen however slow the machine.
 * Returns the counters.
 */
async function remoteProvider(page: Page) {
  const polls: unknown[] = [];
  let last: unknown;
  const counter = { polls: 0, streams: 0, trpcPolls: 0 };
  /** Polls of the current run so far, and the ones held until the test lets them go (by their number in the run). */
  let runPolls = 0;
  const heldPolls = new Map<number, Promise<void>>();
  await rewriteTrpcAnswers(page, {
    'ai.generateScene': (answer) => {
      const result = answer as { result?: { data: { data: { scene: { status: string } } } } };
      if (result.result) result.result.data.data.scene.status = 'generating';
      return result;
    },
    'ai.sceneStatus': (answer) => {
      counter.trpcPolls += 1;
      return answer;
    },
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/ai/scene-status/'),
    async (route) => {
      if ((route.request().headers().accept ?? '').includes('text/event-stream')) {
        counter.streams += 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Streams unavailable' }),
        });
        return;
      }
      counter.polls += 1;
      runPolls += 1;
      await heldPolls.get(runPolls);
      last = polls.shift() ?? last;
      const answer = last as { result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } };
      if (answer.error)
        await route.fulfill({
          status: answer.error.data.httpStatus,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: answer.error.message }),
        });
      else
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'retry-after': '2' },
          body: JSON.stringify(answer.result!.data),
        });
    },
  );
  let held: Promise<void> | undefined;
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('ai.generateScene'),
    async (route) => {
      const gate = held;
      held = undefined;
      await gate;
      await route.fallback();
    },
  );
  return {
    counter,
    /** Holds the next generation request until the returned function is called (its first label can be seen). */
    holdNextScene() {
      let release!: () => void;
      held = new Promise<void>((done) => (release = done));
      return release;
    },
    /** The answers of the next run's polls, in order. */
    next(...answers: unknown[]) {
      polls.length = 0;
      polls.push(...answers);
      last = undefined;
      runPolls = 0;
      heldPolls.clear();
    },
    /** Holds the run's poll number `n` (from 1; call after `next`) until the returned function is called. */
    holdPoll(n: number) {
      let release!: () => void;
      heldPolls.set(n, new Promise<void>((done) => (release = done)));
      return release;
    },
  };
}

const FAILED = 'Scene generation failed during image creation';

test('Polling, when the stream is refused, shows progress and outcomes', async ({ page, context, baseUrl, seed }) => {
  const remote = await remoteProvider(page);
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 12);
  const prompt = page.getByLabel('Scene prompt');
  const button = page.getByRole('form', { name: 'New scene' }).getByRole('button', { name: /^Generat/ });
  const progress = page.getByRole('progressbar', { name: 'Image progress' });
  await page.getByLabel('Panels', { exact: true }).selectOption('3');

  // Two polls while the pictures come in, then a scene with one picture missing.
  remote.next(
    statusAnswer('generating', ['image', 'drawing', 'drawing']),
    statusAnswer('generating', ['image', 'image', 'drawing']),
    statusAnswer('completed', ['image', 'image', 'error']),
  );
  const releaseScene = remote.holdNextScene();
  const secondPoll = remote.holdPoll(2);
  const thirdPoll = remote.holdPoll(3);
  await prompt.fill('The detective follows wet footprints into the sewer tunnels');
  await prompt.press('Enter');
  await expect(
    page.getByRole('button', { name: /Generating scene/ }).first(),
    "the label 'Generating scene'",
  ).toBeVisible();
  releaseScene();
  await expect(
    page.getByRole('button', { name: /Generating image 33%/ }).first(),
    "the label 'Generating image' at the first poll",
  ).toBeVisible();
  await expect(progress, 'the progress bar shows the first poll').toHaveAttribute('aria-valuenow', '33');
  secondPoll();
  await expect(progress, 'the progress bar advances with the second poll').toHaveAttribute('aria-valuenow', '67');
  thirdPoll();
  await expect(
    page.getByText('Scene completed but 1 of 3 panel images failed: Image flagged').first(),
    'the partial-error toast',
  ).toBeVisible();
  await expect(button, 'the prompt bar is free again').toHaveText('Generate');
  expect(remote.counter.polls, `three polls for three answers (${remote.counter.polls})`).toBe(3);
  expect(
    remote.counter.streams >= 1 && remote.counter.trpcPolls === 0,
    `the stream was tried first (${remote.counter.streams}), then only the JSON call polled (${remote.counter.trpcPolls} tRPC polls)`,
  ).toBeTruthy();
  await dismissWorldNotice(page);

  // A scene whose pictures failed on the server.
  remote.next(statusAnswer('generating', ['drawing', 'drawing']), statusAnswer('failed', ['error', 'drawing']));
  const failing = remote.holdPoll(2);
  await page.getByLabel('Panels', { exact: true }).selectOption('2');
  await prompt.fill('A storm knocks out the power across the whole harbour district');
  await prompt.press('Enter');
  await expect(page.getByRole('button', { name: /Generating image 0%/ }).first()).toBeVisible();
  failing();
  await expect(
    page.getByText('Scene generation failed during image creation: Image flagged').first(),
    "the server's failure toast",
  ).toBeVisible();
  await expect(button, 'the prompt bar is free again').toHaveText('Generate');
  await dismissWorldNotice(page);

  // A poll that fails outright.
  remote.next(trpcError(500, 'INTERNAL_SERVER_ERROR', 'Status unavailable'));
  await prompt.fill('The lighthouse keeper signals a ship that should not exist');
  await prompt.press('Enter');
  await expect(page.getByText(FAILED, { exact: true }).first(), 'the failure toast after a failed poll').toBeVisible();
  await expect(button, 'the prompt bar is free again').toHaveText('Generate');
});

test('Regeneration waits for its pictures', async ({ page, context, baseUrl, seed }) => {
  const remote = await remoteProvider(page);
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 13);
  const card = page.locator('#scene-1');
  const regenerate = async (description: string) => {
    await card.getByRole('button', { name: 'Edit scene' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
    await dialog.getByLabel('Description', { exact: true }).fill(description);
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  };
  const success = page.getByText('Scene regenerated successfully!');

  // Success is only announced once the pictures are in.
  remote.next(
    statusAnswer('generating', ['image', 'drawing', 'drawing']),
    statusAnswer('completed', ['image', 'image', 'image']),
  );
  const completing = remote.holdPoll(2);
  await regenerate('The lights flicker and a stranger steps out of the fog');
  await expect(card.getByText('Drawing panels... 33%').first(), 'the card follows the regeneration').toBeVisible();
  await expect(success, 'no success toast while the pictures are drawn').toBeHidden();
  completing();
  await expect(success.first(), 'the success toast once complete').toBeVisible();
  expect(remote.counter.polls, `two polls (${remote.counter.polls})`).toBe(2);
  await expect(card.getByText(/Drawing panels/), 'the card stops following').toHaveCount(0);

  // A regeneration whose pictures partly fail, then one whose poll fails.
  remote.next(statusAnswer('completed', ['image', 'error', 'image']));
  await regenerate('The stranger hands over a map drawn in glowing ink');
  await expect(
    page.getByText('Scene completed but 1 of 3 panel images failed: Image flagged').first(),
    'the partial-error toast',
  ).toBeVisible();
  remote.next(trpcError(500, 'INTERNAL_SERVER_ERROR', 'Status unavailable'));
  await regenerate('The map bursts into flames as the tide rolls in');
  await expect(page.getByText(FAILED, { exact: true }).first(), 'the failure toast after a failed poll').toBeVisible();
});

test('Suggestions are four and submit once', async ({ page, context, baseUrl, seed }) => {
  const asked: Record<string, unknown>[] = [];
  const generated: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/trpc/')) return;
    const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const body = (request.postDataJSON() ?? {}) as Record<string, Record<string, unknown>>;
    names.forEach((name, i) => {
      const input = url.searchParams.get('batch') ? body[String(i)] : (body as unknown as Record<string, unknown>);
      if (name === 'ai.sceneSuggestions' && input) asked.push(input);
      if (name === 'ai.generateScene' && input) generated.push(String(input.prompt));
    });
  });
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 14);
  const ideas = page.locator('section[aria-labelledby="suggestions-title"] li button');
  await expect(ideas, 'four suggestions').toHaveCount(4);
  const request = asked[0];
  check(
    request && request.maxSuggestions === 4 && request.suggestionType === 'continuation',
    `the request asks for 4 continuations (${JSON.stringify(request)})`,
  );
  expect(
    typeof request.timestamp === 'number' && Math.abs(request.timestamp - Date.now()) < 60_000,
    `the request carries a timestamp (${request.timestamp})`,
  ).toBeTruthy();

  // Two clicks in the same instant (before the page re-renders) still send the idea once.
  const idea = (await ideas.first().innerText()).trim();
  const scenes = await page.locator('section[id^="scene-"]').count();
  await ideas.first().evaluate((button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  await expect(page.locator('section[id^="scene-"]'), 'the chosen idea became a scene').toHaveCount(scenes + 1, {
    timeout: 15_000,
  });
  await dismissWorldNotice(page);
  await afterTwoFrames(page);
  expect(generated.length, `one generation request (${generated.length})`).toBe(1);
  expect(idea.endsWith(generated[0]!), `the idea was sent as the prompt (${generated[0]} / ${idea})`).toBeTruthy();
});
