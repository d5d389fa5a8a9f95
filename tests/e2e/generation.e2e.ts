// Scene generation as a remote AI provider runs it when the status stream cannot be had: the generation call answers
// 'generating' and the page polls the scene's status as the answers' Retry-After says. The offline provider finishes at
// once, so the calls are answered here (page.route over the tRPC batch URLs and the status call); the rest of each
// batch still reaches the real server. (walk.e2e.ts follows a scene by its stream.) Plus the suggestion block's request
// and its one-click submit.
import type { Page } from 'playwright-core';
import { test } from './fixtures';
import { dismissWorldNotice, openStoryAsSeedOwner, rewriteTrpcAnswers, trpcError } from './flows';
import { check, eventually, expectVisible } from './harness';

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
            panels: panels.map((panel, i) => ({ panelNumber: i + 1, imageUrl: panel === 'image' ? `/media/polled-${i}.png` : null, imageGenerationError: panel === 'error' ? 'Image flagged' : null })),
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
 * generation answers 'generating' (a little late, so the first label can be seen), the stream is refused, and each
 * JSON status poll takes the next answer of `polls` (the last one repeats) with `Retry-After: 2`. Returns the counters.
 */
async function remoteProvider(page: Page) {
  const polls: unknown[] = [];
  let last: unknown;
  const counter = { polls: 0, streams: 0, trpcPolls: 0 };
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
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Streams unavailable' }) });
        return;
      }
      counter.polls += 1;
      last = polls.shift() ?? last;
      const answer = last as { result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } };
      if (answer.error) await route.fulfill({ status: answer.error.data.httpStatus, contentType: 'application/json', body: JSON.stringify({ success: false, message: answer.error.message }) });
      else await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'retry-after': '2' }, body: JSON.stringify(answer.result!.data) });
    },
  );
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('ai.generateScene'),
    async (route) => {
      await new Promise((done) => setTimeout(done, 700));
      await route.fallback();
    },
  );
  return {
    counter,
    /** The answers of the next run's polls, in order. */
    next(...answers: unknown[]) {
      polls.length = 0;
      polls.push(...answers);
      last = undefined;
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
  remote.next(statusAnswer('generating', ['image', 'drawing', 'drawing']), statusAnswer('generating', ['image', 'image', 'drawing']), statusAnswer('completed', ['image', 'image', 'error']));
  await prompt.fill('The detective follows wet footprints into the sewer tunnels');
  await prompt.press('Enter');
  await expectVisible(page.getByRole('button', { name: /Generating scene/ }), "the label 'Generating scene'");
  await expectVisible(page.getByRole('button', { name: /Generating image 33%/ }), "the label 'Generating image' at the first poll");
  await eventually(() => progress.getAttribute('aria-valuenow'), (value) => value === '33', 'the progress bar shows the first poll');
  await eventually(() => progress.getAttribute('aria-valuenow'), (value) => value === '67', 'the progress bar advances with the second poll', 6000);
  await expectVisible(page.getByText('Scene completed but 1 of 3 panel images failed: Image flagged'), 'the partial-error toast');
  await eventually(() => button.innerText(), (text) => text.trim() === 'Generate', 'the prompt bar is free again');
  check(remote.counter.polls === 3, `three polls for three answers (${remote.counter.polls})`);
  check(remote.counter.streams >= 1 && remote.counter.trpcPolls === 0, `the stream was tried first (${remote.counter.streams}), then only the JSON call polled (${remote.counter.trpcPolls} tRPC polls)`);
  await dismissWorldNotice(page);

  // A scene whose pictures failed on the server.
  remote.next(statusAnswer('generating', ['drawing', 'drawing']), statusAnswer('failed', ['error', 'drawing']));
  await page.getByLabel('Panels', { exact: true }).selectOption('2');
  await prompt.fill('A storm knocks out the power across the whole harbour district');
  await prompt.press('Enter');
  await expectVisible(page.getByRole('button', { name: /Generating image 0%/ }));
  await expectVisible(page.getByText('Scene generation failed during image creation: Image flagged'), "the server's failure toast");
  await eventually(() => button.innerText(), (text) => text.trim() === 'Generate', 'the prompt bar is free again');
  await dismissWorldNotice(page);

  // A poll that fails outright.
  remote.next(trpcError(500, 'INTERNAL_SERVER_ERROR', 'Status unavailable'));
  await prompt.fill('The lighthouse keeper signals a ship that should not exist');
  await prompt.press('Enter');
  await expectVisible(page.getByText(FAILED, { exact: true }), 'the failure toast after a failed poll');
  await eventually(() => button.innerText(), (text) => text.trim() === 'Generate', 'the prompt bar is free again');
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
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  };
  const success = page.getByText('Scene regenerated successfully!');

  // Success is only announced once the pictures are in.
  remote.next(statusAnswer('generating', ['image', 'drawing', 'drawing']), statusAnswer('completed', ['image', 'image', 'image']));
  await regenerate('The lights flicker and a stranger steps out of the fog');
  await expectVisible(card.getByText('Drawing panels... 33%'), 'the card follows the regeneration');
  check(!(await success.isVisible()), 'no success toast while the pictures are drawn');
  await expectVisible(success, 'the success toast once complete');
  check(remote.counter.polls === 2, `two polls (${remote.counter.polls})`);
  await eventually(() => card.getByText(/Drawing panels/).count(), (n) => n === 0, 'the card stops following');

  // A regeneration whose pictures partly fail, then one whose poll fails.
  remote.next(statusAnswer('completed', ['image', 'error', 'image']));
  await regenerate('The stranger hands over a map drawn in glowing ink');
  await expectVisible(page.getByText('Scene completed but 1 of 3 panel images failed: Image flagged'), 'the partial-error toast');
  remote.next(trpcError(500, 'INTERNAL_SERVER_ERROR', 'Status unavailable'));
  await regenerate('The map bursts into flames as the tide rolls in');
  await expectVisible(page.getByText(FAILED, { exact: true }), 'the failure toast after a failed poll');
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
  await eventually(() => ideas.count(), (n) => n === 4, 'four suggestions');
  const request = asked[0];
  check(request && request.maxSuggestions === 4 && request.suggestionType === 'continuation', `the request asks for 4 continuations (${JSON.stringify(request)})`);
  check(typeof request.timestamp === 'number' && Math.abs(request.timestamp - Date.now()) < 60_000, `the request carries a timestamp (${request.timestamp})`);

  // Two clicks in the same instant (before the page re-renders) still send the idea once.
  const idea = (await ideas.first().innerText()).trim();
  const scenes = await page.locator('section[id^="scene-"]').count();
  await ideas.first().evaluate((button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  await eventually(() => page.locator('section[id^="scene-"]').count(), (n) => n === scenes + 1, 'the chosen idea became a scene', 15_000);
  await dismissWorldNotice(page);
  await page.waitForTimeout(500);
  check(generated.length === 1, `one generation request (${generated.length})`);
  check(idea.endsWith(generated[0]!), `the idea was sent as the prompt (${generated[0]} / ${idea})`);
});
