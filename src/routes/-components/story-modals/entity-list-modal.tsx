// The Characters and Locations list modals: the count, Add New, the entities in order of
// first appearance with their picture state and tools, and the character or location dialog over the list. While a
// picture is being drawn the story is re-read every 3 s so it appears by itself.
import { useT } from '../../../lib/i18n-react';
import { useEffect, useState } from 'react';
import { FormModal } from '../../../components/modal';
import { entityText, sortByFirstAppearance, type EntityData, type EntityKind } from '../../../lib/entities';
import type { StoryDetail } from '../../../lib/story-types';
import { EntityCard, useNow } from './entity-card';
import { EntityDialog } from './entity-dialog';
import { CastLibrary } from './cast-library';
import { useEntityActions, useEntityImagePolling } from './use-entity-actions';

export interface EntityListModalProps {
  kind: EntityKind;
  story: Pick<StoryDetail, '_id' | 'title' | 'description' | 'characters' | 'locations'>;
  open: boolean;
  onClose: () => void;
}

export function EntityListModal({ kind, story, open, onClose }: EntityListModalProps) {
  const t = useT();
  const text = entityText(kind);
  const entities = sortByFirstAppearance<EntityData>(kind === 'character' ? story.characters : story.locations);
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={text.many}
      description={t(`editor.entity.${kind}.count` as const, { n: entities.length })}
      width="max-w-2xl"
      tone={kind === 'character' ? 'bg-sun' : 'bg-mint/30'}
      sheet
      form={(setBusy) => <EntityList kind={kind} story={story} entities={entities} onBusyChange={setBusy} />}
    />
  );
}

function EntityList({
  kind,
  story,
  entities,
  onBusyChange,
}: {
  kind: EntityKind;
  story: EntityListModalProps['story'];
  entities: EntityData[];
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  const text = entityText(kind);
  const actions = useEntityActions(kind, story._id);
  const busy = [...actions.busy.values()].some((what) => what === 'delete' || what === 'upload');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const now = useNow();
  // The edited entity stays set while the dialog plays its closing animation.
  const [editing, setEditing] = useState<EntityData | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = (entity: EntityData | null) => {
    setEditing(entity);
    setDialogOpen(true);
  };
  useEntityImagePolling(story._id, entities, now, actions.busy);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{t('editor.entities.order')}</p>
        <button type="button" onClick={() => openDialog(null)} className="btn btn-sun px-4 py-2" data-autofocus="">
          <span aria-hidden="true">+</span> {t('editor.entities.addNew')}
        </button>
      </div>
      {entities.length === 0 ? (
        <p className="rounded-xl border-[3px] border-dashed border-ink/30 bg-paper/60 px-4 py-8 text-center text-lg font-bold text-ink-soft">
          {text.empty}
        </p>
      ) : (
        <ul aria-label={text.many} className="space-y-3">
          {entities.map((entity) => (
            <EntityCard key={entity._id} kind={kind} entity={entity} now={now} actions={actions} onEdit={openDialog} />
          ))}
        </ul>
      )}
      <CastLibrary kind={kind} storyId={story._id} inStory={entities} />
      <EntityDialog kind={kind} story={story} entity={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
