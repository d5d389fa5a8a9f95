// An art style choice: the six preset cards, or (switched on) a custom style text. Used by the wizard's style step and
// the 'Choose Art Style' dialog, which differ only in their labels.
import { useT } from '../lib/i18n-react';
import type { StyleChoice } from '../lib/art-styles';
import { ArtStyleGrid } from './art-style-grid';
import { TextAreaField } from './form-fields';
import { Switch } from './switch';

interface ArtStylePickerProps {
  choice: StyleChoice;
  onChange: (choice: StyleChoice) => void;
  /** The switch's label ('Custom Style', 'Use Custom Prompt'). */
  customSwitchLabel: string;
  customFieldLabel: string;
  customPlaceholder: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

export function ArtStylePicker({
  choice,
  onChange,
  customSwitchLabel,
  customFieldLabel,
  customPlaceholder,
  error,
  hint,
  disabled = false,
}: ArtStylePickerProps) {
  const t = useT();
  return (
    <div className="space-y-4">
      <ArtStyleGrid
        label={t('editor.art.presets')}
        selected={choice.useCustom ? null : choice.preset}
        onSelect={(preset) => onChange({ ...choice, preset: preset.id, useCustom: false })}
        disabled={disabled}
      />
      <div className="rounded-xl border-2 border-dashed border-ink/30 bg-paper/60 p-3">
        <Switch
          checked={choice.useCustom}
          onChange={(useCustom) => onChange({ ...choice, useCustom })}
          label={customSwitchLabel}
          disabled={disabled}
        />
        {choice.useCustom && (
          <TextAreaField
            className="mt-3"
            label={customFieldLabel}
            value={choice.custom}
            onValueChange={(custom) => onChange({ ...choice, custom })}
            error={error}
            hint={choice.custom.trim() ? undefined : hint}
            rows={3}
            maxChars={2000}
            disabled={disabled}
            placeholder={customPlaceholder}
            data-autofocus=""
          />
        )}
      </div>
    </div>
  );
}
