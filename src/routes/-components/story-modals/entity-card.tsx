// One character or location with its picture state (none, generating, present) and its tools: Generate / Regenerate,
// Edit, Upload (once a picture exists) and a two-step Delete that shows why a used entity cannot go.
import { formatLocale } from '../../../lib/i18n';
import { T, useT } from '../../../lib/i18n-react';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { entityImageState, type EntityData, type EntityKind } from '../../../lib/entities';
import { UPLOAD_ACCEPT } from '../../../shared/upload';
import type { EntityBusy, useEntityActions } from './use-entity-actions';
import { Icon } from '../../../components/icons';

/** The current time, ticking every `everyMs`, so 'generating' placeholders expire after 3 minutes. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface EntityCardProps {
  kind: EntityKind;
  entity: EntityData;
  now: number;
  actions: ReturnType<typeof useEntityActions>;
  onEdit: (entity: EntityData) => void;
  /** A smaller card without the description (the wizard's world step). */
  compact?: boolean;
}

export function EntityCard({ kind, entity, now, actions, onEdit, compact = false }: EntityCardProps) {
  const t = useT();
  const busy: EntityBusy | undefined = actions.busy.get(entity._id);
  const state = busy === 'image' ? 'generating' : entityImageState(entity, now);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const uploadId = useId();

  async function confirmDelete() {
    const result = await actions.remove(entity);
    if (!result.ok) setRefusal(result.message);
    setConfirming(false);
  }

  return (
    <li data-entity={entity._id} className="flex gap-3 rounded-xl border-[3px] border-ink bg-white p-3 shadow-comic-sm">
      <div
        className={`relative shrink-0 overflow-hidden rounded-lg border-2 border-ink bg-paper-deep ${compact ? 'size-16' : 'size-24'}`}
      >
        {state === 'present' ? (
          <img src={entity.primaryImageUrl!} alt={`${entity.name}`} className="size-full object-cover" />
        ) : state === 'generating' ? (
          <div
            role="img"
            aria-label={t('editor.entities.generatingImageOf', { name: entity.name })}
            className="grid size-full place-items-center bg-sky-soft"
          >
            <Spinner className="size-6 text-sky" />
            <span className="sr-only">{t('editor.entities.generatingImage')}</span>
          </div>
        ) : (
          <div
            role="img"
            aria-label={t('editor.entities.noImage', { name: entity.name })}
            className="halftone grid size-full place-items-center text-ink/15"
          >
            <Icon name={kind === 'character' ? 'person' : 'place'} className="size-8 text-ink/70" />
          </div>
        )}
        {busy === 'upload' && (
          <div className="absolute inset-0 grid place-items-center bg-white/80">
            <Spinner className="size-5" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p dir="auto" className="truncate text-lg leading-tight font-bold">
          {entity.name}
        </p>
        {entity.title && (
          <p dir="auto" className="truncate text-sm text-ink-soft">
            {entity.title}
          </p>
        )}
        {!compact && (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm">
            {entity.description}
          </p>
        )}
        {state === 'generating' && (
          <p className="mt-1 text-xs font-bold text-sky">{t('editor.entities.generatingImage')}</p>
        )}
        {refusal && (
          <p
            role="alert"
            className="mt-1 rounded-lg border-2 border-pop-deep/40 bg-[#ffe6e8] px-2 py-1 text-xs font-bold text-pop-deep"
          >
            {refusal}
          </p>
        )}
        {confirming ? (
          <div
            role="group"
            aria-label={t('editor.entities.confirmDeleting', { name: entity.name })}
            className="mt-2 flex flex-wrap items-center gap-2 rounded-lg border-2 border-dashed border-pop-deep bg-[#ffe6e8] p-2"
          >
            <p className="w-full text-xs font-bold text-pop-deep">
              <T
                id={`editor.entity.${kind}.deleteConfirm` as const}
                values={{ name: entity.name }}
                components={{ 0: <bdi /> }}
              />
            </p>
            <button
              type="button"
              onClick={() => void confirmDelete()}
              disabled={busy === 'delete'}
              aria-busy={busy === 'delete'}
              className="btn btn-primary px-3 py-1 text-sm"
            >
              {busy === 'delete' && <Spinner className="size-4" />}
              {t('editor.entities.confirmDelete')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={busy === 'delete'}
              className="btn btn-plain px-3 py-1 text-sm"
            >
              {t('editor.common.cancel')}
            </button>
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap gap-1.5">
            <button
              type="button"
              onClick={() => void actions.drawImage(entity)}
              disabled={Boolean(busy) || state === 'generating'}
              aria-label={t(
                state === 'present' ? 'editor.entities.regenerateImageOf' : 'editor.entities.generateImageOf',
                { name: entity.name },
              )}
              className="btn btn-plain px-2.5 py-1 text-xs"
            >
              <Icon name="refresh" className="size-3.5" />{' '}
              {t(state === 'present' ? 'editor.entities.regenerate' : 'editor.entities.generateImage')}
            </button>
            <button
              type="button"
              onClick={() => onEdit(entity)}
              disabled={Boolean(busy)}
              aria-label={t('editor.entities.editNamed', { name: entity.name })}
              className="btn btn-plain px-2.5 py-1 text-xs"
            >
              {t('editor.common.edit')}
            </button>
            {state === 'present' && (
              <label
                htmlFor={uploadId}
                className={`btn btn-plain cursor-pointer px-2.5 py-1 text-xs has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ${busy ? 'pointer-events-none opacity-60' : ''}`}
              >
                {t('editor.entities.upload')}
                <span className="sr-only">{t('editor.entities.uploadOf', { name: entity.name })}</span>
                <input
                  id={uploadId}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  disabled={Boolean(busy)}
                  className="sr-only"
                  onChange={(event) => {
                    void actions.uploadFor(entity, event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
            )}
            <button
              type="button"
              onClick={() => {
                // Used in scenes: say why at once instead of asking to confirm a deletion the server will refuse.
                const used = entity.usedInScenes ?? [];
                if (used.length) {
                  setRefusal(
                    t('editor.entities.inUse', {
                      n: used.length,
                      name: entity.name,
                      scenes: new Intl.ListFormat(formatLocale(), { type: 'unit', style: 'narrow' }).format(
                        used.map(String),
                      ),
                    }),
                  );
                  return;
                }
                setRefusal('');
                setConfirming(true);
              }}
              disabled={Boolean(busy)}
              aria-label={t('editor.entities.deleteNamed', { name: entity.name })}
              className="btn btn-plain px-2.5 py-1 text-xs text-pop-deep"
            >
              {t('editor.entities.delete')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
