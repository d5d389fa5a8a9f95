// The text bubble editor's labelled controls (range with its limits, select, colour) and the live preview, drawn by the
// same painter as the panels.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { useId, useMemo, type ReactNode } from 'react';
import { measureText, useBubbleFontsReady } from '../../../editor/bubble-fonts';
import { layoutBubble, placeBubble, referenceSize } from '../../../shared/bubble-geometry';
import { overflowingBubbles } from '../../../editor/bubble-fit';
import { bubbleText } from '../../../editor/bubble-presets';
import type { TextBubble } from '../../../shared/bubbles';
import { BubbleCanvas } from '../../../editor/bubble-view';
import type { BubbleDraft } from './use-bubble-form';

// The option names' catalogue ids (editor.bubble.opt.<value>).
const LABELS: Record<string, string> = {
  rounded: 'Rounded',
  oval: 'Oval',
  rectangular: 'Rectangular',
  cloud: 'Cloud',
  burst: 'Burst',
  whisper: 'Whisper',
  speech: 'Speech',
  thought: 'Thought',
  narration: 'Narration',
  subtitle: 'Subtitle',
  sfx: 'Sound effect',
  tip: 'Points where you dragged it',
  'horizontal-tb': 'Across',
  'vertical-rl': 'Vertical (columns from the right)',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  'top-left': 'Top left',
  'top-right': 'Top right',
  left: 'Left',
  right: 'Right',
  none: 'No tail',
  solid: 'Solid',
  dashed: 'Dashed',
  dotted: 'Dotted',
};

export function Control({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  // Not from the label: a translated label (Japanese, Arabic) has no word characters to make an id of.
  const id = `bubble-${useId()}`;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-[0.95rem] font-bold text-ink">
          {label}
        </label>
        {hint && <span className="text-xs text-ink-soft">{hint}</span>}
      </div>
      {children(id)}
    </div>
  );
}

interface RangeControlProps {
  label: string;
  limits: { min: number; max: number; step: number };
  value: number;
  onChange: (value: number) => void;
  unit?: string;
  /** Digits after the point in the shown value. */
  digits?: number;
}

export function RangeControl({ label, limits, value, onChange, unit = '', digits }: RangeControlProps) {
  return (
    <Control label={label} hint={`${limits.min}–${limits.max}${unit}`}>
      {(id) => (
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="range"
            min={limits.min}
            max={limits.max}
            step={limits.step}
            value={value}
            onChange={(event) => onChange(Number(event.target.value))}
            className="h-2 w-full cursor-pointer accent-pop"
          />
          <output htmlFor={id} className="w-12 text-right font-bold tabular-nums">
            {digits === undefined ? value : value.toFixed(digits)}
          </output>
        </div>
      )}
    </Control>
  );
}

interface SelectControlProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  name?: (value: T) => string;
}

export function SelectControl<T extends string | number>({
  label,
  value,
  options,
  onChange,
  name: named,
}: SelectControlProps<T>) {
  const t = useT();
  const name = named ?? ((v: T) => (String(v) in LABELS ? t(`editor.bubble.opt.${String(v)}` as EditorId) : String(v)));
  return (
    <Control label={label}>
      {(id) => (
        <select
          id={id}
          value={String(value)}
          onChange={(event) => onChange(options.find((option) => String(option) === event.target.value) ?? value)}
          className="field-input py-2"
        >
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {name(option)}
            </option>
          ))}
        </select>
      )}
    </Control>
  );
}

export function ColourControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}) {
  const hex = toHex(value);
  return (
    <Control label={label}>
      {(id) => (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="color"
            value={hex}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border-[3px] border-ink bg-white p-0.5"
          />
          <code className="text-sm text-ink-soft">{hex}</code>
        </div>
      )}
    </Control>
  );
}

/**
 * The bubble as it will look, drawn by the same painter as the panels, with a warning when its words will not fit in
 * the panel (the panel would cut them off).
 */
export function BubblePreview({ draft, aspectRatio = '3:4' }: { draft: BubbleDraft; aspectRatio?: string }) {
  const t = useT();
  const bubble = useMemo<TextBubble>(
    () => ({
      id: 'preview',
      text: bubbleText(draft.text),
      type: draft.type,
      position: draft.position ?? { x: 0.5, y: 0.5 },
      style: draft.style,
      ...(draft.tail !== undefined ? { tail: draft.tail } : {}),
      writingMode: draft.writingMode,
    }),
    [draft],
  );
  const ready = useBubbleFontsReady([bubble]);
  const layout = ready ? layoutBubble(bubble, measureText) : null;
  const panel = referenceSize(aspectRatio);
  const cutOff = layout
    ? overflowingBubbles([placeBubble(bubble, layout, panel)], panel, new Map([[bubble.id, layout.rotation]])).length >
      0
    : false;
  return (
    <div>
      <div
        aria-hidden="true"
        className="halftone-fine grid min-h-40 place-items-center overflow-hidden rounded-xl border-[3px] border-ink bg-sky-soft p-3 text-sky/30"
      >
        {layout && <BubbleCanvas layout={layout} pad={8} className="max-h-52 max-w-full object-contain" />}
      </div>
      <p role="status" data-fit-warning="" className="mt-2 text-sm font-bold text-pop-deep empty:hidden">
        {cutOff ? `⚠ ${t('editor.fit.hint')}` : ''}
      </p>
    </div>
  );
}

/** <input type=color> needs #rrggbb; stored colours may be short hex or names. */
function toHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  if (typeof document === 'undefined') return '#000000';
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return '#000000';
  ctx.fillStyle = '#000000';
  ctx.fillStyle = colour;
  return /^#[0-9a-f]{6}$/i.test(ctx.fillStyle) ? ctx.fillStyle : '#000000';
}
