// What a visitor was doing when sign-in was asked for: kept for the trip through /login or /register
// (session storage, this tab only) and finished by the page that owns it once the visitor is back, signed in.
import type { AccountId } from '../shared/i18n/ids';

export type PendingAction =
  | { kind: 'play'; prompt: string; tag?: string | null }
  | { kind: 'create'; tag?: string | null }
  | { kind: 'like'; targetType: 'story' | 'scene'; id: string }
  | { kind: 'remix'; storyId: string; sceneNumber?: number };

export type SignInReason = PendingAction['kind'];

/** Why /login (and /register) asks, shown above the form: the account area's message ids (src/shared/i18n/account/). */
export const SIGN_IN_REASON_IDS = {
  play: 'account.reason.play',
  create: 'account.reason.create',
  like: 'account.reason.like',
  remix: 'account.reason.remix',
} as const satisfies Record<SignInReason, AccountId>;

export const isSignInReason = (value: unknown): value is SignInReason =>
  typeof value === 'string' && Object.hasOwn(SIGN_IN_REASON_IDS, value);

const KEY = 'panelcraft:pending-action';
/** An action left behind longer than this is forgotten rather than done by surprise. */
const MAX_AGE_MS = 30 * 60_000;

interface Stored {
  action: PendingAction;
  at: number;
  /** Set by a successful sign-in or sign-up that was asked for by this action; only then is it done. */
  armed: boolean;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): Stored | null {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Stored | null;
    return stored && typeof stored === 'object' && stored.action && Date.now() - stored.at <= MAX_AGE_MS
      ? stored
      : null;
  } catch {
    return null;
  }
}

export function savePendingAction(action: PendingAction, now = Date.now()) {
  storage()?.setItem(KEY, JSON.stringify({ action, at: now, armed: false } satisfies Stored));
}

/** After a sign-in or sign-up asked for by an action: it may now be finished. */
export function armPendingAction() {
  const stored = read();
  if (stored) storage()?.setItem(KEY, JSON.stringify({ ...stored, armed: true }));
}

export function clearPendingAction() {
  storage()?.removeItem(KEY);
}

/** The armed action of this kind that `matches`, removed so it is done once only (null when there is none). */
export function takePendingAction<K extends SignInReason>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean = () => true,
) {
  const stored = read();
  if (!stored?.armed || stored.action.kind !== kind) return null;
  const action = stored.action as Extract<PendingAction, { kind: K }>;
  if (!matches(action)) return null;
  clearPendingAction();
  return action;
}
