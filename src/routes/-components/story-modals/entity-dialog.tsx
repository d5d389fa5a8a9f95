// The character and location dialogs (spec 02 sections 2, 4, 5 and 8): 'Add Character' / 'Edit Character' (and the
// location versions). When adding, a Generate tab drafts the form from a short description, switches to Manual and
// starts the 1024x1024 picture from the drafted image prompt at once, so it is ready (or on its way) by Save. A hand-made
// entity gets its picture after the save, in the background. An entity made under 3 minutes ago without a picture shows
// a 'generating' placeholder, read live from the story so the picture replaces it when it arrives.
import { settleWith } from '../../../lib/picture-job';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/errors';
import {
  ENTITY_IMAGE_SIZE,
  ENTITY_TEXT,
  entityFormErrors,
  entityImageState,
  formFromProfile,
  fromDescriptionProblem,
  type EntityData,
  type EntityFormValues,
  type EntityKind,
} from '../../../lib/entities';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useRefreshStory } from './use-story-refresh';
import { Icon } from '../../../components/icons';
import { useNow } from './entity-card';
import { useEntityImagePolling } from './use-entity-actions';

export interface EntityDialogProps {
  kind: EntityKind;
  story: Pick<StoryDetail, '_id' | 'title' | 'description'>;
  /** The entity to edit; none to add a new one. */
  entity?: EntityData | null;
  open: boolean;
  onClose: () => void;
  /** After a save, with the saved entity (its picture may still be on the way). */
  onSaved?: (entity: EntityData) => void;
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

type Tab = 'generate' | 'manual';

interface EntityFormProps {
  kind: EntityKind;
  story: EntityDialogProps['story'];
  entity: EntityData | null;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
  onSaved?: (entity: EntityData) => void;
}

const emptyForm: EntityFormValues = { name: '', title: '', description: '', imagePrompt: '' };

/** The picture started right after the Generate tab filled the form; `url` null while drawing or after a failure. */
interface DraftImage {
  prompt: string;
  status: 'drawing' | 'ready' | 'failed';
  url: string | null;
  pending: Promise<string | null>;
}

const noBusyIds: ReadonlyMap<string, unknown> = new Map();

/** The edited entity as the story now has it (its picture may have arrived since the dialog opened). */
function useLiveEntity(kind: EntityKind, storyId: string, entity: EntityData | null): EntityData | null {
  const trpc = useTRPC();
  const story = useQuery({ ...trpc.stories.byId.queryOptions({ id: storyId }), enabled: Boolean(entity) });
  if (!entity) return null;
  const list: EntityData[] = (kind === 'character' ? story.data?.data.characters : story.data?.data.locations) ?? [];
  return list.find((item) => item._id === entity._id) ?? entity;
}

function EntityForm({ kind, story, entity, onBusyChange, onClose, onSaved }: EntityFormProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  const text = ENTITY_TEXT[kind];
  const [tab, setTab] = useState<Tab>(entity ? 'manual' : 'generate');
  const [brief, setBrief] = useState('');
  const [briefError, setBriefError] = useState('');
  const [values, setValues] = useState<EntityFormValues>(() => (entity ? formFromProfile(entity) : emptyForm));
  const [errors, setErrors] = useState<Partial<Record<keyof EntityFormValues, string>>>({});
  const ids = useId();
  const live = useLiveEntity(kind, story._id, entity);
  const now = useNow(5000);
  useEntityImagePolling(story._id, live ? [live] : [], now, noBusyIds);
  const [draftImage, setDraftImage] = useState<DraftImage | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const draft = useMutation(kind === 'character' ? trpc.ai.characterFromDescription.mutationOptions() : trpc.ai.locationFromDescription.mutationOptions());
  const [saving, setSaving] = useState(false);
  const busy = draft.isPending || saving;

  function setField(name: keyof EntityFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    const problem = fromDescriptionProblem(kind, brief);
    setBriefError(problem);
    if (problem) return;
    onBusyChange(true);
    try {
      const result = await draft.mutateAsync({
        description: brief.trim(),
        storyId: story._id,
        context: { storyTitle: story.title, storyDescription: story.description },
      });
      const drafted = formFromProfile(result.data);
      setValues(drafted);
      setErrors({});
      setTab('manual');
      toast.success(`${text.one} drafted! Check the details, then save.`);
      if (drafted.imagePrompt.trim()) drawDraftImage(drafted.imagePrompt.trim());
    } catch {
      toast.error(text.generateFailed);
    } finally {
      onBusyChange(false);
    }
  }

  /** The drafted profile's picture, 1024x1024, drawn while the author reads the form. */
  function drawDraftImage(prompt: string) {
    const pending = client.ai.generateImage
      .mutate({ prompt, ...ENTITY_IMAGE_SIZE, storyId: story._id, isRefineMode: false })
      .then(settleWith(client))
      .catch(() => null);
    setDraftImage({ prompt, status: 'drawing', url: null, pending });
    void pending.then((url) => {
      if (alive.current) setDraftImage((current) => (current?.pending === pending ? { ...current, status: url ? 'ready' : 'failed', url } : current));
    });
  }

  /** A save made while the drafted picture is still drawing: it is put on the entity when it arrives. */
  function attachDraftImage(saved: EntityData, pending: Promise<string | null>) {
    void pending
      .then(async (url) => {
        if (!url) throw new Error('no picture');
        const changes = { id: saved._id, primaryImageUrl: url };
        if (kind === 'character') await client.characters.update.mutate(changes);
        else await client.locations.update.mutate(changes);
      })
      .catch(() => toast.error(text.imageFailed, 'error', { durationMs: 6000 }))
      .finally(() => void refresh());
  }

  /** The picture is drawn after the dialog closes; the lists show a 'generating' placeholder meanwhile. */
  function drawInBackground(saved: EntityData) {
    const request = (
      kind === 'character' ? client.ai.generateCharacterImage.mutate({ characterId: saved._id }) : client.ai.generateLocationImage.mutate({ locationId: saved._id })
    ).then(settleWith(client));
    void request
      .catch(() => toast.error(text.imageFailed, 'error', { durationMs: 6000 }))
      .finally(() => void refresh());
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found = entityFormErrors(kind, values);
    if (found) {
      setErrors(found);
      return;
    }
    setSaving(true);
    onBusyChange(true);
    try {
      const fields = {
        name: values.name.trim(),
        title: values.title.trim(),
        description: values.description.trim(),
        imagePrompt: values.imagePrompt.trim(),
      };
      // The drafted picture counts only while the image prompt is the one it was drawn from.
      const draft = !entity && draftImage?.prompt === fields.imagePrompt && draftImage.status !== 'failed' ? draftImage : null;
      let saved: EntityData;
      if (entity) {
        const input = { id: entity._id, ...fields };
        saved = (kind === 'character' ? await client.characters.update.mutate(input) : await client.locations.update.mutate(input)).data;
      } else {
        const input = { storyId: story._id, ...fields, ...(draft?.url ? { primaryImageUrl: draft.url } : {}) };
        saved = (kind === 'character' ? await client.characters.create.mutate(input) : await client.locations.create.mutate(input)).data;
      }
      await refresh();
      toast.success(entity ? `${text.one} updated!` : `${text.one} created!`, 'saved');
      // A new entity, or one still without a picture, gets one (the drafted one when it is still on its way).
      if (draft?.status === 'drawing') attachDraftImage(saved, draft.pending);
      else if (!saved.primaryImageUrl) drawInBackground(saved);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const problem = describeError(error, `Failed to save ${kind}`);
      const fieldProblems: typeof errors = {};
      for (const name of ['name', 'title', 'description', 'imagePrompt'] as const) if (problem.fields[name]) fieldProblems[name] = problem.fields[name];
      // A duplicate name (409) belongs under the name.
      if (problem.status === 409) fieldProblems.name = problem.message;
      setErrors(fieldProblems);
      if (!Object.keys(fieldProblems).length) toast.error(problem.message);
    } finally {
      setSaving(false);
      onBusyChange(false);
    }
  }

  const tabs: { id: Tab; label: string }[] = [
    { id: 'generate', label: 'Generate' },
    { id: 'manual', label: 'Manual' },
  ];

  return (
    <div className="space-y-4">
      {!entity && (
        <div role="tablist" aria-label={`How to add a ${kind}`} className="grid grid-cols-2 gap-1 rounded-xl border-[3px] border-ink bg-paper-deep p-1">
          {tabs.map((item) => (
            <button
              key={item.id}
              id={`${ids}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              aria-controls={`${ids}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              disabled={busy}
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const next = tab === 'generate' ? 'manual' : 'generate';
                setTab(next);
                document.getElementById(`${ids}-tab-${next}`)?.focus();
              }}
              className={`rounded-lg py-1.5 font-bold transition ${tab === item.id ? 'border-2 border-ink bg-white shadow-comic-sm' : 'border-2 border-transparent text-ink-soft hover:bg-white/60'}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      <div id={`${ids}-panel`} role={entity ? undefined : 'tabpanel'} aria-labelledby={entity ? undefined : `${ids}-tab-${tab}`}>
        {tab === 'generate' ? (
          <form onSubmit={generate} noValidate className="space-y-3">
            <TextAreaField
              label={text.describe}
              value={brief}
              onValueChange={(value) => {
                setBrief(value);
                setBriefError('');
              }}
              error={briefError}
              rows={4}
              maxLength={1000}
              placeholder={text.placeholder}
              hint="A sentence or two is enough: the AI fills in the name, description and image prompt."
              data-autofocus=""
            />
            <div className="flex justify-end gap-3">
              <button type="button" onClick={onClose} disabled={busy} className="btn btn-plain px-4 py-2">
                Cancel
              </button>
              <button type="submit" disabled={busy} aria-busy={draft.isPending} className="btn btn-sun px-5 py-2">
                {draft.isPending ? <Spinner className="size-4" /> : <Icon name="sparkles" />}
                {draft.isPending ? 'Generating...' : `Generate ${text.one}`}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={save} noValidate className="space-y-3">
            <EntityPicture name={live?.name ?? values.name} state={live ? entityImageState(live, now) : draftImage ? (draftImage.status === 'failed' ? 'none' : draftImage.status === 'ready' ? 'present' : 'generating') : 'none'} url={live?.primaryImageUrl ?? draftImage?.url ?? null} />
            <TextField label="Name" value={values.name} onValueChange={(value) => setField('name', value)} error={errors.name} maxLength={100} data-autofocus="" />
            <TextField
              label={kind === 'location' ? 'Alternative name (optional)' : 'Title (optional)'}
              value={values.title}
              onValueChange={(value) => setField('title', value)}
              error={errors.title}
              maxLength={200}
              placeholder={kind === 'location' ? 'The Old Light' : 'Keeper of the North Light'}
            />
            <TextAreaField label="Description" value={values.description} onValueChange={(value) => setField('description', value)} error={errors.description} rows={4} counterMax={1000} />
            <TextAreaField
              label="Image prompt"
              value={values.imagePrompt}
              onValueChange={(value) => setField('imagePrompt', value)}
              error={errors.imagePrompt}
              rows={3}
              counterMax={1000}
              hint={
                draftImage && draftImage.status !== 'failed'
                  ? 'What the picture should show. The picture above follows the drafted prompt; change it and a new one is drawn after you save.'
                  : 'What the picture should show. It is drawn after you save.'
              }
            />
            <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
              <button type="button" onClick={onClose} disabled={busy} className="btn btn-plain px-4 py-2">
                Cancel
              </button>
              <button type="submit" disabled={busy} aria-busy={saving} className="btn btn-primary px-5 py-2">
                {saving && <Spinner className="size-4" />}
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
function EntityPicture({ name, state, url }: { name: string; state: 'none' | 'generating' | 'present'; url: string | null }) {
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
