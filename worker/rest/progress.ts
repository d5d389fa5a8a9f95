// Progress of a scene, picture or video job for scripts and the editor: a JSON answer says how long to wait before
// asking again (Retry-After), and `Accept: text/event-stream` streams the same answers as server-sent events until
// the job is over, so a caller holds one connection instead of polling.
import type { Context as HonoContext } from 'hono';
import { streamSSE } from 'hono/streaming';
import { timings } from '../ai/engine/timing';
import { toApiError } from '../trpc/errors';
import { withRequestId } from '../platform/request-id';
import { errorResponse, type Caller, type ContextFor } from './respond';
import { createCaller } from '../trpc/router';
import { assertKnownKeys } from '../trpc/known-fields';

/** What every status answer has in common: a scene's `data.isGenerating`, or a picture's or video's `status`. */
type StatusAnswer = { status?: string; data?: { isGenerating?: boolean; scene?: { panels: PanelState[] } } };
type PanelState = { panelNumber: number; imageUrl: string | null; imageGenerationError: string | null };

/** Seconds a poller should wait between asks while a job runs; the stream checks at the same pace. */
export const POLL_SECONDS = 2;

const running = (answer: StatusAnswer) => answer.data?.isGenerating === true || answer.status === 'processing';

const wantsStream = (c: HonoContext) => (c.req.header('accept') ?? '').includes('text/event-stream');

/**
 * A status route: JSON (with `Retry-After` while the job runs) or, when asked, a stream of `status` events (the JSON
 * answer whenever it changes), a `panel` event for each panel picture as it lands, and `done` once the job is over. A
 * stream ends after `streamMaxChecks` checks with a `retry` hint (a Worker has a budget of subrequests per request), and
 * the caller reconnects.
 */
export async function progressRoute(
  c: HonoContext,
  contextFor: ContextFor,
  read: (api: Caller) => Promise<StatusAnswer>,
) {
  let api: Caller;
  let first: StatusAnswer;
  let ctx: Awaited<ReturnType<ContextFor>>;
  try {
    assertKnownKeys(c.req.query(), []);
    ctx = await contextFor(c);
    api = createCaller(ctx);
    first = await read(api);
  } catch (error) {
    return errorResponse(c, error);
  }
  if (!wantsStream(c))
    return c.json(first as object, 200, running(first) ? { 'Retry-After': String(POLL_SECONDS) } : undefined);
  const limits = timings(ctx);
  return streamSSE(c, async (stream) => {
    let last = '';
    const landed = new Set<number>();
    let answer = first;
    for (let check = 1; ; check += 1) {
      const text = JSON.stringify(answer);
      if (text !== last) {
        for (const panel of answer.data?.scene?.panels ?? []) {
          if ((panel.imageUrl || panel.imageGenerationError) && !landed.has(panel.panelNumber)) {
            landed.add(panel.panelNumber);
            await stream.writeSSE({ event: 'panel', data: JSON.stringify(panel) });
          }
        }
        await stream.writeSSE({ event: 'status', data: text });
        last = text;
      }
      if (!running(answer)) {
        await stream.writeSSE({ event: 'done', data: text });
        return;
      }
      if (check >= limits.streamMaxChecks || stream.aborted) {
        await stream.writeSSE({ event: 'reconnect', data: '{}', retry: POLL_SECONDS * 1000 });
        return;
      }
      await stream.sleep(limits.streamIntervalMs);
      if (stream.aborted) return;
      try {
        answer = await read(api);
      } catch (error) {
        const { status, body } = toApiError(error);
        await stream.writeSSE({ event: 'error', data: JSON.stringify(withRequestId(c, { ...body, status })) });
        return;
      }
    }
  });
}
