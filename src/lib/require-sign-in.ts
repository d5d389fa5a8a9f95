// Visitors may browse and read; acting (create, like, remix) sends them to sign in and back here afterwards.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuth } from './auth';

/** Returns `ensureSignedIn()`: true when signed in, otherwise it starts the trip to /login and returns false. */
export function useRequireSignIn() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return useCallback(
    (action: string) => {
      if (isAuthenticated) return true;
      console.warn(`Sign in to ${action}`);
      void navigate({ to: '/login', search: { redirect: href } });
      return false;
    },
    [isAuthenticated, navigate, href],
  );
}
