// The text bubble editor: text, a preset, every style control in an Advanced section
// with its range, a live preview drawn by the reader's renderer, and Delete Bubble / Cancel / Add Bubble or Save Changes.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { Modal } from '../../../components/modal';
import { BUBBLE_PRESETS, presetById } from '../../../editor/bubble-presets';
import { fontStack } from '../../../shared/bubble-style';
import { charLimit } from '../../../lib/char-limit';
import { graphemeCount } from '../../../shared/text';
import {
  BORDER_STYLES,
  BUBBLE_FONTS,
  BUBBLE_RANGES,
  BUBBLE_SHAPES,
  BUBBLE_TYPES,
  TAIL_DIRECTIONS,
  WRITING_MODES,
  type BubbleFont,
} from '../../../shared/bubbles';
import { BubblePreview, ColourControl, Control, RangeControl, SelectControl } from './bubble-controls';
import { useStoryEditor, type BubbleEditorTarget } from './story-editor';
import { MAX_BUBBLE_TEXT, useBubbleForm, type TailChoice } from './use-bubble-form';
import { LineIcon } from '../../../components/icons';

const TAIL_CHOICES: readonly TailChoice[] = ['tip', ...TAIL_DIRECTIONS];

const WEIGHT_LABELS: Record<number, EditorId> = {
  300: 'editor.bubble.weightLight',
  400: 'editor.bubble.weightRegular',
  700: 'editor.bubble.weightBold',
  900: 'editor.bubble.weightBlack',
};
const PRESET_IDS = BUBBLE_PRESETS.map((preset) => preset.id);

/** Mounted by the story page once; opens for whatever `editing` names. */
export function BubbleEditor() {
  const t = useT();
  const editor = useStoryEditor();
  const target = editor.editing;
  return (
    <Modal
      open={Boolean(target)}
      onClose={editor.closeBubbleEditor}
      title={t(target?.bubbleId ? 'editor.bubble.editTitle' : 'editor.bubble.createTitle')}
      width="max-w-2xl"
      tone="bg-sky-soft"
    >
      {target && (
        <BubbleForm
          key={`${target.panel.sceneId}:${target.panel.panelNumber}:${target.bubbleId ?? 'new'}`}
          target={target}
        />
      )}
    </Modal>
  );
}

