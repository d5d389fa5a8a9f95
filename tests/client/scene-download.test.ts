// The scene download's errors and encoding, on a stand-in DOM and canvas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD, DOWNLOAD_ERRORS, captureScene } from '../../src/editor/scene-canvas';

const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
type Rect = ReturnType<typeof rect>;

/** A panel frame as captureScene reads it; `inner: false` is a frame with nothing to draw. */
function frame(panelNumber: number, box: Rect, inner = true) {
  const picture = { getBoundingClientRect: () => box, querySelector: () => null };
  return {
    dataset: { panelNumber: String(panelNumber) },
    getBoundingClientRect: () => box,
    // Not inside a page layout's cell: the panel keeps the story's picture shape.
    closest: () => null,
    querySelector: (selector: string) => (selector === '[data-panel-inner]' && inner ? picture : null),
  };
}
const sceneOf = (frames: unknown[]) => ({ querySelectorAll: () => frames }) as unknown as Element;

function stubCanvas() {
  const context = new Proxy<Record<string | symbol, unknown>>(
    {},
    {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    },
  );
  const toBlob = vi.fn((done: (blob: Blob | null) => void, type?: string) => done(new Blob(['jpeg'], { type })));
  const canvas = { width: 0, height: 0, getContext: () => context, toBlob };
  vi.stubGlobal('document', { createElement: () => canvas });
  vi.stubGlobal('HTMLVideoElement', class {});
  vi.stubGlobal('HTMLImageElement', class {});
  return { canvas, toBlob };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scene download', () => {
  it('reports a missing scene, a scene without panels and panels that could not be captured', async () => {
    stubCanvas();
    await expect(captureScene(null, [], '3:4')).rejects.toThrow(DOWNLOAD_ERRORS.noScene);
    await expect(captureScene(sceneOf([]), [], '3:4')).rejects.toThrow(DOWNLOAD_ERRORS.noPanels);
    await expect(captureScene(sceneOf([frame(1, rect(0, 0, 100, 130), false)]), [], '3:4')).rejects.toThrow(
      DOWNLOAD_ERRORS.nothingCaptured,
    );
    expect(DOWNLOAD_ERRORS).toEqual({
      noScene: 'Scene element not found',
      noPanels: 'No panels found in scene',
      nothingCaptured: 'Failed to capture any panels',
    });
  });
  it('encodes a JPEG at quality 0.95, twice the size of the panels on screen', async () => {
    const { canvas, toBlob } = stubCanvas();
    const panels = [frame(1, rect(10, 20, 100, 130)), frame(2, rect(120, 20, 100, 130))];
    const blob = await captureScene(sceneOf(panels), [{ panelNumber: 1, textBubbles: [] }], '3:4');
    expect(toBlob).toHaveBeenCalledTimes(1);
    expect(toBlob.mock.calls[0]!.slice(1)).toEqual(['image/jpeg', 0.95]);
    expect(blob.type).toBe('image/jpeg');
    expect([canvas.width, canvas.height]).toEqual([210 * DOWNLOAD.scale, 130 * DOWNLOAD.scale]);
    expect(DOWNLOAD.scale).toBe(2);
  });
});
