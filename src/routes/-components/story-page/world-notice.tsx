// The notice 'Your Story World Just Grew!': the scene's new characters and locations, with
// the new-entity sound 300 ms after it appears.
import { useT } from '../../../lib/i18n-react';
import type { EditorId } from '../../../lib/i18n';
import { useEffect } from 'react';
import { Modal } from '../../../components/modal';
import type { EntityKind } from '../../../lib/entities';
import { playSound } from '../../../lib/sound';
import type { NewEntity, WorldNotice } from './use-scene-generation';

export const NEW_ENTITY_SOUND_DELAY_MS = 300;

interface WorldGrewNoticeProps {
  notice: WorldNotice | null;
  onClose: () => void;
  /** Opens the character or location editor over the notice. */
  onEdit: (kind: EntityKind, entityId: string) => void;
}

/** The notice's lists, characters first. */
const LISTS = [
  { kind: 'character', heading: 'editor.world.newCharacters' },
  { kind: 'location', heading: 'editor.world.newLocations' },
] as const satisfies readonly { kind: EntityKind; heading: EditorId }[];

export function WorldGrewNotice({ notice, onClose, onEdit }: WorldGrewNoticeProps) {
  const t = useT();
  const open = Boolean(notice);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => playSound('newEntity'), NEW_ENTITY_SOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={t('editor.world.title')} tone="bg-mint/30" width="max-w-lg">
      {notice && (
        <div className="space-y-5">
          <p className="text-ink-soft">{t('editor.world.text')}</p>
          {LISTS.map(({ kind, heading }) => {
            const entities = kind === 'character' ? notice.characters : notice.locations;
            return entities.length > 0 ? (
              <EntityList key={kind} heading={t(heading)} kind={kind} entities={entities} onEdit={onEdit} />
            ) : null;
          })}
          <div className="flex justify-end border-t-2 border-dashed border-ink/20 pt-4">
            <button type="button" onClick={onClose} data-autofocus="" className="btn btn-primary">
              {t('editor.world.gotIt')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function EntityList({
  heading,
  kind,
  entities,
  onEdit,
}: {
  heading: string;
  kind: EntityKind;
  entities: NewEntity[];
  onEdit: WorldGrewNoticeProps['onEdit'];
}) {
  const t = useT();
  return (
    <section>
      <h3 className="text-2xl">{heading}</h3>
      <ul className="mt-2 space-y-2">
        {entities.map((entity) => (
          <li
            key={entity._id}
            className="flex items-center gap-3 rounded-xl border-2 border-ink bg-white px-3 py-2 shadow-comic-sm"
          >
            {entity.primaryImageUrl ? (
              <img
                src={entity.primaryImageUrl}
                alt=""
                className="size-11 shrink-0 rounded-lg border-2 border-ink object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className={`grid size-11 shrink-0 place-items-center rounded-lg border-2 border-ink font-display text-2xl ${kind === 'character' ? 'bg-sun' : 'bg-sky-soft'}`}
              >
                {entity.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block truncate font-bold">
                {entity.name}
              </span>
              {entity.title && (
                <span dir="auto" className="block truncate text-sm text-ink-soft">
                  {entity.title}
                </span>
              )}
            </span>
            <button
              type="button"
              onClick={() => onEdit(kind, entity._id)}
              aria-label={t('editor.world.editNamed', { name: entity.name })}
              className="btn btn-plain px-3 py-1 text-sm"
            >
              {t('editor.common.edit')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
