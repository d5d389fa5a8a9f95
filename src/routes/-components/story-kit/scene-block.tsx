// One scene in the reader: its panels in a grid with their bubbles, plus the scene's like, download and remix actions.
// The grid and the download button are shared with the story page's scene cards.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { DownloadIcon } from '../../../components/download-menu';
import { LikeButton } from '../../../components/like-button';
import { RemixButton } from '../../../components/remix-button';
import { Spinner } from '../../../components/spinner';
import { PanelFrame } from '../../../editor/bubble-view';
import { panelGrid } from '../../../shared/panel-layout';
import {
  COMIC_PAGE_ASPECT,
  cellAspectRatio,
  layoutFor,
  type ReadingDirection,
  type SceneLayout,
} from '../../../shared/layout';
import {
  BUBBLE_REFERENCE_WIDTH,
  MIN_READER_TEXT_PX,
  resolveBubbleStyle,
  visibleBubbles,
} from '../../../shared/bubble-style';
import { captureScene, saveBlob, sceneFileName, type ImageType } from '../../../editor/scene-canvas';
import { panelDescription } from '../../../lib/export/panel-text';
import type { PanelData, SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { t } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';

export const sceneElementId = (sceneNumber: number) => `scene-${sceneNumber}`;

export function sortedPanels(scene: Pick<SceneData, 'panels'>): PanelData[] {
  return [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber);
}

/**
 * The panel grid: columns by count and aspect ratio (src/shared/panel-layout.ts), centred rows. `minPanelWidth` (CSS
 * px) keeps panels at least that wide where the grid has room, with fewer of them in a row (see minReadablePanelWidth).
 */
export function PanelGrid({
  count,
  aspectRatio,
  minPanelWidth,
  direction = 'left-to-right',
  children,
}: {
  count: number;
  aspectRatio: string;
  minPanelWidth?: number;
  direction?: ReadingDirection;
  children: ReactNode;
}) {
  const grid = panelGrid(count, aspectRatio);
  const style = {
    '--cols-phone': grid.phoneColumns,
    '--cols-wide': grid.columns,
    ...(minPanelWidth ? { '--min-panel': `${minPanelWidth}px` } : {}),
    maxWidth: grid.maxWidth,
  } as CSSProperties;
  return (
    // Panels follow the story's reading direction, not the interface's: an Arabic interface does not mirror an English comic.
    <div
      data-panel-grid=""
      data-reading-direction={direction}
      dir={direction === 'right-to-left' ? 'rtl' : 'ltr'}
      className="panel-grid mx-auto"
      style={style}
    >
      {children}
    </div>
  );
}

export function NoPanels() {
  const t = useT();
  return (
    <p className="rounded-xl border-[3px] border-dashed border-ink/40 bg-white/70 px-4 py-8 text-center text-ink-soft">
      {t('reader.noPanels')}
    </p>
  );
}

export function SceneTitle({ scene }: { scene: Pick<SceneData, 'sceneNumber' | 'title'> }) {
  const t = useT();
  return (
    <h2 id={`scene-${scene.sceneNumber}-title`} className="flex items-baseline gap-3 text-3xl text-ink sm:text-4xl">
      <span className="-rotate-2 rounded-lg border-[3px] border-ink bg-sun px-2.5 text-2xl shadow-comic-sm sm:text-3xl">
        #{scene.sceneNumber}
      </span>
      <span dir="auto" data-user-content="" className="min-w-0 flex-1">
        {scene.title || t('reader.sceneFallback', { n: scene.sceneNumber })}
      </span>
    </h2>
  );
}

export const panelLabel = (
  scene: Pick<SceneData, 'sceneNumber'>,
  panel: Pick<PanelData, 'description' | 'panelNumber'>,
) => panel.description || t('reader.panelLabel', { scene: scene.sceneNumber, panel: panel.panelNumber });

/** The reader's image description of a panel: its alt text (else its label), then its bubbles in reading order. */
/** What a reader's panel frame shows of a panel: its picture or video, bubbles and the words screen readers get. */
export const panelFrameProps = (scene: Pick<SceneData, 'sceneNumber'>, panel: PanelData, aspectRatio: string) => ({
  panelNumber: panel.panelNumber,
  imageUrl: panel.imageUrl,
  videoUrl: panel.videoUrl,
  bubbles: panel.textBubbles,
  aspectRatio,
  label: panel.altText || panelLabel(scene, panel),
  description: panelImageDescription(scene, panel),
});

export function panelImageDescription(
  scene: Pick<SceneData, 'sceneNumber'>,
  panel: Pick<PanelData, 'description' | 'panelNumber' | 'altText' | 'textBubbles'>,
) {
  const { picture, words } = panelDescription(panel);
  const text = words.map((line) => `“${line}”`).join(' ');
  const description = picture || panelLabel(scene, panel);
  return text ? t('reader.panelWithText', { description, text }) : description;
}

/**
 * How wide a panel must be for its smallest bubble text to be drawn at MIN_READER_TEXT_PX or more: bubbles scale with
 * the panel (a bubble's font size is in px of a BUBBLE_REFERENCE_WIDTH-wide panel). 0 when the scene has no words.
 * Where the screen is narrower than that, the bubble layer raises the small text itself (BubbleLayer).
 */
export function minReadablePanelWidth(panels: readonly Pick<PanelData, 'textBubbles'>[]): number {
  const sizes = panels.flatMap((panel) =>
    visibleBubbles(panel.textBubbles).map((bubble) => resolveBubbleStyle(bubble).fontSize),
  );
  if (!sizes.length) return 0;
  // Plus the frame's borders (3 px a side, PanelBox): the bubbles scale with the picture inside them.
  return Math.ceil((BUBBLE_REFERENCE_WIDTH * MIN_READER_TEXT_PX) / Math.min(...sizes)) + 6;
}

interface SceneBlockProps {
  scene: SceneData;
  storyId: string;
  storyTitle: string;
  aspectRatio: string;
  /** The story's first scene: its first panel is the page's largest picture, loaded at once. */
  first?: boolean;
  /** Tapping a panel opens it in the guided view (the reader's PanelViewer). */
  onOpenPanel?: (panelId: string) => void;
  direction?: ReadingDirection;
}

export function SceneBlock({
  scene,
  storyId,
  storyTitle,
  aspectRatio,
  first = false,
  onOpenPanel,
  direction = 'left-to-right',
}: SceneBlockProps) {
  const t = useT();
  const panels = sortedPanels(scene);
  return (
    <section
      id={sceneElementId(scene.sceneNumber)}
      aria-labelledby={`scene-${scene.sceneNumber}-title`}
      className="scroll-mt-24"
    >
      <div className="mb-3 sm:mb-4">
        <SceneTitle scene={scene} />
      </div>
      {panels.length === 0 ? (
        <NoPanels />
      ) : (
        <ScenePanels
          scene={scene}
          aspectRatio={aspectRatio}
          direction={direction}
          minPanelWidth={minReadablePanelWidth(panels)}
        >
          {(panel, panelAspect) => {
            const frame = (
              <PanelFrame
                priority={first && panel.panelNumber === panels[0]!.panelNumber}
                {...panelFrameProps(scene, panel, panelAspect)}
              />
            );
            if (!onOpenPanel) return <div key={panel._id}>{frame}</div>;
            return (
              <button
                key={panel._id}
                type="button"
                onClick={() => onOpenPanel(panel._id)}
                aria-label={t('reader.openPanel', { scene: scene.sceneNumber, panel: panel.panelNumber })}
                aria-haspopup="dialog"
                className="block cursor-zoom-in rounded-lg text-start"
              >
                {frame}
              </button>
            );
          }}
        </ScenePanels>
      )}
      {/* The scene's actions come after its art: a reader meets the pictures first. */}
      <div
        role="toolbar"
        aria-label={t('reader.sceneActions', { n: scene.sceneNumber })}
        className="mt-3 flex flex-wrap items-center justify-end gap-2"
      >
        <LikeButton target={{ targetType: 'scene', id: scene._id }} initial={scene.likeStats} size="small" />
        <DownloadSceneButton scene={scene} storyTitle={storyTitle} aspectRatio={aspectRatio} />
        <RemixButton
          target={{ storyId, sceneNumber: scene.sceneNumber }}
          title={storyTitle}
          label={t('reader.remixScene')}
          size="small"
        />
      </div>
    </section>
  );
}

/** Saves the scene's panels with their bubbles as one JPEG or PNG, from the scene on screen. */
export function DownloadSceneButton({
  scene,
  storyTitle,
  aspectRatio,
  className = 'btn btn-plain px-3 py-1 text-sm',
}: {
  scene: SceneData;
  storyTitle: string;
  aspectRatio: string;
  className?: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ImageType | null>(null);
  async function download(type: ImageType) {
    if (busy) return;
    setBusy(type);
    try {
      const blob = await captureScene(
        document.getElementById(sceneElementId(scene.sceneNumber)),
        sortedPanels(scene),
        aspectRatio,
        type,
      );
      saveBlob(blob, sceneFileName(storyTitle, scene.sceneNumber, type === 'image/png' ? 'png' : 'jpg'));
    } catch (error) {
      console.warn('Scene download failed', error);
      toast.error(
        t('reader.downloadFailed', { reason: error instanceof Error ? error.message : t('reader.unknownError') }),
      );
    } finally {
      setBusy(null);
    }
  }
  const choices = [
    {
      type: 'image/jpeg',
      text: t('reader.downloadShort'),
      label: t('reader.downloadSceneImage', { n: scene.sceneNumber }),
      title: t('reader.downloadJpeg'),
    },
    {
      type: 'image/png',
      text: 'PNG',
      label: t('reader.downloadScenePng', { n: scene.sceneNumber }),
      title: t('reader.downloadPng'),
    },
  ] as const;
  return (
    <>
      {choices.map((choice) => (
        <button
          key={choice.type}
          type="button"
          onClick={() => void download(choice.type)}
          disabled={Boolean(busy)}
          aria-busy={busy === choice.type}
          aria-label={choice.label}
          title={choice.title}
          className={className}
        >
          {busy === choice.type ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
          {choice.text}
        </button>
      ))}
    </>
  );
}

// A scene's panels as the reader, the story page and the editor draw them: by the scene's page layout (each panel in
// its cell, mirrored for a story read right to left), or, for a scene whose author never chose one, the automatic grid
// that flows to the screen (one column on a phone) as it always has.
type LaidOutScene = Pick<SceneData, 'panels'> & { layout?: SceneLayout; automaticLayout?: boolean };

interface ScenePanelsProps {
  scene: LaidOutScene;
  aspectRatio: string;
  direction: ReadingDirection;
  /** See PanelGrid (the automatic grid only: a page keeps its cells). */
  minPanelWidth?: number;
  /** One panel, drawn at `panelAspect` ('w:h', its cell's picture area; the story's ratio in the grid). */
  children: (panel: PanelData, panelAspect: string) => ReactNode;
}

export function ScenePanels({ scene, aspectRatio, direction, minPanelWidth, children }: ScenePanelsProps) {
  const panels = sortedPanels(scene);
  if (scene.automaticLayout !== false || !scene.layout) {
    return (
      <PanelGrid count={panels.length} aspectRatio={aspectRatio} minPanelWidth={minPanelWidth} direction={direction}>
        {panels.map((panel) => children(panel, aspectRatio))}
      </PanelGrid>
    );
  }
  return (
    <ScenePage layout={scene.layout} direction={direction}>
      {panels.map((panel) => ({
        panelNumber: panel.panelNumber,
        render: (panelAspect) => children(panel, panelAspect),
      }))}
    </ScenePage>
  );
}

/**
 * The page (an upright comic page): cells in fractions of its width and height, half a gutter inside each, the border
 * scaled to the page.
 */
export function ScenePage({
  layout,
  direction,
  className = '',
  children,
}: {
  layout: SceneLayout;
  direction: ReadingDirection;
  className?: string;
  children: { panelNumber: number; render: (panelAspect: string) => ReactNode }[];
}) {
  const aspect = COMIC_PAGE_ASPECT;
  const shown = layoutFor(layout, direction);
  const half = layout.gutter * 50;
  const style = {
    aspectRatio: `1 / ${aspect}`,
    maxWidth: '40rem',
    // 1000 px of page width is 100cqw: a border of n page pixels is n / 10 cqw.
    '--panel-border': `${layout.borderWidth / 10}cqw`,
  } as CSSProperties;
  return (
    <div
      data-page-layout=""
      data-reading-direction={direction}
      dir="ltr"
      className={`scene-page mx-auto w-full ${className}`}
      style={style}
    >
      {children.map(({ panelNumber, render }) => {
        const cell = shown.panels.find((panel) => panel.panelNumber === panelNumber);
        if (!cell) return null;
        return (
          <div
            key={panelNumber}
            data-page-cell={panelNumber}
            style={{
              left: `calc(${cell.x * 100}% + ${half}cqw)`,
              top: `calc(${cell.y * 100}% + ${half}cqw)`,
              width: `calc(${cell.width * 100}% - ${2 * half}cqw)`,
            }}
          >
            {render(cellAspectRatio(cell, layout, aspect))}
          </div>
        );
      })}
    </div>
  );
}
