// The text bubble editor (spec 02 sections 2, 5 and 9): text, a preset, every style control in an Advanced section
// with its range, a live preview drawn by the reader's renderer, and Delete Bubble / Cancel / Add Bubble or Save Changes.
import { useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { addBubble, nextBubblePosition, removeBubble, replaceBubble } from '../../../editor/bubble-edits';
import { measureText, useBubbleFontsReady } from '../../../editor/bubble-fonts';
import { layoutBubble } from '../../../editor/bubble-geometry';
import { BUBBLE_PRESETS, DEFAULT_PRESET, bubbleText, createBubble, presetById, presetOf, type PresetId } from '../../../editor/bubble-presets';
import {
  BORDER_STYLES,
  BUBBLE_FONTS,
  BUBBLE_RANGES,
  BUBBLE_SHAPES,
  BUBBLE_TYPES,
  TAIL_DIRECTIONS,
  fontStack,
  fontWeightsFor,
  resolveBubbleStyle,
  type BubbleFont,
  type BubbleStyle,
  type BubbleType,
  type TextBubble,
} from '../../../editor/bubble-style';
import { BubbleCanvas } from '../../../editor/bubble-view';
import { useStoryEditor, type BubbleEditorTarget } from './story-editor';

const MAX_TEXT = 500;

const LABELS: Record<string, string> = {
  rounded: 'Rounded',
  oval: 'Oval',
  rectangular: 'Rectangular',
  cloud: 'Cloud',
  speech: 'Speech',
  thought: 'Thought',
  narration: 'Narration',
  subtitle: 'Subtitle',
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
const WEIGHT_LABELS: Record<number, string> = { 300: 'Light', 400: 'Regular', 700: 'Bold', 900: 'Black' };

interface Draft {
  text: string;
  preset: PresetId;
  type: BubbleType;
  style: BubbleStyle;
}

function draftOf(bubble: TextBubble | undefined): Draft {
  if (!bubble) {
    const preset = presetById(DEFAULT_PRESET);
    return { text: '', preset: preset.id, type: preset.type, style: { ...preset.style } };
  }
  return { text: bubble.text, preset: presetOf(bubble), type: bubble.type, style: resolveBubbleStyle(bubble) };
}

/** Mounted by the dashboard once; opens for whatever `editing` names. */
export function BubbleEditor() {
  const editor = useStoryEditor();
  const target = editor.editing;
  return (
    <Modal
      open={Boolean(target)}
      onClose={editor.closeBubbleEditor}
      title={target?.bubbleId ? 'Edit Text Bubble' : 'Create New Text Bubble'}
      width="max-w-2xl"
      tone="bg-sky-soft"
    >
      {target && <BubbleForm key={`${target.panel.sceneId}:${target.panel.panelNumber}:${target.bubbleId ?? 'new'}`} target={target} />}
    </Modal>
  );
}

function BubbleForm({ target }: { target: BubbleEditorTarget }) {
  const editor = useStoryEditor();
  const existing = target.bubbleId ? editor.bubblesOf(target.panel).find((bubble) => bubble.id === target.bubbleId) : undefined;
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing));
  const setStyle = <K extends keyof BubbleStyle>(key: K, value: BubbleStyle[K]) => setDraft((current) => ({ ...current, style: { ...current.style, [key]: value } }));

  // A font offers only the weights it ships; a stored weight it lacks stays listed so the select shows the truth.
  const weight = Number(draft.style.fontWeight) || 400;
  const shipped: readonly number[] = fontWeightsFor(draft.style.fontFamily);
  const weightOptions = shipped.includes(weight) ? shipped : [...shipped, weight].sort((a, b) => a - b);

  function chooseFont(fontFamily: BubbleFont) {
    setDraft((current) => {
      const weights: readonly number[] = fontWeightsFor(fontFamily);
      const fontWeight = weights.includes(Number(current.style.fontWeight) || 400) ? current.style.fontWeight : 400;
      return { ...current, style: { ...current.style, fontFamily, fontWeight } };
    });
  }

  function choosePreset(id: PresetId) {
    const preset = presetById(id);
    setDraft((current) => ({ ...current, preset: id, type: preset.type, style: { ...preset.style } }));
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const bubbles = editor.bubblesOf(target.panel);
    const text = bubbleText(draft.text.slice(0, MAX_TEXT));
    if (existing) {
      editor.saveBubbles(target.panel, replaceBubble(bubbles, { ...existing, text, type: draft.type, style: { ...draft.style } }));
    } else {
      const created = { ...createBubble({ presetId: draft.preset, text, position: nextBubblePosition(bubbles) }), type: draft.type, style: { ...draft.style } };
      editor.saveBubbles(target.panel, addBubble(bubbles, created));
      editor.select({ ...target.panel, bubbleId: created.id });
    }
    editor.closeBubbleEditor();
  }

  function remove() {
    if (!existing) return;
    editor.saveBubbles(target.panel, removeBubble(editor.bubblesOf(target.panel), existing.id));
    editor.select({ ...target.panel, bubbleId: null });
    editor.closeBubbleEditor();
  }

  const range = (key: keyof typeof BUBBLE_RANGES, label: string, unit = '') => {
    const limits = BUBBLE_RANGES[key];
    const value = draft.style[key] as number;
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
              onChange={(event) => setStyle(key, Number(event.target.value))}
              className="h-2 w-full cursor-pointer accent-pop"
            />
            <output htmlFor={id} className="w-12 text-right font-bold tabular-nums">
              {key === 'opacity' ? value.toFixed(2) : value}
            </output>
          </div>
        )}
      </Control>
    );
  };

  const select = <T extends string | number>(label: string, value: T, options: readonly T[], onChange: (value: T) => void, name: (value: T) => string = (v) => LABELS[String(v)] ?? String(v)) => (
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

  const colour = (label: string, key: 'textColor' | 'backgroundColor' | 'borderColor') => (
    <Control label={label}>
      {(id) => (
        <div className="flex items-center gap-2">
          <input id={id} type="color" value={toHex(draft.style[key])} onChange={(event) => setStyle(key, event.target.value)} className="h-10 w-14 cursor-pointer rounded-lg border-[3px] border-ink bg-white p-0.5" />
          <code className="text-sm text-ink-soft">{toHex(draft.style[key])}</code>
        </div>
      )}
    </Control>
  );

  return (
    <form onSubmit={save} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_15rem]">
        <div className="space-y-4">
          <Control label="Text" hint={`${draft.text.length}/${MAX_TEXT}`}>
            {(id) => (
              <textarea
                id={id}
                data-autofocus=""
                rows={3}
                maxLength={MAX_TEXT}
                value={draft.text}
                placeholder="What do they say?"
                onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
                className="field-input resize-y"
              />
            )}
          </Control>
          {select('Preset', draft.preset, BUBBLE_PRESETS.map((preset) => preset.id), choosePreset, (id) => presetById(id).label)}
        </div>
        <BubblePreview draft={draft} />
      </div>

      <details className="group rounded-xl border-[3px] border-ink bg-paper open:bg-paper/60">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-2.5 font-display text-xl tracking-wide">
          Advanced
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 transition group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 8 5 5 5-5" />
          </svg>
        </summary>
        <div className="grid gap-4 border-t-2 border-dashed border-ink/25 px-4 py-4 sm:grid-cols-2">
          {select('Type', draft.type, BUBBLE_TYPES, (type) => setDraft((current) => ({ ...current, type })))}
          {select('Shape', draft.style.bubbleShape, BUBBLE_SHAPES, (value) => setStyle('bubbleShape', value))}
          {select('Tail direction', draft.style.tailDirection, TAIL_DIRECTIONS, (value) => setStyle('tailDirection', value))}
          {range('tailSize', 'Tail size', ' px')}
          <Control label="Font">
            {(id) => (
              <select id={id} value={draft.style.fontFamily} onChange={(event) => chooseFont(event.target.value as BubbleFont)} className="field-input py-2" style={{ fontFamily: fontStack(draft.style.fontFamily) }}>
                {BUBBLE_FONTS.map((font) => (
                  <option key={font} value={font} style={{ fontFamily: fontStack(font) }}>
                    {font}
                  </option>
                ))}
              </select>
            )}
          </Control>
          {range('fontSize', 'Font size', ' px')}
          {select('Font weight', Number(draft.style.fontWeight) || 400, weightOptions, (value) => setStyle('fontWeight', value), (value) => `${WEIGHT_LABELS[value] ?? 'Weight'} (${value})`)}
          {range('maxWidth', 'Width', ' px')}
          {colour('Text colour', 'textColor')}
          {colour('Background colour', 'backgroundColor')}
          {colour('Border colour', 'borderColor')}
          {select('Border style', draft.style.borderStyle as (typeof BORDER_STYLES)[number], BORDER_STYLES, (value) => setStyle('borderStyle', value))}
          {range('borderWidth', 'Border width', ' px')}
          {range('padding', 'Padding', ' px')}
          {range('opacity', 'Opacity')}
          <label className="flex items-center gap-3 self-end pb-2 font-bold">
            <input type="checkbox" checked={draft.style.shadow} onChange={(event) => setStyle('shadow', event.target.checked)} className="size-5 accent-pop" />
            Shadow
          </label>
        </div>
      </details>

      <div className="flex flex-wrap items-center gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        {existing && (
          <button type="button" onClick={remove} className="btn bg-white px-4 py-2 text-pop-deep">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
            </svg>
            Delete Bubble
          </button>
        )}
        <div className="ml-auto flex gap-3">
          <button type="button" onClick={editor.closeBubbleEditor} className="btn btn-plain px-4 py-2">
            Cancel
          </button>
          <button type="submit" className="btn btn-primary px-5 py-2">
            {existing ? 'Save Changes' : 'Add Bubble'}
          </button>
        </div>
      </div>
    </form>
  );
}

function Control({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = `bubble-${label.toLowerCase().replace(/\W+/g, '-')}`;
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

/** The bubble as it will look, drawn by the same painter as the panels. */
function BubblePreview({ draft }: { draft: Draft }) {
  const bubble = useMemo<TextBubble>(
    () => ({ id: 'preview', text: bubbleText(draft.text), type: draft.type, position: { x: 0.5, y: 0.5 }, style: draft.style }),
    [draft],
  );
  const ready = useBubbleFontsReady([bubble]);
  const layout = ready ? layoutBubble(bubble, measureText) : null;
  const pad = 8;
  return (
    <div aria-hidden="true" className="halftone-fine grid min-h-40 place-items-center overflow-hidden rounded-xl border-[3px] border-ink bg-sky-soft p-3 text-sky/30">
      {layout && <BubbleCanvas layout={layout} pad={pad} className="max-h-52 max-w-full object-contain" />}
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
