// The Page layout dialog: pick a template for the scene's panel count, drag the lines between panels (pointer, touch
// or the arrow keys), set the gutter and the border, and save. The page is shown as readers will see it: mirrored for
// a story read right to left, with the panels' pictures in their cells.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { FormModal } from '../../../components/modal';
import { describeError } from '../../../lib/errors';
import { useT } from '../../../lib/i18n-react';
import type { EditorId } from '../../../shared/i18n/ids';
import { useRefreshStory } from '../../../lib/story-refresh';
import type { SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import {
  COMIC_PAGE_ASPECT,
  LAYOUT_LIMITS,
  gutterLines,
  gutterRange,
  layoutFor,
  moveGutter,
  panelsBeside,
  templateLayout,
  templateOf,
  templatesFor,
  type Gutter,
  type LayoutTemplate,
  type ReadingDirection,
  type SceneLayout,
} from '../../../shared/layout';
import { ScenePage, sortedPanels } from '../story-kit/scene-block';

const TEMPLATE_NAMES: Record<LayoutTemplate, EditorId> = {
  grid: 'editor.layout.template.grid',
  splash: 'editor.layout.template.splash',
  'splash-strip': 'editor.layout.template.splashStrip',
  'tall-stack': 'editor.layout.template.tallStack',
  rows: 'editor.layout.template.rows',
  columns: 'editor.layout.template.columns',
  'l-shape': 'editor.layout.template.lShape',
  'l-shape-under': 'editor.layout.template.lShapeUnder',
};

interface DialogProps {
  scene: SceneData;
  storyId: string;
  aspectRatio: string;
  direction: ReadingDirection;
  open: boolean;
  onClose: () => void;
}

export function PageLayoutDialog({ scene, storyId, aspectRatio, direction, open, onClose }: DialogProps) {
  const t = useT();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('editor.layout.open')}
      description={t('editor.layout.sceneN', { n: scene.sceneNumber })}
      width="max-w-2xl"
      form={(setBusy) => (
        <PageLayoutForm
          scene={scene}
          storyId={storyId}
          aspectRatio={aspectRatio}
          direction={direction}
          onClose={onClose}
          onBusyChange={setBusy}
        />
      )}
    />
  );
}

