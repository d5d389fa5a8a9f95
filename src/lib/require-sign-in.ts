// Visitors may browse and read; acting (create, like, remix) sends them to sign in, saying why, and back here afterwards,
// where the page finishes what they started (see pending-action.ts).
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuthStore } from './auth';
import { savePendingAction, type PendingAction } from './pending-action';

/**
 * Returns `ensureSignedIn(action)`: resolves true when signed in (after the session check, if it is still running);
 * otherwise it keeps the action, starts the trip to /login and resolves false.
 */
export function useRequireSignIn() {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (action: PendingAction) => {
      const { isAuthenticated } = await auth.settled();
      if (isAuthenticated) return true;
      savePendingAction(action);
      void navigate({ to: '/login', search: { redirect: router.state.location.href, reason: action.kind } });
      return false;
    },
    [auth, navigate, router],
  );
}
