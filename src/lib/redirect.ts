// The origin remembered across sign-in (`?redirect=`): only paths on this site, so the link can't send anyone elsewhere.
import { z } from 'zod';

export function isSameSitePath(value: string): boolean {
  // "//host" and "/\host" are protocol-relative URLs to another site in browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export const redirectParam = z.string().refine(isSameSitePath).optional().catch(undefined);

export const loginSearchSchema = z.object({ redirect: redirectParam });

/** `?invite=` prefills the sign-up form's hidden invite code. */
export const registerSearchSchema = z.object({ invite: z.string().max(200).optional().catch(undefined) });
