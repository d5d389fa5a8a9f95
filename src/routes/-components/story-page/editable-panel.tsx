// A panel on the story page in edit mode: the Konva stage that draws its picture (or video), a failed state and its
// bubbles, with a waiting state and the accessible error and Retry over it. The stage is loaded lazily; until it arrives
// the page's own picture and the reader's bubble canvas stand in, painted by the same painter.
import { useT } from '../../../lib/i18n-react';
import { Suspense, lazy, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { BubbleLayer, PanelBox, PanelMedia } from '../../../editor/bubble-view';
import { moveBubble, replaceBubble, setTail } from '../../../editor/bubble-edits';
import type { PanelData, SceneData } from '../../../lib/story-types';
import { panelLabel } from '../story-kit/scene-block';
import { useStoryEditor } from './story-editor';

const BubbleStage = lazy(() => import('../../../editor/konva/bubble-stage'));

interface EditablePanelProps {
  scene: SceneData;
  panel: PanelData;
  aspectRatio: string;
  /** The scene's pictures are still being drawn. */
  waiting: boolean;
  /** This panel's picture is being regenerated. */
  regenerating: boolean;
  onRetry: () => void;
}

export function EditablePanel({ scene, panel, aspectRatio, waiting, regenerating, onRetry }: EditablePanelProps) {
  const t = useT();
  const editor = useStoryEditor();
  const ref = { sceneId: scene._id, panelNumber: panel.panelNumber };
  const selection = editor.selection;
  const isSelected = selection?.sceneId === scene._id && selection.panelNumber === panel.panelNumber;
  const label = panelLabel(scene, panel);
  // A failed regeneration may leave the old picture: the error and Retry show over it all the same.
  const failed = Boolean(panel.imageGenerationError);
  const [mediaDrawn, setMediaDrawn] = useState(false);
  const [overflow, setOverflow] = useState<string[]>([]);

  const placeholder = waiting ? (
    <div
      role="img"
      aria-label={t('editor.panel.drawingLabel', { label })}
      className="halftone absolute inset-0 grid place-items-center bg-sky-soft text-sky/25"
    >
      <span className="flex items-center gap-2 rounded-full border-2 border-ink bg-white px-3 py-1 text-sm font-bold text-ink shadow-comic-sm">
        <Spinner className="size-4" /> {t('editor.panel.drawing')}
      </span>
    </div>
  ) : undefined;

  return (
    <PanelBox aspectRatio={aspectRatio} panelNumber={panel.panelNumber} selected={isSelected}>
      <PanelMedia
        imageUrl={panel.imageUrl}
        videoUrl={panel.videoUrl}
        label={label}
        placeholder={placeholder}
        drawnElsewhere={mediaDrawn}
        responsive={false}
      />
      <Suspense fallback={<BubbleLayer bubbles={panel.textBubbles} aspectRatio={aspectRatio} />}>
        <BubbleStage
          imageUrl={panel.imageUrl}
          videoUrl={panel.videoUrl}
          failed={failed && !regenerating}
          onMediaDrawn={setMediaDrawn}
          bubbles={panel.textBubbles}
          aspectRatio={aspectRatio}
          selectedId={isSelected ? (selection?.bubbleId ?? null) : null}
          onSelect={(bubbleId) => editor.select({ ...ref, bubbleId })}
          onOpen={(bubbleId) => editor.openBubbleEditor({ panel: ref, bubbleId, aspectRatio })}
          onMove={(bubbleId, x, y) => editor.saveBubbles(ref, moveBubble(editor.bubblesOf(ref), bubbleId, x, y))}
          onTail={(bubbleId, tip) => editor.saveBubbles(ref, setTail(editor.bubblesOf(ref), bubbleId, tip))}
          tailLabel={(bubble) => t('editor.panel.tailHandle', { text: bubble.text })}
          onChange={(bubble) => editor.saveBubbles(ref, replaceBubble(editor.bubblesOf(ref), bubble))}
          onOverflow={setOverflow}
        />
      </Suspense>
      {/* Keyboard and screen-reader access to the canvas: focus selects a bubble (then Delete, arrows, Enter work). */}
      <ul aria-label={t('editor.panel.bubbles', { n: panel.panelNumber })} className="sr-only">
        {panel.textBubbles
          .filter((bubble) => bubble.text.trim())
          .map((bubble) => (
            <li key={bubble.id}>
              <button
                type="button"
                onFocus={() => editor.select({ ...ref, bubbleId: bubble.id })}
                onClick={() => editor.openBubbleEditor({ panel: ref, bubbleId: bubble.id, aspectRatio })}
              >
                {t('editor.panel.editBubble', { text: bubble.text })}
              </button>
            </li>
          ))}
      </ul>
      {overflow.length > 0 && (
        // The panel cuts these bubbles' words off: say so, and take the author to the first of them.
        <button
          type="button"
          data-fit-warning=""
          title={t('editor.fit.hint')}
          onClick={() => editor.select({ ...ref, bubbleId: overflow[0]! })}
          className="absolute bottom-1.5 start-1.5 z-10 flex max-w-[calc(100%-0.75rem)] items-center gap-1 rounded-full border-2 border-ink bg-[#ffe6e8] px-2 py-0.5 text-xs font-bold text-pop-deep shadow-comic-sm"
        >
          <span aria-hidden="true">⚠</span>
          <span className="truncate">{t('editor.fit.badge')}</span>
        </button>
      )}
      {failed && !regenerating && (
        <div
          role="alert"
          className="absolute inset-x-3 top-1/2 -translate-y-1/2 rounded-xl border-[3px] border-ink bg-[#ffe6e8] p-3 text-center shadow-comic"
        >
          <p className="text-sm font-bold text-pop-deep">{panel.imageGenerationError}</p>
          <button type="button" onClick={onRetry} className="btn btn-primary mt-2 px-3 py-1 text-sm">
            {t('editor.common.retry')}
          </button>
        </div>
      )}
      {regenerating && (
        <div role="status" className="absolute inset-0 grid place-items-center bg-ink/45">
          <span className="flex items-center gap-2 rounded-full border-2 border-ink bg-white px-3 py-1.5 text-sm font-bold shadow-comic-sm">
            <Spinner className="size-4" /> {t('editor.scene.generatingImage')}
          </span>
        </div>
      )}
    </PanelBox>
  );
}
