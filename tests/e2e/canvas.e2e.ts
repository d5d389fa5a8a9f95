// The editor's canvas as a letterer uses it, at 1280 and 390 wide: rotate and resize a bubble by its handles and by
// keys, snap guides while dragging, duplicate, copy and paste between panels, layer order, the focus view with zoom,
// and the warning for text a panel cuts off. Every change is read back from the API.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import type { StoryDetail } from '../../src/lib/story-types';
import type { SavedTextStyle, TextBubble } from '../../src/shared/bubbles';
import { openStoryAsSeedOwner, restOnPageClock, trpcMutation, trpcQuery } from './flows';
import { AssertionError, eventually } from './harness';

type Point = { x: number; y: number };
type Handles = Record<'rotate' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'left' | 'right', Point>;

async function storyOf(baseUrl: string, id: string, token: string) {
  return (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;
}

/** The selected bubble's handles on screen (the stage reports them in CSS px of the panel), and its centre. */
async function handlesOf(stage: Locator, previous?: string): Promise<{ handles: Handles; centre: Point; raw: string }> {
  const raw = await eventually(
    () => stage.getAttribute('data-handles'),
    (value) => Boolean(value) && value !== previous,
    'the selected bubble shows its handles',
  );
  const box = await stage.boundingBox();
  if (!box || !raw) throw new AssertionError('the stage is not on screen');
  const local = JSON.parse(raw) as Handles;
  const handles = Object.fromEntries(
    Object.entries(local).map(([name, point]) => [name, { x: box.x + point.x, y: box.y + point.y }]),
  ) as Handles;
  const centre = {
    x: (handles['top-left'].x + handles['bottom-right'].x) / 2,
    y: (handles['top-left'].y + handles['bottom-right'].y) / 2,
  };
  return { handles, centre, raw };
}

async function mouseDrag(page: Page, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await page.mouse.up();
}

/** A finger on a handle, moved at once (a handle needs no rest first). */
async function touchDrag(page: Page, from: Point, to: Point) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const away = (centre: Point, point: Point, k: number) => ({
  x: centre.x + (point.x - centre.x) * k,
  y: centre.y + (point.y - centre.y) * k,
});

test('Canvas: rotate and resize by handle and key, snap guides, duplicate, copy/paste, layers, focus view', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 5);
  const start = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  expect(
    start.panels.length >= 2 && start.panels[0]!.textBubbles.length > 0,
    'the seeded scene has two panels and a bubble',
  ).toBeTruthy();
  const original = start.panels[0]!.textBubbles[0]!;
  const saved = async (panel = 0) => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[panel]!.textBubbles;
  const savedBubble = async (id = original.id) => (await saved()).find((item) => item.id === id);
  await expect(page.locator('#scene-1 [data-bubble-stage] .konvajs-content'), 'the stages are drawn').toHaveCount(
    start.panels.length,
  );
  const stage = page.locator('#scene-1 [data-panel-number="1"] [data-bubble-stage]');

  // Keyboard users select through the panel's list of bubbles.
  await page
    .locator('#scene-1 [data-panel-number="1"]')
    .getByRole('button', { name: `Edit bubble: ${original.text}` })
    .focus();
  await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let { handles, centre, raw } = await handlesOf(stage);

  // The rotate handle (above the bubble, or below one at the panel's top) turns it a quarter clockwise.
  const below = handles.rotate.y > centre.y;
  await mouseDrag(page, handles.rotate, { x: centre.x + (below ? -120 : 120), y: centre.y });
  await eventually(
    async () => (await savedBubble())?.rotation,
    (rotation) => rotation === 90,
    'the rotate handle turns the bubble to 90°',
  );
  // A corner dragged 1.4 times as far from the centre makes it about 1.4 times bigger.
  ({ handles, centre, raw } = await handlesOf(stage, raw));
  const fontSize = original.style.fontSize ?? 16;
  await mouseDrag(page, handles['bottom-right'], away(centre, handles['bottom-right'], 1.4));
  const resized = await eventually(
    async () => (await savedBubble())?.style.fontSize ?? fontSize,
    (size) => size >= fontSize * 1.25,
    'the corner handle makes the bubble bigger',
  );
  await page.screenshot({ path: test.info().outputPath('canvas-rotated-1280.png') });

  // Keys: ] turns 5°, + grows a tenth; Ctrl+Z takes the growth back.
  await page.keyboard.press(']');
  await eventually(
    async () => (await savedBubble())?.rotation,
    (rotation) => rotation === 95,
    '] turns the bubble 5°',
  );
  await page.keyboard.press('+');
  await eventually(
    async () => (await savedBubble())?.style.fontSize ?? 0,
    (size) => size > resized,
    '+ makes it bigger',
  );
  await page.keyboard.press('Control+z');
  await eventually(
    async () => (await savedBubble())?.style.fontSize,
    (size) => size === resized,
    'undo takes the growth back',
  );

  // Dragging near the panel's middle shows a guide and settles there.
  const panel = (await stage.boundingBox())!;
  ({ centre } = await handlesOf(stage));
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  const target = { x: panel.x + panel.width / 2 + 2, y: panel.y + panel.height * 0.55 };
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(centre.x + ((target.x - centre.x) * i) / 10, centre.y + ((target.y - centre.y) * i) / 10);
  await eventually(
    () => stage.getAttribute('data-guides'),
    (count) => Number(count) > 0,
    'a snap guide shows while dragging',
  );
  await page.screenshot({ path: test.info().outputPath('canvas-snap-1280.png') });
  await page.mouse.up();
  await expect(stage, 'the guide goes when the bubble is let go').toHaveAttribute('data-guides', '0');
  await eventually(
    async () => (await savedBubble())?.position.x ?? 0,
    (x) => Math.abs(x - 0.5) < 0.005,
    'the bubble settled on the centre line',
  );

  // Ctrl+D duplicates on top; Ctrl+[ sends it back; the button brings it forward again.
  const count = (await saved()).length;
  await page.keyboard.press('Control+d');
  const copies = await eventually(saved, (list) => list.length === count + 1, 'Ctrl+D adds a copy');
  const duplicate = copies.at(-1)!;
  expect(
    duplicate.id !== original.id && duplicate.text === original.text && duplicate.rotation === 95,
    'the copy has a new id and the same words and turn',
  ).toBeTruthy();
  await page.keyboard.press('Control+[');
  await expect
    .poll(async () => (await saved()).findIndex((item) => item.id === duplicate.id), {
      message: 'Ctrl+[ sends the copy back a layer',
    })
    .toBe(count - 1);
  await page.locator('#scene-1 [data-bubble-tools]').getByRole('button', { name: 'Bring forward' }).click();
  await eventually(
    async () => (await saved()).at(-1)?.id,
    (id) => id === duplicate.id,
    'Bring forward puts it on top again',
  );

  // Ctrl+C, then panel 2 selected, Ctrl+V pastes it there.
  await page.keyboard.press('Control+c');
  const second = (await page.locator('#scene-1 [data-panel-number="2"] [data-panel-inner]').boundingBox())!;
  await page.mouse.click(second.x + 4, second.y + second.height - 4);
  await expect(page.locator('#scene-1').getByRole('button', { name: 'Paste into panel 2' }).first()).toBeVisible();
  await page.keyboard.press('Control+v');
  const pasted = (
    await eventually(
      async () => (await saved(1)).filter((item) => item.text === original.text && item.id !== duplicate.id),
      (list) => list.length === 1,
      'Ctrl+V pastes into panel 2',
    )
  )[0]!;

  // The pasted bubble's look saved as a story style; grown, the saved style gives it its size back.
  const tools = page.locator('#scene-1 [data-bubble-tools]');
  await tools.getByRole('button', { name: 'Save style' }).click();
  await tools.getByLabel('Style name').fill('Caption ✨ キャプション');
  await tools.getByRole('button', { name: 'Save', exact: true }).click();
  const styles = await eventually(
    async () =>
      (await trpcQuery<{ data: SavedTextStyle[] }>(baseUrl, 'stories.textStyles', { id: storyId }, token)).data,
    (list) => list.length === 1 && list[0]!.name === 'Caption ✨ キャプション',
    'the style is saved on the story',
  );
  const pastedSize = async () => (await saved(1)).find((item) => item.id === pasted.id)?.style.fontSize ?? 0;
  await page.keyboard.press('+');
  await eventually(pastedSize, (size) => size > styles[0]!.style.fontSize!, '+ grows the pasted bubble');
  await tools.getByLabel('Apply saved style').selectOption({ label: 'Caption ✨ キャプション' });
  await eventually(pastedSize, (size) => size === styles[0]!.style.fontSize, 'the saved style puts its size back');

  // The focus view shows one panel at a working size, with zoom.
  await page
    .locator('#scene-1 [data-scene-tools]')
    .getByRole('button', { name: /^Focus view/ })
    .click();
  const focus = page.getByRole('dialog', { name: 'Scene 1, panel 2' });
  await expect(focus.first()).toBeVisible();
  const focused = focus.locator('[data-panel-inner]');
  const fitted = (await focused.boundingBox())!.width;
  expect(fitted, `the focused panel is at a working size (${Math.round(fitted)} px wide)`).toBeGreaterThanOrEqual(400);
  await focus.getByRole('button', { name: 'Zoom in' }).click();
  await eventually(
    async () => (await focused.boundingBox())!.width,
    (width) => width > fitted * 1.4,
    'zoom in makes it bigger',
  );
  await page.screenshot({ path: test.info().outputPath('canvas-focus-1280.png') });
  await focus.getByRole('button', { name: 'Done' }).click();
  await focus.waitFor({ state: 'detached' });
});

