// The one toast helper (top right, 4000 ms), optionally with a sound effect. While a dialog or the
// account menu is open toasts show at the top left instead (a dialog's footer buttons sit bottom right), so they never cover its controls.
// On phones (sonner's layout up to 600 px) they are narrower and sit over the page header's left side: clear of the
// account control, a dialog's close button (both top right) and the prompt bar (bottom); see styles.css.
import { createElement } from 'react';
import { Toaster, toast as sonner } from 'sonner';
import { TOAST_MS } from '../shared/limits';
import { useAnyOverlayOpen } from './overlays';
import { playSound, type SoundName } from './sound';
import { t, uiLocale } from './i18n';
import { localeDir } from '../shared/locales';

const base =
  'flex w-full items-center gap-3 rounded-xl border-[3px] border-ink px-4 py-3 font-sans text-[0.98rem] font-bold leading-snug text-ink shadow-comic max-sm:gap-2 max-sm:px-3 max-sm:py-2 max-sm:text-sm';

/**
 * Space kept free at a phone's end edge, right (left in right-to-left languages; styles.css turns sonner's left/right
 * into logical insets): the widest of Sign In, the avatar button and a dialog's close button, plus room.
 */
const PHONE_TOAST_RIGHT_PX = 108;

/** Mounted once at the root. */
export function AppToaster() {
  // Top right, except while a dialog or the account menu is open: there a toast would cover its close button or items;
  // a dialog's footer buttons are at the bottom right, so the top left (over the dimmed header) is the free corner.
  const overlay = useAnyOverlayOpen();
  return createElement(Toaster, {
    // Toasts keep to the page's end side: top right, top left in a right-to-left language.
    // The language's direction (the page's own in the browser), read the same way when the server draws the page.
    position: overlay !== (localeDir(uiLocale()) === 'rtl') ? 'top-left' : 'top-right',
    containerAriaLabel: t('toast.region'),
    duration: TOAST_MS,
    offset: { top: 76, right: 16, left: 16 },
    // The "right" (end) offset keeps the header's account control (avatar or Sign In) and a dialog's close button uncovered.
    mobileOffset: { top: 8, right: PHONE_TOAST_RIGHT_PX, left: 8 },
    toastOptions: {
      unstyled: true,
      classNames: {
        toast: base,
        default: 'bg-white',
        success: 'bg-[#e3f9f0]',
        error: 'bg-[#ffe6e8]',
        info: 'bg-sky-soft',
        icon: 'shrink-0',
      },
    },
  });
}

type Kind = 'success' | 'error' | 'info';

/** `durationMs` for the few messages the spec gives their own time (else TOAST_MS). */
export interface ToastOptions {
  durationMs?: number;
}

function show(kind: Kind, message: string, sound?: SoundName, options: ToastOptions = {}) {
  if (sound) playSound(sound);
  return sonner[kind](message, options.durationMs ? { duration: options.durationMs } : undefined);
}

export const toast = {
  success: (message: string, sound?: SoundName, options?: ToastOptions) => show('success', message, sound, options),
  error: (message: string, sound: SoundName | undefined = 'error', options?: ToastOptions) =>
    show('error', message, sound, options),
  info: (message: string, sound?: SoundName, options?: ToastOptions) => show('info', message, sound, options),
};
