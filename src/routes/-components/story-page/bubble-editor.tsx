// The text bubble editor (spec 02 sections 2, 5 and 9): text, a preset, every style control in an Advanced section
// with its range, a live preview drawn by the reader's renderer, and Delete Bubble / Cancel / Add Bubble or Save Changes.
import { Modal } from '../../../components/modal';
import { BUBBLE_PRESETS, presetById } from '../../../editor/bubble-presets';
import { fontStack } from '../../../editor/bubble-style';
import { charLimit } from '../../../lib/char-limit';
import { graphemeCount } from '../../../shared/text';
import { BORDER_STYLES, BUBBLE_FONTS, BUBBLE_RANGES, BUBBLE_SHAPES, BUBBLE_TYPES, TAIL_DIRECTIONS, type BubbleFont } from '../../../shared/bubbles';
import { BubblePreview, ColourControl, Control, RangeControl, SelectControl } from './bubble-controls';
import { useStoryEditor, type BubbleEditorTarget } from './story-editor';
import { MAX_BUBBLE_TEXT, useBubbleForm } from './use-bubble-form';

const WEIGHT_LABELS: Record<number, string> = { 300: 'Light', 400: 'Regular', 700: 'Bold', 900: 'Black' };
const PRESET_IDS = BUBBLE_PRESETS.map((preset) => preset.id);

/** Mounted by the story page once; opens for whatever `editing` names. */
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
  const form = useBubbleForm(target);
  const { draft, setStyle } = form;
  const range = (key: keyof typeof BUBBLE_RANGES, label: string, unit = '') => (
    <RangeControl label={label} limits={BUBBLE_RANGES[key]} value={draft.style[key] as number} onChange={(value) => setStyle(key, value)} unit={unit} digits={key === 'opacity' ? 2 : undefined} />
  );
  const colour = (label: string, key: 'textColor' | 'backgroundColor' | 'borderColor') => <ColourControl label={label} value={draft.style[key]} onChange={(value) => setStyle(key, value)} />;

  return (
    <form onSubmit={form.save} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_15rem]">
        <div className="space-y-4">
          <Control label="Text" hint={`${graphemeCount(draft.text)}/${MAX_BUBBLE_TEXT}`}>
            {(id) => (
              <textarea
                id={id}
                data-autofocus=""
                rows={3}
                dir="auto"
                value={draft.text}
                placeholder="What do they say?"
                {...charLimit(MAX_BUBBLE_TEXT, draft.text, form.setText)}
                className="field-input resize-y"
              />
            )}
          </Control>
          <SelectControl label="Preset" value={draft.preset} options={PRESET_IDS} onChange={form.choosePreset} name={(id) => presetById(id).label} />
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
          <SelectControl label="Type" value={draft.type} options={BUBBLE_TYPES} onChange={form.setType} />
          <SelectControl label="Shape" value={draft.style.bubbleShape} options={BUBBLE_SHAPES} onChange={(value) => setStyle('bubbleShape', value)} />
          <SelectControl label="Tail direction" value={draft.style.tailDirection} options={TAIL_DIRECTIONS} onChange={(value) => setStyle('tailDirection', value)} />
          {range('tailSize', 'Tail size', ' px')}
          <Control label="Font">
            {(id) => (
              <select id={id} value={draft.style.fontFamily} onChange={(event) => form.chooseFont(event.target.value as BubbleFont)} className="field-input py-2" style={{ fontFamily: fontStack(draft.style.fontFamily) }}>
                {BUBBLE_FONTS.map((font) => (
                  <option key={font} value={font} style={{ fontFamily: fontStack(font) }}>
                    {font}
                  </option>
                ))}
              </select>
            )}
          </Control>
          {range('fontSize', 'Font size', ' px')}
          <SelectControl label="Font weight" value={form.weight} options={form.weightOptions} onChange={(value) => setStyle('fontWeight', value)} name={(value) => `${WEIGHT_LABELS[value] ?? 'Weight'} (${value})`} />
          {range('maxWidth', 'Width', ' px')}
          {colour('Text colour', 'textColor')}
          {colour('Background colour', 'backgroundColor')}
          {colour('Border colour', 'borderColor')}
          <SelectControl label="Border style" value={draft.style.borderStyle as (typeof BORDER_STYLES)[number]} options={BORDER_STYLES} onChange={(value) => setStyle('borderStyle', value)} />
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
        {!form.isNew && (
          <button type="button" onClick={form.remove} className="btn bg-white px-4 py-2 text-pop-deep">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
            </svg>
            Delete Bubble
          </button>
        )}
        <div className="ml-auto flex gap-3">
          <button type="button" onClick={form.cancel} className="btn btn-plain px-4 py-2">
            Cancel
          </button>
          <button type="submit" className="btn btn-primary px-5 py-2">
            {form.isNew ? 'Add Bubble' : 'Save Changes'}
          </button>
        </div>
      </div>
    </form>
  );
}
