// A scene's panels as the reader, the story page and the editor draw them: by the scene's page layout (each panel in
// its cell, mirrored for a story read right to left), or, for a scene whose author never chose one, the automatic grid
// that flows to the screen (one column on a phone) as it always has.
import type { CSSProperties, ReactNode } from 'react';
import { COMIC_PAGE_ASPECT, cellAspectRatio, layoutFor, type ReadingDirection, type SceneLayout } from '../../../shared/layout';
import type { PanelData, SceneData } from '../../../lib/story-types';
import { PanelGrid, sortedPanels } from './scene-block';

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
    <ScenePage layout={scene.layout} count={panels.length} aspectRatio={aspectRatio} direction={direction}>
      {panels.map((panel) => ({ panelNumber: panel.panelNumber, render: (panelAspect) => children(panel, panelAspect) }))}
    </ScenePage>
  );
}

/**
 * The page (an upright comic page): cells in fractions of its width and height, half a gutter inside each, the border
 * scaled to the page.
 */
export function ScenePage({
  layout,
  count,
  aspectRatio,
  direction,
  className = '',
  children,
}: {
  layout: SceneLayout;
  count: number;
  aspectRatio: string;
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
    <div data-page-layout="" data-reading-direction={direction} dir="ltr" className={`scene-page mx-auto w-full ${className}`} style={style}>
      {children.map(({ panelNumber, render }) => {
        const cell = shown.panels.find((panel) => panel.panelNumber === panelNumber);
        if (!cell) return null;
        return (
          <div
            key={panelNumber}
            data-page-cell={panelNumber}
            style={{ left: `calc(${cell.x * 100}% + ${half}cqw)`, top: `calc(${cell.y * 100}% + ${half}cqw)`, width: `calc(${cell.width * 100}% - ${2 * half}cqw)` }}
          >
            {render(cellAspectRatio(cell, layout, aspect))}
          </div>
        );
      })}
    </div>
  );
}