test('Canvas on a phone: focus view, handles by touch, keys, buttons and the fit warning @phone', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 6);
  const scene = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  const original = scene.panels[0]!.textBubbles[0]!;
  // A long Thai, Hindi and Arabic line in big type on the first panel: more than it can hold.
  const long: TextBubble = {
    ...original,
    id: 'bubble-1-toolong00',
    text: 'ฉันจะเล่าเรื่องยาวมาก मैं बहुत लंबी बात कहूँगा سأحكي قصة طويلة جدا 🎉 '.repeat(5),
    position: { x: 0.5, y: 0.5 },
    style: { ...original.style, fontSize: 30, maxWidth: 300 },
  };
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, textBubbles: [original, long] },
    token,
  );
  await page.reload();
  const savedBubble = async () =>
    (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles.find((item) => item.id === original.id)!;
  await expect(page.locator('#scene-1 [data-panel-number="1"] [data-fit-warning]').first()).toBeVisible();
  await expect(
    page.locator('#scene-1 [data-panel-number="1"] [data-bubble-stage]'),
    'the long bubble is the one cut off',
  ).toHaveAttribute('data-overflow', long.id);

  // Select the panel, then open it in the focus view.
  const tools = page.locator('#scene-1 [data-scene-tools]');
  await tools.getByRole('button', { name: /^Focus view/ }).click();
  const focus = page.locator('[data-focus-view]');
  await expect(focus.first()).toBeVisible();
  const stage = focus.locator('[data-bubble-stage]');
  await expect(stage.locator('.konvajs-content'), 'the focused stage is drawn').toHaveCount(1);
  const width = (await focus.locator('[data-panel-inner]').boundingBox())!.width;
  expect(width, `the focused panel fills the phone's width (${Math.round(width)} px)`).toBeGreaterThanOrEqual(340);
  await focus.getByRole('button', { name: `Edit bubble: ${original.text}` }).focus();
  let { handles, centre, raw } = await handlesOf(stage);

  await touchDrag(page, handles.rotate, { x: centre.x + (handles.rotate.y > centre.y ? 110 : -110), y: centre.y });
  await eventually(
    async () => (await savedBubble()).rotation,
    (rotation) => rotation === -90,
    'a finger on the rotate handle turns the bubble to −90°',
  );
  ({ handles, centre, raw } = await handlesOf(stage, raw));
  const fontSize = original.style.fontSize ?? 16;
  await touchDrag(page, handles['top-left'], away(centre, handles['top-left'], 1.4));
  const resized = await eventually(
    async () => (await savedBubble()).style.fontSize ?? fontSize,
    (size) => size >= fontSize * 1.25,
    'a finger on a corner makes it bigger',
  );
  await page.screenshot({ path: test.info().outputPath('canvas-focus-390.png') });

  // A keyboard (a tablet's) and the toolbar's buttons do the same.
  await page.keyboard.press('[');
  await eventually(
    async () => (await savedBubble()).rotation,
    (rotation) => rotation === -95,
    '[ turns it back 5°',
  );
  await focus.getByRole('button', { name: 'Smaller' }).click();
  await eventually(
    async () => (await savedBubble()).style.fontSize ?? 0,
    (size) => size < resized,
    'Smaller shrinks it',
  );
  await focus.getByRole('button', { name: 'Rotate right' }).click();
  await eventually(
    async () => (await savedBubble()).rotation,
    (rotation) => rotation === -80,
    'Rotate right turns it 15°',
  );
  await focus.getByRole('button', { name: 'Duplicate' }).click();
  await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles.length,
    (n) => n === 3,
    'Duplicate adds a copy',
  );
  const panelBubbles = async (index = 0) =>
    (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[index]!.textBubbles;
  const copy = (await panelBubbles()).at(-1)!;

  // Layer order by the toolbar: the copy (on top) goes back a layer and comes forward again.
  await focus.getByRole('button', { name: 'Send back' }).click();
  await expect
    .poll(async () => (await panelBubbles()).findIndex((item) => item.id === copy.id), {
      message: 'Send back moves the copy down a layer',
    })
    .toBe(1);
  await focus.getByRole('button', { name: 'Bring forward' }).click();
  await eventually(
    async () => (await panelBubbles()).at(-1)?.id,
    (id) => id === copy.id,
    'Bring forward puts it on top again',
  );

  // A finger resting on the bubble, then dragged near the panel's middle, shows a snap guide and settles there.
  ({ centre } = await handlesOf(stage));
  const panel = (await stage.boundingBox())!;
  const target = { x: panel.x + panel.width / 2 + 2, y: panel.y + panel.height * 0.6 };
  const cdp = await page.context().newCDPSession(page);
  const finger = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(centre.x, centre.y) });
  await restOnPageClock(page, await page.evaluate(() => performance.now()), 250);
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: finger(centre.x + ((target.x - centre.x) * i) / 10, centre.y + ((target.y - centre.y) * i) / 10),
    });
  await eventually(
    () => stage.getAttribute('data-guides'),
    (count) => Number(count) > 0,
    'a snap guide shows while a finger drags the bubble',
  );
  await page.screenshot({ path: test.info().outputPath('canvas-snap-390.png') });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect(stage, 'the guide goes when the finger lifts').toHaveAttribute('data-guides', '0');
  await eventually(
    async () => (await panelBubbles()).find((item) => item.id === copy.id)?.position.x ?? 0,
    (x) => Math.abs(x - 0.5) < 0.005,
    'the bubble settled on the centre line',
  );

  // Copy, the next panel, Paste into panel 2.
  await focus.getByRole('button', { name: 'Copy' }).click();
  await focus.getByRole('button', { name: 'Next panel' }).click();
  await expect(page.getByRole('dialog', { name: 'Scene 1, panel 2' }).first()).toBeVisible();
  await focus.getByRole('button', { name: 'Paste into panel 2' }).click();
  await eventually(
    async () => (await panelBubbles(1)).filter((item) => item.text === copy.text && item.id !== copy.id).length,
    (n) => n === 1,
    'the copy is pasted into panel 2',
  );
  await focus.getByRole('button', { name: 'Done' }).click();
});
