// The cast library inside the Characters and Locations lists: the author's own from their other stories, searchable,
// each with the story it comes from and "Use in this story", which brings it in with its name, description and
// reference picture (so this story's scenes draw it from the same reference).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/i18n-react';
import { describeError } from '../../../lib/errors';
import type { EntityData, EntityKind } from '../../../lib/entities';
import { useRefreshStory } from '../../../lib/story-refresh';
import type { CastMemberData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

export function CastLibrary({ kind, storyId, inStory }: { kind: EntityKind; storyId: string; inStory: EntityData[] }) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshStory(storyId);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const router = kind === 'character' ? trpc.characters : trpc.locations;
  const library = useQuery({ ...router.library.queryOptions(query ? { q: query } : undefined), staleTime: 10_000 });
  const bringCharacter = useMutation(trpc.characters.bringIn.mutationOptions());
  const bringLocation = useMutation(trpc.locations.bringIn.mutationOptions());
  const pending = bringCharacter.isPending || bringLocation.isPending;
  const names = new Set(inStory.map((entity) => entity.name.trim().toLowerCase()));
  // Those of other stories only: this story's own are listed above.
  const members = (library.data?.data ?? []).filter((member) => member.story._id !== storyId);

  async function use(member: CastMemberData) {
    try {
      if (kind === 'character') await bringCharacter.mutateAsync({ storyId, fromCharacterId: member._id });
      else await bringLocation.mutateAsync({ storyId, fromLocationId: member._id });
      await refresh();
      toast.success(t('editor.cast.added', { name: member.name }), 'saved');
    } catch (error) {
      toast.error(describeError(error, t('editor.cast.failed')).message);
    }
  }

  return (
    <section
      aria-labelledby={`cast-library-${kind}`}
      className="space-y-3 rounded-xl border-[3px] border-dashed border-ink/30 bg-paper/60 p-3"
    >
      <h3 id={`cast-library-${kind}`} className="font-display text-xl tracking-wide">
        {t('editor.cast.title')}
      </h3>
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-label={t('editor.cast.search')}
        placeholder={t('editor.cast.search')}
        dir="auto"
        className="w-full rounded-lg border-[3px] border-ink bg-white px-3 py-2"
      />
      {library.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Spinner className="size-4" />
        </p>
      ) : members.length === 0 ? (
        <p className="text-ink-soft">{t('editor.cast.none')}</p>
      ) : (
        <ul aria-label={t('editor.cast.title')} className="max-h-72 space-y-2 overflow-y-auto">
          {members.map((member) => {
            const here = names.has(member.name.trim().toLowerCase());
            return (
              <li key={member._id} className="flex items-center gap-3 rounded-lg border-2 border-ink bg-white p-2">
                {member.primaryImageUrl ? (
                  <img
                    src={member.primaryImageUrl}
                    alt=""
                    className="size-12 flex-none rounded-md border-2 border-ink object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-12 flex-none rounded-md border-2 border-dashed border-ink/40"
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold" dir="auto">
                    {member.name}
                  </span>
                  <span className="block truncate text-sm text-ink-soft" dir="auto">
                    {t('editor.cast.from', { story: member.story.title })}
                  </span>
                </span>
                {here ? (
                  <span className="text-sm font-bold text-ink-soft">{t('editor.cast.inStory')}</span>
                ) : (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => void use(member)}
                    aria-label={t('editor.cast.useLabel', { name: member.name })}
                    className="btn btn-sun px-3 py-1 text-sm"
                  >
                    {t('editor.cast.use')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
