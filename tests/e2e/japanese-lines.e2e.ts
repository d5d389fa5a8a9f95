// Japanese line breaking as the reader paints it, at phone and desktop width: no line of a speech bubble or a
// narration box starts with a small kana, the long-vowel mark, 、 or 。, no word is lost (a narration box keeps its
// first line), and the words really are broken over several lines (or the rule would hold for free).
import type { TextBubble } from '../../src/shared/bubbles';
import { expect, test } from './fixtures';
import { createStory, generateScenes, trpcMutation } from './flows';
import { DESKTOP, eventually, registerViaApi, signInWithToken } from './harness';

/** Text dense with the characters that may not start a line: small kana (ッ, ャ, ょ…), ー, 、 and 。. */
const SPEECH =
  'ちょっと待ってよー、キャッシュレスのスーパーマーケットでショッピングしようよ。ジェットコースターみたいにワクワクするっしょ？';
const NARRATION =
  'その夜、ミャンマーから来たシェフはチョコレートケーキをフライパンでじっくり焼いていた。ファッションショーのパーティーはもうすぐだ。';
const NO_START = /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー、。」』）！？]/u;

interface PaintedLines {
  id: string;
  y: number;
  height: number;
  lines: string[];
}

test('a Japanese line never starts with a small kana, ー, 、 or 。 in a bubble or a narration box, at 360 and 1280 px', async ({
  page,
  context,
  baseUrl,
}) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  await context.addCookies([{ name: 'lang', value: 'ja', url: baseUrl }]);
  const storyId = await createStory(baseUrl, author.token, {
    title: 'スーパーマーケットの夜',
    description: 'シェフとジェットコースターの物語。',
  });
  const story = await generateScenes(baseUrl, author.token, storyId, ['シェフが夜のスーパーマーケットでケーキを焼く'], {
    maxPanels: 1,
    pictures: false,
  });
  const textBubbles = [
    {
      id: 'speech',
      type: 'speech',
      text: SPEECH,
      position: { x: 0.5, y: 0.6 },
      style: { fontSize: 20, tailDirection: 'none' },
    },
    { id: 'narration', type: 'narration', text: NARRATION, position: { x: 0.5, y: 0.08 }, style: { fontSize: 20 } },
  ] as TextBubble[];
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: story.scenes[0]!._id, panelNumber: 1, textBubbles },
    author.token,
  );
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { status: 'published' } }, author.token);

  for (const viewport of [{ width: 360, height: 780 }, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`/story/${storyId}/read`);
    const canvas = page.locator('[data-bubble-layer] canvas').first();
    const painted = await eventually(
      async () => JSON.parse((await canvas.getAttribute('data-painted')) ?? '[]') as PaintedLines[],
      (boxes) => boxes.length === 2,
      `both bubbles painted at ${viewport.width} px`,
      20_000,
    );
    for (const box of painted) {
      const text = box.id === 'speech' ? SPEECH : NARRATION;
      const where = `${box.id} at ${viewport.width} px: ${JSON.stringify(box.lines)}`;
      expect(box.lines.length, `${where} is broken over several lines`).toBeGreaterThanOrEqual(3);
      expect(box.lines.join(''), `${where} keeps every character`).toBe(text);
      for (const line of box.lines.slice(1))
        expect(NO_START.test(line), `${where}: a line starts with "${line[0]}"`).toBeFalsy();
      // The narration box sits near the panel's top: all of it (its first line too) inside the panel.
      expect(box.y, `${where}: the box starts inside the panel (y ${box.y})`).toBeGreaterThanOrEqual(0);
    }
  }
});