function BubbleForm({ target }: { target: BubbleEditorTarget }) {
  const t = useT();
  const form = useBubbleForm(target);
  const { draft, setStyle } = form;
  const range = (key: keyof typeof BUBBLE_RANGES, label: string, unit = '') => (
    <RangeControl
      label={label}
      limits={BUBBLE_RANGES[key]}
      value={draft.style[key] as number}
      onChange={(value) => setStyle(key, value)}
      unit={unit}
      digits={key === 'opacity' ? 2 : undefined}
    />
  );
  const colour = (label: string, key: 'textColor' | 'backgroundColor' | 'borderColor') => (
    <ColourControl label={label} value={draft.style[key]} onChange={(value) => setStyle(key, value)} />
  );

  return (
    <form onSubmit={form.save} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_15rem]">
        <div className="space-y-4">
          <Control label={t('editor.bubble.text')} hint={`${graphemeCount(draft.text)}/${MAX_BUBBLE_TEXT}`}>
            {(id) => (
              <textarea
                id={id}
                data-autofocus=""
                rows={3}
                dir="auto"
                value={draft.text}
                placeholder={t('editor.bubble.placeholder')}
                {...charLimit(MAX_BUBBLE_TEXT, draft.text, form.setText)}
                className="field-input resize-y"
              />
            )}
          </Control>
          <SelectControl
            label={t('editor.bubble.preset')}
            value={draft.preset}
            options={PRESET_IDS}
            onChange={form.choosePreset}
            name={(id) => t(`editor.bubble.opt.${presetById(id).id}` as EditorId)}
          />
        </div>
        <BubblePreview draft={draft} aspectRatio={form.aspectRatio} />
      </div>

      <details className="group rounded-xl border-[3px] border-ink bg-paper open:bg-paper/60">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-2.5 font-display text-xl tracking-wide">
          {t('editor.bubble.advanced')}
          <LineIcon className="size-5 transition group-open:rotate-180" viewBox="0 0 20 20" strokeWidth="3">
            <path d="m5 8 5 5 5-5" />
          </LineIcon>
        </summary>
        <div className="grid gap-4 border-t-2 border-dashed border-ink/25 px-4 py-4 sm:grid-cols-2">
          <SelectControl
            label={t('editor.bubble.type')}
            value={draft.type}
            options={BUBBLE_TYPES}
            onChange={form.setType}
          />
          <SelectControl
            label={t('editor.bubble.shape')}
            value={draft.style.bubbleShape}
            options={BUBBLE_SHAPES}
            onChange={(value) => setStyle('bubbleShape', value)}
          />
          <SelectControl
            label={t('editor.bubble.tail')}
            value={form.tailChoice}
            options={TAIL_CHOICES}
            onChange={form.chooseTail}
          />
          <SelectControl
            label={t('editor.bubble.writingMode')}
            value={draft.writingMode}
            options={WRITING_MODES}
            onChange={form.setWritingMode}
          />
          {range('tailSize', t('editor.bubble.tailSize'), ' px')}
          <Control label={t('editor.bubble.font')}>
            {(id) => (
              <select
                id={id}
                value={draft.style.fontFamily}
                onChange={(event) => form.chooseFont(event.target.value as BubbleFont)}
                className="field-input py-2"
                style={{ fontFamily: fontStack(draft.style.fontFamily) }}
              >
                {BUBBLE_FONTS.map((font) => (
                  <option key={font} value={font} style={{ fontFamily: fontStack(font) }}>
                    {font}
                  </option>
                ))}
              </select>
            )}
          </Control>
          {range('fontSize', t('editor.bubble.fontSize'), ' px')}
          <SelectControl
            label={t('editor.bubble.fontWeight')}
            value={form.weight}
            options={form.weightOptions}
            onChange={(value) => setStyle('fontWeight', value)}
            name={(value) =>
              t('editor.bubble.weightName', { name: t(WEIGHT_LABELS[value] ?? 'editor.bubble.weight'), value })
            }
          />
          {range('maxWidth', t('editor.bubble.width'), ' px')}
          {colour(t('editor.bubble.textColour'), 'textColor')}
          {colour(t('editor.bubble.backgroundColour'), 'backgroundColor')}
          {colour(t('editor.bubble.borderColour'), 'borderColor')}
          <SelectControl
            label={t('editor.bubble.borderStyle')}
            value={draft.style.borderStyle}
            options={BORDER_STYLES}
            onChange={(value) => setStyle('borderStyle', value)}
          />
          {range('borderWidth', t('editor.bubble.borderWidth'), ' px')}
          {range('padding', t('editor.bubble.padding'), ' px')}
          {range('opacity', t('editor.bubble.opacity'))}
          <label className="flex items-center gap-3 self-end pb-2 font-bold">
            <input
              type="checkbox"
              checked={draft.style.shadow}
              onChange={(event) => setStyle('shadow', event.target.checked)}
              className="size-5 accent-pop"
            />
            {t('editor.bubble.shadow')}
          </label>
        </div>
      </details>

      <div className="flex flex-wrap items-center gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        {!form.isNew && (
          <button type="button" onClick={form.remove} className="btn bg-white px-4 py-2 text-pop-deep">
            <LineIcon className="size-4" viewBox="0 0 20 20">
              <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
            </LineIcon>
            {t('editor.bubble.delete')}
          </button>
        )}
        <div className="ms-auto flex gap-3">
          <button type="button" onClick={form.cancel} className="btn btn-plain px-4 py-2">
            {t('editor.common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary px-5 py-2">
            {t(form.isNew ? 'editor.bubble.add' : 'editor.bubble.saveChanges')}
          </button>
        </div>
      </div>
    </form>
  );
}
