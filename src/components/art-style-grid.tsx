// The six art style preset cards (name, sample picture, description), shared by the wizard's style step and the art
// style dialog. Native radio buttons underneath, so arrows move the choice and screen readers announce it.
import { useT } from '../lib/i18n-react';
import { useId } from 'react';
import { ART_STYLE_PRESETS, type ArtStyleId, type ArtStylePreset } from '../lib/art-styles';
import { ArtStyleArt } from './art-style-art';

interface ArtStyleGridProps {
  /** The chosen preset, or null when a custom style is used. */
  selected: ArtStyleId | null;
  onSelect: (preset: ArtStylePreset) => void;
  label: string;
  disabled?: boolean;
}

export function ArtStyleGrid({ selected, onSelect, label, disabled = false }: ArtStyleGridProps) {
  const name = useId();
  const t = useT();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ART_STYLE_PRESETS.map((preset) => {
          const checked = preset.id === selected;
          return (
            <label
              key={preset.id}
              data-art-style={preset.id}
              className={`group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-[3px] bg-white transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky ${
                checked
                  ? 'border-ink shadow-comic ring-4 ring-sun'
                  : 'border-ink/70 shadow-comic-sm hover:-translate-y-0.5 hover:border-ink'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={preset.id}
                checked={checked}
                onChange={() => onSelect(preset)}
                className="sr-only"
              />
              <span
                className={`relative block aspect-[3/2] border-b-[3px] border-ink bg-linear-to-br ${preset.gradient}`}
              >
                <ArtStyleArt style={preset.id} className="absolute inset-0 size-full" />
                {checked && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full border-2 border-ink bg-sun text-sm font-bold shadow-comic-sm"
                  >
                    ✓
                  </span>
                )}
              </span>
              <span className="flex flex-1 flex-col gap-0.5 px-2.5 py-2">
                <span className="font-display text-lg leading-tight tracking-wide">
                  {t(`editor.art.${preset.id}.name`)}
                </span>
                <span className="text-xs leading-snug text-ink-soft">{t(`editor.art.${preset.id}.description`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
