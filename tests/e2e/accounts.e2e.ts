// Signing up, signing out, signing in, and the guard that remembers where the visitor was going.
import { test } from './fixtures';
import { check, eventually, expectEnabled, expectFieldError, expectFocused, expectPath, hasTokenCookie, expectVisible, registerViaApi, signInWithToken, uniqueUser } from './harness';
import { accountButton, field, fillSignUp, signInThroughForm } from './flows';

test('New user signs up signs out and signs in', async ({ page }) => {
  const user = uniqueUser({ firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/register');
  await expectVisible(page.getByRole('heading', { name: 'Create your account' }));
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectVisible(page.getByText('Account created successfully! Welcome to Panelcraft!'), 'the welcome toast');
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
  // The session is in an HttpOnly cookie the server set: no script on the page can read it.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  check(session?.httpOnly && session.sameSite === 'Lax', 'the session cookie is HttpOnly and SameSite=Lax');
  check(!(await page.evaluate(() => document.cookie)).includes(session!.value), 'page script cannot read the session token');

  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expectVisible(menu.getByText('Grace Hopper'), 'the display name in the menu');
  await expectVisible(menu.getByText(user.email), 'the email in the menu');
  await expectVisible(menu.getByRole('menuitem', { name: 'Profile & Settings' }));
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expectPath(page, '/login');
  await expectVisible(page.getByRole('heading', { name: 'Welcome back' }));
  await eventually(
    () => hasTokenCookie(page.context()),
    (present) => !present,
    'the token cookie is removed on sign-out',
  );

  await signInThroughForm(page, user.email, user.password);
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
});

test('Sign in button shows progress', async ({ page, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  // Hold the sign-in request so the busy state can be seen.
  await page.route('**/trpc/auth.login**', async (route) => {
    await new Promise((done) => setTimeout(done, 700));
    await route.continue();
  });
  await page.goto('/login');
  await signInThroughForm(page, user.email, user.password);
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expectVisible(busy, "the 'Signing in...' button");
  await expectEnabled(busy, false, 'the busy button is disabled');
  await expectPath(page, '/');
});

test('Guarded page remembers origin', async ({ page, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await page.goto('/dashboard');
  await expectPath(page, '/login', { redirect: '/dashboard' });
  await signInThroughForm(page, user.email, user.password);
  await expectPath(page, '/dashboard');
  await expectVisible(page.getByRole('heading', { name: `Welcome to your Dashboard, ${user.firstName}!` }));
});

test('Off site redirect is ignored', async ({ page, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await signInThroughForm(page, user.email, user.password);
  await expectPath(page, '/');
  check(new URL(page.url()).host === new URL(baseUrl).host, 'stays on this site');
});

test('Signed in user returns without signing in', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl, { firstName: 'Katherine', lastName: '' });
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Welcome to your Dashboard, Katherine!' }));
  // Initials fall back to the first name's letter when there is no last name.
  await expectVisible(accountButton(page).getByText('K', { exact: true }), 'initials in the avatar');
});

test('Stale token is dropped and visitor sent to sign in', async ({ page, context, baseUrl }) => {
  await signInWithToken(context, baseUrl, 'not-a-real-session-token');
  await page.goto('/dashboard');
  await expectPath(page, '/login', { redirect: '/dashboard' });
  await eventually(
    () => hasTokenCookie(context),
    (present) => !present,
    'a token that fails the check is removed',
  );
});

test('Account menu closes on escape and outside click', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/');
  const button = accountButton(page);
  await button.click();
  await expectVisible(page.getByRole('menu'));
  check((await button.getAttribute('aria-expanded')) === 'true', 'the button reports the open menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await expectFocused(button, 'focus returns to the avatar button');

  // Keyboard: ArrowDown opens the menu with focus on its first item; Enter follows it.
  await page.keyboard.press('ArrowDown');
  await expectVisible(page.getByRole('menu'));
  await eventually(
    () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''),
    (text) => text === 'Profile & Settings',
    'the first menu item has focus',
  );
  await page.mouse.click(20, 400);
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  await button.click();
  await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();
  await expectPath(page, '/dashboard');
});

test('Wrong password marks both fields', async ({ page, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await page.goto('/login');
  await signInThroughForm(page, user.email, 'Wr0ngPassword');
  await expectFieldError(field(page, 'Email'), 'Invalid email or password');
  await expectFieldError(field(page, 'Password'), 'Invalid email or password');
  await expectPath(page, '/login');
});

test('Throttled sign in shows toast', async ({ page, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await page.goto('/login');
  // Five failures for one email lock it; the sixth attempt is answered with 429 and a message for a toast.
  for (let attempt = 0; attempt < 5; attempt++) {
    await signInThroughForm(page, user.email, `Wr0ng${attempt}`);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }));
  }
  await signInThroughForm(page, user.email, user.password);
  await expectVisible(page.getByText(/Too many sign-in attempts\. Please try again in \d+ minutes?\./), 'the throttling toast');
  await expectPath(page, '/login');
});

test('Guard shows loading while session is checked', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.route('**/trpc/auth.me**', async (route) => {
    await new Promise((done) => setTimeout(done, 2000));
    await route.continue();
  });
  // Not waiting for the load event: the page may load after the session check has started (or even ended).
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expectVisible(page.getByRole('status').getByText('Loading...'), "the guard's Loading... spinner");
  await expectVisible(page.getByRole('heading', { name: `Welcome to your Dashboard, ${user.firstName}!` }));
});

test('Session ended elsewhere signs out locally', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Edit profile' }));
  // The session ends on the server (as when signing out on another device); the next profile call gets a 401.
  const ended = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
  check(ended.ok, 'the session was ended through the API');
  await field(page, 'First name').fill('Late');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectPath(page, '/login', { redirect: '/dashboard' });
  check(!(await hasTokenCookie(context)), 'the stale token is removed');
});