function PageLayoutForm({
  scene,
  storyId,
  aspectRatio,
  direction,
  onClose,
  onBusyChange,
}: Omit<DialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshStory(storyId);
  const panels = sortedPanels(scene);
  const count = panels.length;
  // Edited as stored (left to right); shown and dragged as readers see it.
  const [layout, setLayout] = useState<SceneLayout>(() => scene.layout);
  const save = useMutation(trpc.scenes.setLayout.mutationOptions());
  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);
  const current = templateOf(layout, aspectRatio);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        sceneId: scene._id,
        panels: layout.panels,
        gutter: layout.gutter,
        borderWidth: layout.borderWidth,
      });
      await refresh();
      toast.success(t('editor.layout.saved'), 'saved');
      onClose();
    } catch (error) {
      toast.error(describeError(error, t('editor.layout.saveFailed')).message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset>
        <legend className="mb-2 font-bold">{t('editor.layout.templates')}</legend>
        <div className="flex flex-wrap gap-2" data-testid="layout-templates">
          {templatesFor(count, aspectRatio).map((template) => (
            <button
              key={template}
              type="button"
              aria-pressed={current === template}
              data-template={template}
              onClick={() => setLayout(templateLayout(template, count, aspectRatio, layout))}
              className={`flex w-24 flex-col items-center gap-1 rounded-lg border-2 p-1.5 text-xs font-bold ${current === template ? 'border-ink bg-sun' : 'border-ink/30 bg-white'}`}
            >
              <TemplateThumbnail
                layout={layoutFor(templateLayout(template, count, aspectRatio), direction)}
                aspect={COMIC_PAGE_ASPECT}
              />
              <span className="text-center leading-tight">{t(TEMPLATE_NAMES[template])}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <p className="text-sm text-ink-soft">{t('editor.layout.dragHint')}</p>
      <LayoutCanvas
        scene={scene}
        layout={layout}
        onChange={setLayout}
        direction={direction}
        label={t('editor.layout.preview')}
      />

      <div className="grid gap-3 sm:grid-cols-2">
        <RangeField
          label={t('editor.layout.gutter')}
          shown={Math.round(layout.gutter * 1000)}
          testId="layout-gutter"
          limits={LAYOUT_LIMITS.gutter}
          step={0.005}
          value={layout.gutter}
          onChange={(gutter) => setLayout({ ...layout, gutter })}
        />
        <RangeField
          label={t('editor.layout.border')}
          shown={layout.borderWidth}
          testId="layout-border"
          limits={LAYOUT_LIMITS.borderWidth}
          step={1}
          value={layout.borderWidth}
          onChange={(borderWidth) => setLayout({ ...layout, borderWidth })}
        />
      </div>
      <div className="flex justify-end gap-3">
        <DialogActions
          onCancel={onClose}
          busy={save.isPending}
          saving={save.isPending}
          saveLabel={t('editor.layout.save')}
        />
      </div>
    </form>
  );
}

/** Where along a line its grip goes: the middle of its longest stretch between the lines that cross or meet it. */
function gripAt(line: Gutter, lines: Gutter[]): number {
  const stops = [
    line.from,
    ...lines
      .filter(
        (other) =>
          other.axis !== line.axis &&
          other.at > line.from &&
          other.at < line.to &&
          other.from <= line.at + 1e-4 &&
          other.to >= line.at - 1e-4,
      )
      .map((other) => other.at),
    line.to,
  ].sort((a, b) => a - b);
  let from = stops[0]!;
  let to = stops[0]!;
  for (let i = 1; i < stops.length; i++)
    if (stops[i]! - stops[i - 1]! > to - from) [from, to] = [stops[i - 1]!, stops[i]!];
  return (from + to) / 2;
}

/** A template's cells as a small picture (already mirrored when the story reads right to left). */
function TemplateThumbnail({ layout, aspect }: { layout: SceneLayout; aspect: number }) {
  const height = 60 * aspect;
  return (
    <svg viewBox={`0 0 60 ${height}`} width="60" height={Math.round(height)} aria-hidden="true" className="max-h-20">
      {layout.panels.map((panel) => (
        <rect
          key={panel.panelNumber}
          x={panel.x * 60 + 1.5}
          y={panel.y * height + 1.5}
          width={Math.max(1, panel.width * 60 - 3)}
          height={Math.max(1, panel.height * height - 3)}
          rx="1.5"
          fill="#fff"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

/** The page with the scene's pictures in their cells and a handle on every line between panels. */
function LayoutCanvas({
  scene,
  layout,
  onChange,
  direction,
  label,
}: {
  scene: SceneData;
  layout: SceneLayout;
  onChange: (layout: SceneLayout) => void;
  direction: ReadingDirection;
  label: string;
}) {
  const t = useT();
  const pageRef = useRef<HTMLDivElement>(null);
  const panels = sortedPanels(scene);
  const mirrored = direction === 'right-to-left';
  // Positions on screen and in the stored layout differ only by the mirror (x only).
  const shownX = (x: number) => (mirrored ? 1 - x : x);
  const [dragging, setDragging] = useState<{ axis: Gutter['axis']; at: number } | null>(null);
  // The layout as the drag last left it; a new layout from the parent replaces it once drawn.
  const latest = useRef(layout);
  useLayoutEffect(() => {
    latest.current = layout;
  }, [layout]);

  function moveTo(line: { axis: Gutter['axis']; at: number }, to: number) {
    const { low, high } = gutterRange(latest.current, line.axis, line.at);
    const next = Math.round(Math.min(high, Math.max(low, to)) * 10000) / 10000;
    if (next === line.at) return line;
    // Kept at once, not at the next render: pointer moves come faster than React draws, and the next one must move the
    // line from where this one left it (from the drawn layout it would find no line there and put the page back).
    latest.current = moveGutter(latest.current, line.axis, line.at, next);
    onChange(latest.current);
    return { axis: line.axis, at: next };
  }

  function pointerFraction(event: PointerEvent, axis: Gutter['axis']) {
    const box = pageRef.current!.getBoundingClientRect();
    return axis === 'x' ? shownX((event.clientX - box.left) / box.width) : (event.clientY - box.top) / box.height;
  }

  return (
    <div className="rounded-xl border-2 border-dashed border-ink/30 bg-paper p-2">
      <div
        ref={pageRef}
        role="group"
        aria-label={label}
        data-testid="layout-page"
        className="relative mx-auto"
        style={{ maxWidth: `max(12rem, calc((100dvh - 24rem) / ${COMIC_PAGE_ASPECT}))` }}
      >
        <ScenePage layout={layout} direction={direction} className="!max-w-none">
          {panels.map((panel) => ({
            panelNumber: panel.panelNumber,
            render: (panelAspect: string) => (
              <figure
                data-panel=""
                data-layout-cell={panel.panelNumber}
                className="relative m-0 overflow-hidden rounded-lg border-[3px] border-ink bg-paper-deep"
              >
                <div className="relative" style={{ aspectRatio: panelAspect.replace(':', ' / ') }}>
                  {panel.imageUrl && (
                    <img
                      src={panel.imageUrl}
                      alt=""
                      draggable={false}
                      className="absolute inset-0 size-full object-cover"
                    />
                  )}
                  <span className="absolute start-1 top-1 grid size-6 place-items-center rounded-full border-2 border-ink bg-sun text-xs font-bold">
                    {panel.panelNumber}
                  </span>
                </div>
              </figure>
            ),
          }))}
        </ScenePage>
        {gutterLines(layout).map((line, index, lines) => {
          const { low, high } = gutterRange(layout, line.axis, line.at);
          const beside = panelsBeside(layout, line).join(', ');
          const vertical = line.axis === 'x';
          const at = vertical ? shownX(line.at) : line.at;
          const style = vertical
            ? {
                left: `calc(${at * 100}% - 12px)`,
                top: `${line.from * 100}%`,
                height: `${(line.to - line.from) * 100}%`,
                width: 24,
              }
            : {
                top: `calc(${at * 100}% - 12px)`,
                left: `${Math.min(shownX(line.from), shownX(line.to)) * 100}%`,
                width: `${(line.to - line.from) * 100}%`,
                height: 24,
              };
          const active = dragging?.axis === line.axis && Math.abs(dragging.at - line.at) < 1e-4;
          // The grip sits in the middle of the longest stretch between crossing lines: at a crossing or a T the other
          // line's handle lies on top, and a grip there would hand the pointer to the other line.
          const grip = gripAt(line, lines);
          const gripAlong = vertical
            ? (grip - line.from) / (line.to - line.from)
            : mirrored
              ? (line.to - grip) / (line.to - line.from)
              : (grip - line.from) / (line.to - line.from);
          // Arrow keys move the line the way it looks: in a mirrored page, right is towards a smaller stored x.
          const step = (sign: number) => moveTo(line, line.at + sign * 0.01);
          return (
            <div
              // By place in the list, not position: a handle being dragged must stay the same element.
              key={`${line.axis}-${index}`}
              role="slider"
              tabIndex={0}
              aria-label={t('editor.layout.line', { panels: beside })}
              aria-orientation={vertical ? 'horizontal' : 'vertical'}
              aria-valuemin={Math.round(low * 100)}
              aria-valuemax={Math.round(high * 100)}
              aria-valuenow={Math.round(line.at * 100)}
              data-gutter={line.axis}
              data-at={line.at}
              style={{ ...style, touchAction: 'none' }}
              className={`group absolute z-10 flex items-center justify-center focus:outline-none ${vertical ? 'cursor-col-resize' : 'cursor-row-resize'}`}
              onPointerDown={(event) => {
                event.preventDefault();
                // Followed on the document, so a fast drag that leaves the thin handle still moves the line.
                let held = { axis: line.axis, at: line.at };
                setDragging(held);
                const move = (moved: PointerEvent) => {
                  held = moveTo(held, pointerFraction(moved, held.axis));
                  setDragging(held);
                };
                const end = () => {
                  document.removeEventListener('pointermove', move);
                  document.removeEventListener('pointerup', end);
                  document.removeEventListener('pointercancel', end);
                  setDragging(null);
                };
                document.addEventListener('pointermove', move);
                document.addEventListener('pointerup', end);
                document.addEventListener('pointercancel', end);
              }}
              onKeyDown={(event) => {
                const keys: Record<string, number> = vertical
                  ? { ArrowLeft: mirrored ? 1 : -1, ArrowRight: mirrored ? -1 : 1 }
                  : { ArrowUp: -1, ArrowDown: 1 };
                const sign = keys[event.key];
                if (!sign) return;
                event.preventDefault();
                step(sign);
              }}
            >
              <span
                data-grip=""
                style={vertical ? { top: `${gripAlong * 100}%` } : { left: `${gripAlong * 100}%` }}
                className={`absolute rounded-full bg-sky shadow ring-2 ring-white group-focus-visible:bg-grape ${active ? 'bg-grape' : ''} ${vertical ? 'h-16 max-h-[calc(100%-24px)] w-1.5 -translate-y-1/2' : 'h-1.5 w-16 max-w-[calc(100%-24px)] -translate-x-1/2'}`}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface RangeFieldProps {
  label: string;
  /** The value as the author reads it next to the label. */
  shown: number;
  testId: string;
  limits: { min: number; max: number };
  step: number;
  value: number;
  onChange: (value: number) => void;
}

/** A labelled slider with its value beside the label (the layout's gutter and border). */
function RangeField({ label, shown, testId, limits, step, value, onChange }: RangeFieldProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-bold">
      <span>
        {label} <output className="font-normal text-ink-soft">{shown}</output>
      </span>
      <input
        type="range"
        data-testid={testId}
        min={limits.min}
        max={limits.max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}
