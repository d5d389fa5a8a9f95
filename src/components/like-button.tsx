// The like control for stories and scenes: optimistic flip, rollback on failure, server data on
// success, one request at a time.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useAuth } from '../lib/auth';
import { formatCount } from '../lib/format';
import { takePendingAction } from '../lib/pending-action';
import { useRequireSignIn } from '../lib/require-sign-in';
import type { LikeInfo } from '../lib/story-types';
import { useTRPC } from '../lib/trpc';
import { useT } from '../lib/i18n-react';
import { HeartIcon } from './icons';

type Target = { targetType: 'story' | 'scene'; id: string };

/** The optimistic step, exported for its unit test: flip the flag and move the count, never below zero. */
export function flipLike(info: LikeInfo): LikeInfo {
  const liked = !info.isLikedByUser;
  return { isLikedByUser: liked, likeCount: Math.max(0, info.likeCount + (liked ? 1 : -1)) };
}

export function useLikeToggle(target: Target, initial: LikeInfo) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ensureSignedIn = useRequireSignIn();
  // Until the viewer acts, the server's numbers (props) are shown. Afterwards the like state lives under this target's
  // `likes.get` key, so every control for the same story or scene (header and closing block) agrees.
  const likeOptions = trpc.likes.get.queryOptions(target, { enabled: false, staleTime: 5 * 60_000 });
  const stored = useQuery(likeOptions).data?.data;
  const setLocal = (data: LikeInfo) => queryClient.setQueryData(likeOptions.queryKey, { success: true as const, data });
  const inFlight = useRef(false);
  const info = stored ?? initial;
  const mutation = useMutation(trpc.likes.toggle.mutationOptions());

  async function toggle(before: LikeInfo = info) {
    if (inFlight.current) return;
    inFlight.current = true;
    if (!(await ensureSignedIn({ kind: 'like', ...target }))) {
      inFlight.current = false;
      return;
    }
    setLocal(flipLike(before));
    try {
      const result = await mutation.mutateAsync(target);
      setLocal(result.data);
      // Cards elsewhere (home, profile) show like counts too.
      void queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.stories.byId.pathKey() });
    } catch (error) {
      console.warn('Like failed', error);
      setLocal(before);
    } finally {
      inFlight.current = false;
    }
  }

  // Back from signing in to like this: the like lands, unless the account had liked it already (read first, since the
  // page's numbers were a visitor's).
  const { isAuthenticated } = useAuth();
  const resume = useEffectEvent(() => {
    void queryClient.fetchQuery({ ...likeOptions, staleTime: 0 }).then(
      (answer) => {
        if (!answer.data.isLikedByUser) void toggle(answer.data);
      },
      (error) => console.warn('Could not finish the like', error),
    );
  });
  useEffect(() => {
    if (
      isAuthenticated &&
      takePendingAction('like', (action) => action.targetType === target.targetType && action.id === target.id)
    )
      resume();
  }, [isAuthenticated, target.targetType, target.id]);

  return { info, toggle: () => toggle(), busy: mutation.isPending };
}

interface LikeButtonProps {
  target: Target;
  initial: LikeInfo;
  /** Visible text next to the heart ('Show your love'); without it only the count shows. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

const SIZES = { small: 'px-3 py-1 text-sm', medium: 'px-4 py-2', large: 'px-6 py-3 text-lg' } as const;

export function LikeButton({ target, initial, label, size = 'medium' }: LikeButtonProps) {
  const { info, toggle, busy } = useLikeToggle(target, initial);
  const t = useT();
  const n = info.likeCount;
  const action =
    target.targetType === 'story'
      ? t(info.isLikedByUser ? 'reader.like.unlikeStory' : 'reader.like.likeStory', { n })
      : t(info.isLikedByUser ? 'reader.like.unlikeScene' : 'reader.like.likeScene', { n });
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={info.isLikedByUser}
      aria-busy={busy}
      aria-label={label ? t('reader.labelled', { label, action }) : action}
      className={`btn ${SIZES[size]} ${info.isLikedByUser ? 'bg-pop text-white' : 'bg-white'}`}
    >
      <HeartIcon filled={info.isLikedByUser} />
      {label && <span>{label}</span>}
      <span data-testid="like-count" className="tabular-nums">
        {formatCount(info.likeCount)}
      </span>
    </button>
  );
}
