// The words of the sign-in and sign-up screens: the client draws them (auth-screen.tsx, login.tsx, register.tsx), and so
// does the server's first paint before the client's code arrives (worker/web/pages.ts).
export const AUTH_PROMO = {
  title: 'Tell your story',
  text: 'Type a prompt. Get a comic — scenes, panels and speech bubbles you can edit, share and remix.',
} as const;

export const AUTH_SCREENS = {
  login: { pageTitle: 'Sign in', title: 'Welcome back', subtitle: 'Sign in to pick up where your story left off.' },
  register: { pageTitle: 'Create your account', title: 'Create your account', subtitle: 'Join Panelcraft and turn your ideas into comics.' },
} as const;
