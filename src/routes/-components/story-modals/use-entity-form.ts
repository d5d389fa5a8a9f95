// The character and location form's state and requests: the Generate tab drafts the
// fields from a short description and switches to Manual; Save creates or updates the entity, with the server's field
// problems (and a duplicate name) shown under their fields.
import { t } from '../../../lib/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/errors';
import {
  entityText,
  entityFormErrors,
  formFromProfile,
  fromDescriptionProblem,
  type EntityData,
  type EntityFormValues,
  type EntityKind,
} from '../../../lib/entities';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useNow } from './entity-card';
import { useEntityImagePolling } from './use-entity-actions';
import { useEntityPictures } from './use-entity-pictures';
import { useRefreshStory } from '../../../lib/story-refresh';

export type EntityFormTab = 'generate' | 'manual';
export type EntityFieldErrors = Partial<Record<keyof EntityFormValues, string>>;

export interface EntityFormInput {
  kind: EntityKind;
  story: Pick<StoryDetail, '_id' | 'title' | 'description'>;
  /** The entity to edit; null to add a new one. */
  entity: EntityData | null;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
  onSaved?: (entity: EntityData) => void;
}

const emptyForm: EntityFormValues = { name: '', title: '', description: '', imagePrompt: '' };
const FIELDS = ['name', 'title', 'description', 'imagePrompt'] as const;
const noBusyIds: ReadonlyMap<string, unknown> = new Map();

/** The edited entity as the story now has it (its picture may have arrived since the dialog opened). */
function useLiveEntity(kind: EntityKind, storyId: string, entity: EntityData | null): EntityData | null {
  const trpc = useTRPC();
  const story = useQuery({ ...trpc.stories.byId.queryOptions({ id: storyId }), enabled: Boolean(entity) });
  if (!entity) return null;
  const list: EntityData[] = (kind === 'character' ? story.data?.data.characters : story.data?.data.locations) ?? [];
  return list.find((item) => item._id === entity._id) ?? entity;
}

/** The server's answer to a refused save, as problems under the fields (empty when it belongs in a toast). */
function fieldProblemsOf(error: unknown, kind: EntityKind): { fields: EntityFieldErrors; message: string } {
  const problem = describeError(error, `Failed to save ${kind}`);
  const fields: EntityFieldErrors = {};
  for (const name of FIELDS) if (problem.fields[name]) fields[name] = problem.fields[name];
  // A duplicate name (409) belongs under the name.
  if (problem.status === 409) fields.name = problem.message;
  return { fields, message: problem.message };
}

export function useEntityForm({ kind, story, entity, onBusyChange, onClose, onSaved }: EntityFormInput) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  const text = entityText(kind);
  const [tab, setTab] = useState<EntityFormTab>(entity ? 'manual' : 'generate');
  const [brief, setBrief] = useState('');
  const [briefError, setBriefError] = useState('');
  const [values, setValues] = useState<EntityFormValues>(() => (entity ? formFromProfile(entity) : emptyForm));
  const [errors, setErrors] = useState<EntityFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const live = useLiveEntity(kind, story._id, entity);
  const now = useNow(5000);
  useEntityImagePolling(story._id, live ? [live] : [], now, noBusyIds);
  const pictures = useEntityPictures(kind, story._id);
  const draft = useMutation(
    kind === 'character'
      ? trpc.ai.characterFromDescription.mutationOptions()
      : trpc.ai.locationFromDescription.mutationOptions(),
  );

  /** Runs one request with the dialog held open. */
  async function holding(work: () => Promise<void>) {
    onBusyChange(true);
    try {
      await work();
    } finally {
      onBusyChange(false);
    }
  }

  function setField(name: keyof EntityFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function changeBrief(value: string) {
    setBrief(value);
    setBriefError('');
  }

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    const problem = fromDescriptionProblem(kind, brief);
    setBriefError(problem);
    if (problem) return;
    await holding(async () => {
      try {
        const context = { storyTitle: story.title, storyDescription: story.description };
        const result = await draft.mutateAsync({ description: brief.trim(), storyId: story._id, context });
        const drafted = formFromProfile(result.data);
        setValues(drafted);
        setErrors({});
        setTab('manual');
        toast.success(t(`editor.entity.${kind}.drafted` as const));
        if (drafted.imagePrompt.trim()) pictures.drawDraftImage(drafted.imagePrompt.trim());
      } catch {
        toast.error(text.generateFailed);
      }
    });
  }

  async function persist(fields: EntityFormValues, draftUrl: string | null | undefined): Promise<EntityData> {
    if (entity) {
      const input = { id: entity._id, ...fields };
      return (
        kind === 'character'
          ? await client.characters.update.mutate(input)
          : await client.locations.update.mutate(input)
      ).data;
    }
    const input = { storyId: story._id, ...fields, ...(draftUrl ? { primaryImageUrl: draftUrl } : {}) };
    return (
      kind === 'character' ? await client.characters.create.mutate(input) : await client.locations.create.mutate(input)
    ).data;
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found = entityFormErrors(kind, values);
    if (found) {
      setErrors(found);
      return;
    }
    setSaving(true);
    await holding(async () => {
      try {
        const fields = {
          name: values.name.trim(),
          title: values.title.trim(),
          description: values.description.trim(),
          imagePrompt: values.imagePrompt.trim(),
        };
        const drafted = entity ? null : pictures.draftFor(fields.imagePrompt);
        const saved = await persist(fields, drafted?.url);
        await refresh();
        toast.success(
          t(entity ? (`editor.entity.${kind}.updated` as const) : (`editor.entity.${kind}.created` as const)),
          'saved',
        );
        pictures.afterSave(saved, drafted);
        onSaved?.(saved);
        onClose();
      } catch (error) {
        const problem = fieldProblemsOf(error, kind);
        setErrors(problem.fields);
        if (!Object.keys(problem.fields).length) toast.error(problem.message);
      } finally {
        setSaving(false);
      }
    });
  }

  return {
    tab,
    setTab,
    brief,
    changeBrief,
    briefError,
    values,
    errors,
    setField,
    generate,
    save,
    drafting: draft.isPending,
    saving,
    busy: draft.isPending || saving,
    picture: { name: live?.name ?? values.name, ...pictures.pictureOf(live, now) },
    /** The picture above the form follows the drafted prompt. */
    drafted: pictures.drafted,
  };
}
