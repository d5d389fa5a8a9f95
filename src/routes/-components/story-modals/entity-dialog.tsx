// The character and location dialogs: 'Add Character' / 'Edit Character' (and the
// location versions). When adding, a Generate tab drafts the form from a short description, switches to Manual and
// starts the 1024x1024 picture from the drafted image prompt at once, so it is ready (or on its way) by Save. A hand-made
// entity gets its picture after the save, in the background. An entity made under 3 minutes ago without a picture shows
// a 'generating' placeholder, read live from the story so the picture replaces it when it arrives.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { useId, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { TabList, tabId, tabPanelId } from '../../../components/tab-list';
import { entityText, type EntityData } from '../../../lib/entities';
import { useEntityForm, type EntityFormInput, type EntityFormTab } from './use-entity-form';
import type { EntityPictureState } from './use-entity-pictures';

export interface EntityDialogProps extends Pick<EntityFormInput, 'kind' | 'story' | 'onClose' | 'onSaved'> {
  /** The entity to edit; none to add a new one. */
  entity?: EntityData | null;
  open: boolean;
}

export function EntityDialog({ kind, story, entity, open, onClose, onSaved }: EntityDialogProps) {
  const [busy, setBusy] = useState(false);
  const text = entityText(kind);
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={entity ? text.edit : text.add}
      width="max-w-xl"
      tone={kind === 'character' ? 'bg-sun' : 'bg-mint/30'}
      sheet
    >
      {open && (
        <EntityForm
          kind={kind}
          story={story}
          entity={entity ?? null}
          onBusyChange={setBusy}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

const TABS: { id: EntityFormTab; label: EditorId }[] = [
  { id: 'generate', label: 'editor.entities.generateTab' },
  { id: 'manual', label: 'editor.entities.manualTab' },
];

function EntityForm(props: EntityFormInput) {
  const t = useT();
  const { kind, entity, onClose } = props;
  const form = useEntityForm(props);
  const text = entityText(kind);
  const ids = useId();
  const cancel = (
    <button type="button" onClick={onClose} disabled={form.busy} className="btn btn-plain px-4 py-2">
      {t('editor.common.cancel')}
    </button>
  );

  return (
    <div className="space-y-4">
      {!entity && (
        <TabList
          idPrefix={ids}
          label={t(`editor.entity.${kind}.howToAdd` as const)}
          tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          selected={form.tab}
          onSelect={form.setTab}
          disabled={form.busy}
          className="grid-cols-2"
        />
      )}
      <div
        id={tabPanelId(ids)}
        role={entity ? undefined : 'tabpanel'}
        aria-labelledby={entity ? undefined : tabId(ids, form.tab)}
      >
        {form.tab === 'generate' ? (
          <form onSubmit={(event) => void form.generate(event)} noValidate className="space-y-3">
            <TextAreaField
              label={text.describe}
              value={form.brief}
              onValueChange={form.changeBrief}
              error={form.briefError}
              rows={4}
              maxChars={1000}
              placeholder={text.placeholder}
              hint={t('editor.entities.describeHint')}
              data-autofocus=""
            />
            <div className="flex justify-end gap-3">
              {cancel}
              <button type="submit" disabled={form.busy} aria-busy={form.drafting} className="btn btn-sun px-5 py-2">
                {form.drafting ? <Spinner className="size-4" /> : <Icon name="sparkles" />}
                {form.drafting ? t('editor.entities.generating') : t(`editor.entity.${kind}.generateOne` as const)}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={(event) => void form.save(event)} noValidate className="space-y-3">
            <EntityPicture {...form.picture} />
            <TextField
              label={t('editor.entities.name')}
              value={form.values.name}
              onValueChange={(value) => form.setField('name', value)}
              error={form.errors.name}
              maxChars={100}
              data-autofocus=""
            />
            <TextField
              label={t(kind === 'location' ? 'editor.entities.altName' : 'editor.entities.titleOptional')}
              value={form.values.title}
              onValueChange={(value) => form.setField('title', value)}
              error={form.errors.title}
              maxChars={200}
              placeholder={t(
                kind === 'location' ? 'editor.entities.altNamePlaceholder' : 'editor.entities.titlePlaceholder',
              )}
            />
            <TextAreaField
              label={t('editor.common.description')}
              value={form.values.description}
              onValueChange={(value) => form.setField('description', value)}
              error={form.errors.description}
              rows={4}
              counterMax={1000}
            />
            <TextAreaField
              label={t('editor.entities.imagePrompt')}
              value={form.values.imagePrompt}
              onValueChange={(value) => form.setField('imagePrompt', value)}
              error={form.errors.imagePrompt}
              rows={3}
              counterMax={1000}
              hint={form.drafted ? t('editor.entities.imagePromptHintEdit') : t('editor.entities.imagePromptHint')}
            />
            <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
              {cancel}
              <button type="submit" disabled={form.busy} aria-busy={form.saving} className="btn btn-primary px-5 py-2">
                {form.saving && <Spinner className="size-4" />}
                {entity ? t('editor.entities.saveChanges') : t(`editor.entity.${kind}.create` as const)}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/** The picture above the form: the entity's (or the drafted) picture, or a placeholder while it is drawn. */
function EntityPicture({ name, state, url }: { name: string; state: EntityPictureState; url: string | null }) {
  const t = useT();
  const frame = 'mx-auto size-28 rounded-xl border-[3px] border-ink shadow-comic-sm';
  if (state === 'present' && url) return <img src={url} alt={name} className={`${frame} object-cover`} />;
  if (state !== 'generating') return null;
  return (
    <div
      role="img"
      aria-label={
        name ? t('editor.entities.generatingImageOf', { name }) : t('editor.entities.generatingImageOfPicture')
      }
      className={`${frame} grid place-items-center bg-sky-soft`}
    >
      <div className="flex flex-col items-center gap-1 text-sky">
        <Spinner className="size-6" />
        <span className="text-xs font-bold">{t('editor.entities.generating')}</span>
      </div>
    </div>
  );
}
