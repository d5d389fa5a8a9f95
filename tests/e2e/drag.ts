// Drags as a person does them: with the mouse (pointer events of a mouse), or with a finger on a touch screen (the
// browser's own touch input through the DevTools protocol, so the page gets touch pointer events and touch-action rules).
import type { Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

/**
 * The middle of what `locator` finds, brought to the middle of the window first: an element merely "in view" can sit
 * under the page's fixed bars (the prompt bar, the header), where a press would land on the bar instead.
 */
export async function middleOf(locator: ReturnType<Page['locator']>): Promise<Point> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to drag: the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses at `from`, moves through `path` in `steps` steps each, then waits for `beforeRelease` (say, the page to
 * scroll to the drop place) and lets go where the pointer then is. `touch` uses a finger instead of the mouse.
 */
export async function drag(
  page: Page,
  from: Point,
  path: Point[],
  options: { touch?: boolean; steps?: number; beforeRelease?: () => Promise<unknown> } = {},
) {
  const steps = options.steps ?? 10;
  let at = from;
  if (options.touch) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [{ x: Math.round(point.x), y: Math.round(point.y), id: 1, radiusX: 4, radiusY: 4, force: 1 }],
      });
    await touch('touchStart', at);
    for (const to of path) {
      for (let i = 1; i <= steps; i++)
        await touch('touchMove', { x: at.x + ((to.x - at.x) * i) / steps, y: at.y + ((to.y - at.y) * i) / steps });
      at = to;
    }
    await options.beforeRelease?.();
    await touch('touchEnd', at);
    await cdp.detach();
    return;
  }
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (const to of path) {
    await page.mouse.move(to.x, to.y, { steps });
    at = to;
  }
  await options.beforeRelease?.();
  await page.mouse.up();
}
