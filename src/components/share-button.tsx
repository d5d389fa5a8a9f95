// 'Share': the device's share sheet where the browser has one, else the story's reader link copied ('Link copied').
import { useState } from 'react';
import { toast } from '../lib/toast';
import { useT } from '../lib/i18n-react';
import { PRODUCT_NAME } from '../shared/limits';
import { LineIcon } from './icons';

export const readerUrl = (storyId: string) =>
  new URL(`/story/${encodeURIComponent(storyId)}/read`, window.location.origin).href;

export async function copyText(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and insecure origins: a hidden text area and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy is not available');
}

export function ShareButton({
  story,
  className = 'btn btn-plain',
  compact = false,
}: {
  story: { _id: string; title: string };
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function share() {
    const url = readerUrl(story._id);
    const data = {
      title: story.title,
      text: t('reader.share.text', { title: story.title, product: PRODUCT_NAME }),
      url,
    };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      setCopied(true);
      toast.success(t('reader.share.copied'));
      setTimeout(() => setCopied(false), 2500);
    } catch {
      toast.error(t('reader.share.copyFailed', { url }));
    }
  }
  return (
    <button type="button" className={className} onClick={() => void share()}>
      <LineIcon className="size-5">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
      </LineIcon>
      <span aria-live="polite" className={compact ? 'max-sm:sr-only' : undefined}>
        {copied ? t('reader.share.copied') : t('reader.share.button')}
      </span>
    </button>
  );
}
