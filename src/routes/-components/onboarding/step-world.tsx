// Wizard step 3, 'Build Your World': the characters, the (optional) locations, and Generate From Your Story, which
// reads them out of the description and draws their pictures (at most 8 characters and 6 locations).
import { useT } from '../../../lib/i18n-react';
import { useState } from 'react';
import { ElapsedTimer, StatusList } from '../../../components/generation-loading';
import { Spinner } from '../../../components/spinner';
import { entityText, sortByFirstAppearance, type EntityData, type EntityKind } from '../../../lib/entities';
import { extractionSteps } from '../../../lib/onboarding';

import type { StoryDetail } from '../../../lib/story-types';
import { ENTITY_LIMITS, entityLimit } from '../../../shared/stories';
import { EntityCard, useNow } from '../story-modals/entity-card';
import { EntityDialog } from '../story-modals/entity-dialog';
import { useEntityActions, useEntityImagePolling } from '../story-modals/use-entity-actions';
import type { useEntityExtraction } from './use-entity-extraction';
import { Icon } from '../../../components/icons';

interface StepWorldProps {
  story: StoryDetail;
  description: string;
  extraction: ReturnType<typeof useEntityExtraction>;
}

export function StepWorld({ story, description, extraction }: StepWorldProps) {
  const t = useT();
  const [dialog, setDialog] = useState<{ kind: EntityKind; entity: EntityData | null; open: boolean }>({
    kind: 'character',
    entity: null,
    open: false,
  });
  const full = story.characters.length >= ENTITY_LIMITS.characters && story.locations.length >= ENTITY_LIMITS.locations;
  const open = (kind: EntityKind, entity: EntityData | null) => setDialog({ kind, entity, open: true });

  return (
    <div className="space-y-5">
      <div className="rounded-xl border-[3px] border-ink bg-sky-soft p-4 shadow-comic-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* The text keeps a readable width; on a phone the button wraps below it. */}
          <div className="min-w-0 flex-[1_1_16rem]">
            <p className="font-display text-2xl tracking-wide">{t('editor.wizard.generateFromStory')}</p>
            <p className="text-sm text-ink-soft">
              {t('editor.wizard.generateFromStoryText', {
                characters: ENTITY_LIMITS.characters,
                locations: ENTITY_LIMITS.locations,
              })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void extraction.extract(description)}
            disabled={extraction.busy || full}
            aria-busy={extraction.busy}
            className="btn btn-primary px-4 py-2"
          >
            {extraction.busy ? <Spinner className="size-4" /> : <Icon name="sparkles" />}
            {t(extraction.busy ? 'editor.wizard.generating' : 'editor.wizard.generateFromStory')}
          </button>
        </div>
        {!description.trim() && (
          <p className="mt-2 text-sm font-bold text-pop-deep">{t('editor.msg.entitiesNeedDescription')}</p>
        )}
        {full && <p className="mt-2 text-sm font-bold">{t('editor.wizard.worldFull')}</p>}
        {extraction.phase !== 'idle' && (
          <div className="mt-4 space-y-2" data-extraction-phase={extraction.phase}>
            <StatusList steps={extractionSteps(extraction.phase)} />
            {extraction.busy ? (
              <p className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
                <ElapsedTimer running={extraction.busy} />
                <span>{t('editor.msg.worldDuration')}</span>
              </p>
            ) : (
              extraction.created && (
                <p role="status" className="text-sm font-bold">
                  {extraction.created.characters || extraction.created.locations
                    ? t('editor.wizard.added', {
                        characters: extraction.created.characters,
                        locations: extraction.created.locations,
                      })
                    : t('editor.wizard.noneFound')}
                </p>
              )
            )}
          </div>
        )}
      </div>
      <EntitySection kind="character" story={story} onOpen={open} />
      <EntitySection kind="location" story={story} onOpen={open} optional />
      <EntityDialog
        kind={dialog.kind}
        story={story}
        entity={dialog.entity}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}

function EntitySection({
  kind,
  story,
  onOpen,
  optional = false,
}: {
  kind: EntityKind;
  story: StoryDetail;
  onOpen: (kind: EntityKind, entity: EntityData | null) => void;
  optional?: boolean;
}) {
  const t = useT();
  const text = entityText(kind);
  const entities = sortByFirstAppearance<EntityData>(kind === 'character' ? story.characters : story.locations);
  const actions = useEntityActions(kind, story._id);
  const now = useNow();
  const limit = entityLimit(kind);
  useEntityImagePolling(story._id, entities, now, actions.busy);
  return (
    <section aria-label={text.many}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-2xl">
          {text.many}{' '}
          <span className="font-sans text-base font-bold text-ink-soft">
            {t(optional ? 'editor.wizard.countOptional' : 'editor.wizard.count', { count: entities.length, limit })}
          </span>
        </h3>
        <button type="button" onClick={() => onOpen(kind, null)} className="btn btn-sun px-3 py-1.5 text-sm">
          <span aria-hidden="true">+</span> {text.add}
        </button>
      </div>
      {entities.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-ink/30 px-4 py-4 text-center text-ink-soft">
          {text.empty}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {entities.map((entity) => (
            <EntityCard
              key={entity._id}
              kind={kind}
              entity={entity}
              now={now}
              actions={actions}
              onEdit={(chosen) => onOpen(kind, chosen)}
              compact
            />
          ))}
        </ul>
      )}
    </section>
  );
}
