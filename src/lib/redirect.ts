// The origin remembered across sign-in (`?redirect=`): only paths on this site, so the link can't send anyone elsewhere.
// Plain `{ parse }` validators rather than zod: they sit in the route tree, which is in every page's entry chunk.

export function isSameSitePath(value: string): boolean {
  // "//host" and "/\host" are protocol-relative URLs to another site in browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** `?redirect=`: kept only when it is a path on this site, dropped otherwise. */
export const loginSearchSchema = {
  parse(search: Record<string, unknown>): { redirect?: string } {
    const { redirect } = search;
    return typeof redirect === 'string' && isSameSitePath(redirect) ? { redirect } : {};
  },
};

/** `?invite=` prefills the sign-up form's hidden invite code. */
export const registerSearchSchema = {
  parse(search: Record<string, unknown>): { invite?: string } {
    const { invite } = search;
    return typeof invite === 'string' && invite.length <= 200 ? { invite } : {};
  },
};
