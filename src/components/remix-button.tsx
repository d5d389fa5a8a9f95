// The remix control: sizes small/medium/large, variants floating/inline, and the
// loading, error and disabled states. A successful remix announces itself and opens the new story.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import { useAuth } from '../lib/auth';
import { describeError } from '../lib/errors';
import { formatCount } from '../lib/format';
import { takePendingAction } from '../lib/pending-action';
import { useRequireSignIn } from '../lib/require-sign-in';
import { toast } from '../lib/toast';
import { useTRPC } from '../lib/trpc';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';
import { Spinner } from './spinner';
import { useT } from '../lib/i18n-react';
import { RemixIcon } from './icons';

export type RemixTarget = { storyId: string; sceneNumber?: number };

interface RemixButtonProps {
  target: RemixTarget;
  /** The story's title, named in the confirmation. */
  title: string;
  label?: string;
  count?: number;
  size?: 'small' | 'medium' | 'large';
  variant?: 'floating' | 'inline';
  disabled?: boolean;
  /** On phones, the icon (and count) only: the label stays for screen readers. */
  compact?: boolean;
}

const SIZES = { small: 'px-3 py-1 text-sm', medium: 'px-4 py-2', large: 'px-6 py-3 text-lg' } as const;

export function RemixButton({
  target,
  title,
  label: chosenLabel,
  count,
  size = 'medium',
  variant = 'inline',
  disabled = false,
  compact = false,
}: RemixButtonProps) {
  const t = useT();
  const label = chosenLabel ?? t('reader.remix');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const ensureSignedIn = useRequireSignIn();
  const [failed, setFailed] = useState(false);
  const storyRemix = useMutation(trpc.remix.story.mutationOptions());
  const sceneRemix = useMutation(trpc.remix.scene.mutationOptions());
  const busy = storyRemix.isPending || sceneRemix.isPending;

  // Asked once before a copy is made: a curious tap makes no draft.
  const [asking, setAsking] = useState(false);

  async function remix() {
    if (busy || disabled || !(await ensureSignedIn({ kind: 'remix', ...target }))) return;
    setFailed(false);
    try {
      const result =
        target.sceneNumber === undefined
          ? await storyRemix.mutateAsync({ storyId: target.storyId })
          : await sceneRemix.mutateAsync({ storyId: target.storyId, sceneNumber: target.sceneNumber });
      setAsking(false);
      toast.success(
        t(target.sceneNumber === undefined ? 'reader.msg.storyRemixed' : 'reader.msg.sceneRemixed'),
        'swoosh',
      );
      void navigate({ to: '/story/$storyId', params: { storyId: result.data._id } });
    } catch (error) {
      setAsking(false);
      setFailed(true);
      console.warn('Remix failed', describeError(error, 'Remix failed').message);
    }
  }

  // Back from signing in to remix this (confirmed before leaving): the remix starts now (one button takes it, though the page shows several).
  const { isAuthenticated } = useAuth();
  const resume = useEffectEvent(remix);
  useEffect(() => {
    if (!isAuthenticated || disabled) return;
    if (
      !takePendingAction(
        'remix',
        (action) => action.storyId === target.storyId && action.sceneNumber === target.sceneNumber,
      )
    )
      return;
    // remix() sets state only after awaiting the sign-in check, never during the effect itself.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void resume();
  }, [isAuthenticated, disabled, target.storyId, target.sceneNumber]);

  // The floating variant hides a zero count.
  const showCount = count !== undefined && !(variant === 'floating' && count <= 0);
  const shape = variant === 'floating' ? 'rounded-full bg-grape text-white shadow-comic-lg' : 'bg-sun';
  return (
    <span
      className={`inline-flex flex-col items-center ${variant === 'floating' ? 'fixed end-4 bottom-24 z-30 sm:end-8' : ''}`}
    >
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={busy || disabled}
        aria-busy={busy}
        aria-label={t('reader.labelled', {
          label,
          action:
            target.sceneNumber === undefined
              ? t('reader.remixThisStory')
              : t('reader.remixSceneN', { n: target.sceneNumber }),
        })}
        className={`btn ${SIZES[size]} ${shape} ${compact ? 'max-sm:px-3' : ''}`}
      >
        {busy ? <Spinner className="size-5" /> : <RemixIcon />}
        <span className={compact ? 'max-sm:sr-only' : undefined}>{label}</span>
        {showCount && <span className="tabular-nums opacity-80">{formatCount(count)}</span>}
      </button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        busy={busy}
        title={
          target.sceneNumber === undefined
            ? t('reader.remixAsk.story', { title })
            : t('reader.remixAsk.scene', { n: target.sceneNumber, title })
        }
        width="max-w-md"
      >
        <p className="text-lg">{t('reader.remixAsk.private')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogActions
            onCancel={() => setAsking(false)}
            busy={busy}
            saving={busy}
            saveLabel={t('reader.remixAsk.confirm')}
            onSave={() => void remix()}
          />
        </div>
      </Modal>
      {failed && (
        <span role="alert" className="mt-1 text-xs font-bold text-pop-deep">
          {t('reader.error')}
        </span>
      )}
    </span>
  );
}
