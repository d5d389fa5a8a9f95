// The character and location dialogs (spec 02 sections 2, 4, 5 and 8): 'Add Character' / 'Edit Character' (and the
// location versions). When adding, a Generate tab drafts the form from a short description, switches to Manual and
// starts the 1024x1024 picture from the drafted image prompt at once, so it is ready (or on its way) by Save. A hand-made
// entity gets its picture after the save, in the background. An entity made under 3 minutes ago without a picture shows
// a 'generating' placeholder, read live from the story so the picture replaces it when it arrives.
import { useId, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { TabList, tabId, tabPanelId } from '../../../components/tab-list';
import { ENTITY_TEXT, type EntityData } from '../../../lib/entities';
import { useEntityForm, type EntityFormInput, type EntityFormTab } from './use-entity-form';
import type { EntityPictureState } from './use-entity-pictures';

export interface EntityDialogProps extends Pick<EntityFormInput, 'kind' | 'story' | 'onClose' | 'onSaved'> {
  /** The entity to edit; none to add a new one. */
  entity?: EntityData | null;
  open: boolean;
}

export function EntityDialog({ kind, story, entity, open, onClose, onSaved }: EntityDialogProps) {
  const [busy, setBusy] = useState(false);
  const text = ENTITY_TEXT[kind];
  return (
    <Modal open={open} onClose={onClose} busy={busy} title={entity ? text.edit : text.add} width="max-w-xl" tone={kind === 'character' ? 'bg-sun' : 'bg-mint/30'} sheet>
      {open && <EntityForm kind={kind} story={story} entity={entity ?? null} onBusyChange={setBusy} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

const TABS: { id: EntityFormTab; label: string }[] = [
  { id: 'generate', label: 'Generate' },
  { id: 'manual', label: 'Manual' },
];

function EntityForm(props: EntityFormInput) {
  const { kind, entity, onClose } = props;
  const form = useEntityForm(props);
  const text = ENTITY_TEXT[kind];
  const ids = useId();
  const cancel = (
    <button type="button" onClick={onClose} disabled={form.busy} className="btn btn-plain px-4 py-2">
      Cancel
    </button>
  );

  return (
    <div className="space-y-4">
      {!entity && <TabList idPrefix={ids} label={`How to add a ${kind}`} tabs={TABS} selected={form.tab} onSelect={form.setTab} disabled={form.busy} className="grid-cols-2" />}
      <div id={tabPanelId(ids)} role={entity ? undefined : 'tabpanel'} aria-labelledby={entity ? undefined : tabId(ids, form.tab)}>
        {form.tab === 'generate' ? (
          <form onSubmit={form.generate} noValidate className="space-y-3">
            <TextAreaField
              label={text.describe}
              value={form.brief}
              onValueChange={form.changeBrief}
              error={form.briefError}
              rows={4}
              maxChars={1000}
              placeholder={text.placeholder}
              hint="A sentence or two is enough: the AI fills in the name, description and image prompt."
              data-autofocus=""
            />
            <div className="flex justify-end gap-3">
              {cancel}
              <button type="submit" disabled={form.busy} aria-busy={form.drafting} className="btn btn-sun px-5 py-2">
                {form.drafting ? <Spinner className="size-4" /> : <Icon name="sparkles" />}
                {form.drafting ? 'Generating...' : `Generate ${text.one}`}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={form.save} noValidate className="space-y-3">
            <EntityPicture {...form.picture} />
            <TextField label="Name" value={form.values.name} onValueChange={(value) => form.setField('name', value)} error={form.errors.name} maxChars={100} data-autofocus="" />
            <TextField
              label={kind === 'location' ? 'Alternative name (optional)' : 'Title (optional)'}
              value={form.values.title}
              onValueChange={(value) => form.setField('title', value)}
              error={form.errors.title}
              maxChars={200}
              placeholder={kind === 'location' ? 'The Old Light' : 'Keeper of the North Light'}
            />
            <TextAreaField label="Description" value={form.values.description} onValueChange={(value) => form.setField('description', value)} error={form.errors.description} rows={4} counterMax={1000} />
            <TextAreaField
              label="Image prompt"
              value={form.values.imagePrompt}
              onValueChange={(value) => form.setField('imagePrompt', value)}
              error={form.errors.imagePrompt}
              rows={3}
              counterMax={1000}
              hint={
                form.drafted
                  ? 'What the picture should show. The picture above follows the drafted prompt; change it and a new one is drawn after you save.'
                  : 'What the picture should show. It is drawn after you save.'
              }
            />
            <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
              {cancel}
              <button type="submit" disabled={form.busy} aria-busy={form.saving} className="btn btn-primary px-5 py-2">
                {form.saving && <Spinner className="size-4" />}
                {entity ? 'Save Changes' : `Create ${text.one}`}
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
  const frame = 'mx-auto size-28 rounded-xl border-[3px] border-ink shadow-comic-sm';
  if (state === 'present' && url) return <img src={url} alt={name} className={`${frame} object-cover`} />;
  if (state !== 'generating') return null;
  return (
    <div role="img" aria-label={`Generating image of ${name || 'the picture'}`} className={`${frame} grid place-items-center bg-sky-soft`}>
      <div className="flex flex-col items-center gap-1 text-sky">
        <Spinner className="size-6" />
        <span className="text-xs font-bold">Generating...</span>
      </div>
    </div>
  );
}
