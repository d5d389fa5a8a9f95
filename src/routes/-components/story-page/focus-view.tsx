// One panel at a working size: a full-screen view of a scene's panel, fitted to the window and zoomable, with the
// selected bubble's tools. The canvas keys work here as on the page (it is the same editor state and stage).
import { useT } from '../../../lib/i18n-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../../components/modal';
import { useOverlay } from '../../../lib/overlays';
import type { SceneData } from '../../../lib/story-types';
import { sortedPanels } from '../story-kit/scene-block';
import { BubbleTools } from './bubble-tools';
import { EditablePanel } from './editable-panel';
import { useStoryEditor } from './story-editor';
import { ZOOM_LEVELS, fitWidth, nextZoom } from '../../../editor/zoom';

export function FocusView({
  scene,
  aspectRatio,
  panelNumber,
  onPanel,
  onClose,
}: {
  scene: SceneData;
  aspectRatio: string;
  panelNumber: number;
  onPanel: (n: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const editor = useStoryEditor();
  const panels = sortedPanels(scene);
  const index = Math.max(
    0,
    panels.findIndex((panel) => panel.panelNumber === panelNumber),
  );
  const panel = panels[index];
  const dialogRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState({ width: 0, height: 0 });
  useDialogFocus(true, dialogRef);
  useOverlay(true);

  useLayoutEffect(() => {
    const element = areaRef.current;
    if (!element) return;
    const measure = () => setArea({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The panel is selected while it is in view, so the canvas keys (paste, undo) act on it.
  useEffect(() => {
    if (!panel) return;
    const current = editor.selection;
    if (current?.sceneId !== scene._id || current.panelNumber !== panel.panelNumber)
      editor.select({ sceneId: scene._id, panelNumber: panel.panelNumber, bubbleId: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scene._id, panel?.panelNumber]);

  // Escape lets go of the bubble first (the editor's own key), then closes the view.
  const bubbleSelected = useRef(false);
  bubbleSelected.current = Boolean(editor.selection?.bubbleId);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== 'Escape' ||
        bubbleSelected.current ||
        document.querySelector('[role="dialog"]:not([data-focus-view])')
      )
        return;
      onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  if (!panel) return null;
  const width = Math.round(fitWidth(area, aspectRatio) * zoom);
  const title = t('editor.focus.title', { scene: scene.sceneNumber, n: panel.panelNumber });
  const ref = { sceneId: scene._id, panelNumber: panel.panelNumber };
  const zoomButton = 'btn btn-plain min-h-10 min-w-10 px-2 py-1 text-sm';

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-focus-view=""
      tabIndex={-1}
      className="fixed inset-0 z-40 flex flex-col bg-paper outline-none"
    >
      <div className="flex flex-wrap items-center gap-2 border-b-[3px] border-ink bg-sky-soft px-3 py-2">
        <h2 className="me-auto font-display text-xl tracking-wide">{title}</h2>
        {panels.length > 1 && (
          <>
            <button
              type="button"
              className={zoomButton}
              disabled={index === 0}
              onClick={() => onPanel(panels[index - 1]!.panelNumber)}
              aria-label={t('editor.focus.previous')}
            >
              <span aria-hidden="true" className="rtl:rotate-180">
                ‹
              </span>
            </button>
            <button
              type="button"
              className={zoomButton}
              disabled={index === panels.length - 1}
              onClick={() => onPanel(panels[index + 1]!.panelNumber)}
              aria-label={t('editor.focus.next')}
            >
              <span aria-hidden="true" className="rtl:rotate-180">
                ›
              </span>
            </button>
          </>
        )}
        <div role="group" aria-label={t('editor.focus.zoom')} className="flex items-center gap-1">
          <button
            type="button"
            className={zoomButton}
            disabled={zoom <= ZOOM_LEVELS[0]}
            onClick={() => setZoom((z) => nextZoom(z, -1))}
            aria-label={t('editor.focus.zoomOut')}
          >
            −
          </button>
          <button
            type="button"
            className={`${zoomButton} tabular-nums`}
            onClick={() => setZoom(1)}
            aria-label={t('editor.focus.fit')}
            data-zoom={zoom}
          >
            {t('editor.focus.percent', { n: Math.round(zoom * 100) })}
          </button>
          <button
            type="button"
            className={zoomButton}
            disabled={zoom >= ZOOM_LEVELS.at(-1)!}
            onClick={() => setZoom((z) => nextZoom(z, 1))}
            aria-label={t('editor.focus.zoomIn')}
          >
            +
          </button>
        </div>
        <button type="button" data-autofocus="" className="btn btn-primary px-3 py-1.5 text-sm" onClick={onClose}>
          {t('editor.focus.close')}
        </button>
      </div>
      <div className="border-b-2 border-dashed border-ink/20 px-3 py-1.5 empty:hidden">
        <BubbleTools panel={ref} label={t('editor.tools.group')} />
      </div>
      <div ref={areaRef} className="min-h-0 flex-1 overflow-auto p-3">
        {width > 0 && (
          <div style={{ width }} className="mx-auto">
            <EditablePanel
              scene={scene}
              panel={panel}
              aspectRatio={aspectRatio}
              waiting={false}
              regenerating={false}
              onRetry={() => {}}
            />
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
