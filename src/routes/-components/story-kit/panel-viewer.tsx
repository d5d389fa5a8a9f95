// The reader's guided view: one panel at a time, as large as the screen allows, across the whole story.
// Swipe (or drag) sideways, the arrow keys or the Previous / Next buttons move panel by panel; Escape or Close ends it.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../../components/modal';
import { PanelFrame } from '../../../editor/bubble-view';
import type { PanelData, SceneData } from '../../../lib/story-types';
import { panelFrameProps, sortedPanels } from './scene-block';
import { useT } from '../../../lib/i18n-react';
import type { ReadingDirection } from '../../../shared/layout';

export interface GuidedPanel {
  scene: SceneData;
  panel: PanelData;
}

/** A swipe: at least this far sideways (CSS px), and more sideways than up or down. */
const SWIPE_PX = 40;

interface PanelViewerProps {
  panels: GuidedPanel[];
  index: number;
  aspectRatio: string;
  /** Right to left: the next panel is to the left (swipe right, the left arrow key), as on the page. */
  direction?: ReadingDirection;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function PanelViewer({
  panels,
  index,
  aspectRatio,
  direction = 'left-to-right',
  onIndexChange,
  onClose,
}: PanelViewerProps) {
  const forward = direction === 'right-to-left' ? -1 : 1;
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [, setTick] = useState(0);
  useDialogFocus(true, dialogRef);
  const current = panels[index];
  const last = panels.length - 1;
  const go = (to: number) => onIndexChange(Math.max(0, Math.min(last, to)));
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') go(index + forward);
    else if (event.key === 'ArrowLeft') go(index - forward);
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    // Redraw on rotation or resize: the panel's size is worked out from the window's.
    const onResize = () => setTick((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  if (!current) return null;
  const { scene, panel } = current;
  const [w, h] = aspectRatio.split(':').map(Number);
  const ratio = w && h ? w / h : 3 / 4;
  // As large as fits: the full width, or the height left by the top and bottom bars.
  const width = Math.min(
    typeof window === 'undefined' ? 600 : window.innerWidth - 16,
    ((typeof window === 'undefined' ? 800 : window.innerHeight) - 136) * ratio,
    1100,
  );
  // The panel's place among its scene's panels as the reader sees them (its stored number may skip one removed).
  const place = sortedPanels(scene).findIndex((item) => item._id === panel._id) + 1;
  const position = t('reader.viewer.position', {
    scene: scene.sceneNumber,
    panel: place || panel.panelNumber,
    total: scene.panels.length,
  });

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('reader.viewer.label')}
      aria-describedby="panel-view-position"
      tabIndex={-1}
      data-testid="panel-viewer"
      className="fixed inset-0 z-50 flex flex-col bg-ink text-white"
    >
      <div className="flex items-center justify-between gap-3 px-3 py-2">
        <p id="panel-view-position" aria-live="polite" className="font-bold">
          {/* Isolated left to right: in a right-to-left paragraph "2 / 3" would show as "3 / 2". */}
          {position}{' '}
          <span className="font-normal text-white/70">
            · <bdi dir="ltr" data-panel-count="">{`${index + 1} / ${panels.length}`}</bdi>
          </span>
        </p>
        <button
          type="button"
          data-autofocus=""
          onClick={onClose}
          aria-label={t('reader.viewer.close')}
          className="btn bg-white px-3 py-1.5 text-ink"
        >
          ✕<span className="max-sm:sr-only">{t('reader.close')}</span>
        </button>
      </div>
      <div
        className="flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = event.clientX - from.x;
          if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y))
            go(index + (dx < 0 ? forward : -forward));
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
        // A picture dragged by the browser would cancel the pointer: the swipe is ours.
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          key={panel._id}
          style={{ width }}
          className="text-ink"
          data-guided-panel={`${scene.sceneNumber}-${panel.panelNumber}`}
        >
          <PanelFrame priority {...panelFrameProps(scene, panel, aspectRatio)} />
        </div>
      </div>
      {/* Panels run in the story's reading direction (not the interface's), and so do swipes, the arrow keys and
          these buttons: in a story read right to left, Next is on the left. */}
      <div
        dir={forward < 0 ? 'rtl' : 'ltr'}
        data-reading-direction={direction}
        className="flex items-center justify-between gap-3 px-3 py-3"
      >
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('reader.viewer.previousPanel')}
          className="btn bg-white px-4 py-2 text-ink"
        >
          {forward < 0 ? '→' : '←'} <span className="max-sm:sr-only">{t('reader.viewer.previous')}</span>
        </button>
        <p dir="auto" className="text-sm text-white/70 max-sm:sr-only">
          {t('reader.viewer.hint')}
        </p>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === last}
          aria-label={t('reader.viewer.nextPanel')}
          className="btn bg-white px-4 py-2 text-ink"
        >
          <span className="max-sm:sr-only">{t('reader.viewer.next')}</span> {forward < 0 ? '←' : '→'}
        </button>
      </div>
    </div>,
    document.body,
  );
}
