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
    // An explicit undefined, not a missing key: the router would otherwise keep the raw value from the URL.
    return { redirect: typeof redirect === 'string' && isSameSitePath(redirect) ? redirect : undefined };
  },
};

/** `?invite=` prefills the sign-up form's hidden invite code. */
export const registerSearchSchema = {
  parse(search: Record<string, unknown>): { invite?: string } {
    const { invite } = search;
    return { invite: typeof invite === 'string' && invite.length <= 200 ? invite : undefined };
  },
};
