// One scene in the reader (and, read-only, on the story page): its panels in a grid with their bubbles, plus the
// scene's like, download and remix actions.
import { useState } from 'react';
import { LikeButton } from '../../../components/like-button';
import { RemixButton } from '../../../components/remix-button';
import { Spinner } from '../../../components/spinner';
import { PanelFrame } from '../../../editor/bubble-view';
import { panelColumns, renderScenePng, saveBlob, sceneFileName } from '../../../editor/scene-canvas';
import type { SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';

const SM_COLS = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as Record<number, string>;

/** Grid classes for a panel count and aspect ratio: a 3:4 story is one column on small screens (spec 02). */
export function panelGridClass(count: number, aspectRatio: string): string {
  const cols = panelColumns(count, aspectRatio);
  const small = aspectRatio === '1:1' && cols > 1 ? 'grid-cols-2' : 'grid-cols-1';
  const width = count === 1 ? (aspectRatio === '3:2' ? 'max-w-[50rem]' : 'max-w-md') : cols === 2 && aspectRatio !== '3:2' ? 'max-w-[40rem]' : 'max-w-[50rem]';
  return `grid gap-3 sm:gap-4 ${small} ${SM_COLS[cols] ?? 'sm:grid-cols-3'} ${width}`;
}

interface SceneBlockProps {
  scene: SceneData;
  storyId: string;
  storyTitle: string;
  aspectRatio: string;
  /** The reader shows like, download and remix; the read-only story page leaves them out. */
  actions?: boolean;
}

export function SceneBlock({ scene, storyId, storyTitle, aspectRatio, actions = true }: SceneBlockProps) {
  const panels = [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber);
  return (
    <section id={`scene-${scene.sceneNumber}`} aria-labelledby={`scene-${scene.sceneNumber}-title`} className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <h2 id={`scene-${scene.sceneNumber}-title`} className="flex items-baseline gap-3 text-3xl text-ink sm:text-4xl">
          <span className="-rotate-2 rounded-lg border-[3px] border-ink bg-sun px-2.5 text-2xl shadow-comic-sm sm:text-3xl">
            #{scene.sceneNumber}
          </span>
          {scene.title || `Scene ${scene.sceneNumber}`}
        </h2>
        {actions && (
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
            <LikeButton target={{ targetType: 'scene', id: scene._id }} initial={scene.likeStats} size="small" />
            <DownloadSceneButton scene={scene} storyTitle={storyTitle} aspectRatio={aspectRatio} />
            <RemixButton target={{ storyId, sceneNumber: scene.sceneNumber }} label="Remix scene" size="small" />
          </div>
        )}
      </div>
      {panels.length === 0 ? (
        <p className="rounded-xl border-[3px] border-dashed border-ink/40 bg-white/70 px-4 py-8 text-center text-ink-soft">No panels in this scene.</p>
      ) : (
        <div className={`mx-auto ${panelGridClass(panels.length, aspectRatio)}`}>
          {panels.map((panel) => (
            <PanelFrame
              key={panel._id}
              imageUrl={panel.imageUrl}
              bubbles={panel.textBubbles}
              aspectRatio={aspectRatio}
              label={panel.description || `Scene ${scene.sceneNumber}, panel ${panel.panelNumber}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function DownloadSceneButton({ scene, storyTitle, aspectRatio }: { scene: SceneData; storyTitle: string; aspectRatio: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const panels = [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber);
      const blob = await renderScenePng(panels, aspectRatio);
      saveBlob(blob, sceneFileName(storyTitle, scene.sceneNumber));
    } catch (error) {
      console.warn('Scene download failed', error);
      toast.error('Could not download this scene');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={`Download scene ${scene.sceneNumber} as an image`}
      className="btn btn-plain px-3 py-1 text-sm"
    >
      {busy ? (
        <Spinner className="size-4" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M4 19h16" />
        </svg>
      )}
      Download
    </button>
  );
}
