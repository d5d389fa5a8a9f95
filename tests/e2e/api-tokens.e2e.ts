// Profile & Settings → API tokens: create one, see its secret once, use it from a script, revoke it and see it refused.
import { expect, test } from './fixtures';
import { registerViaApi, signInWithToken } from './harness';

test('Settings creates an API token shown once that a script can use until it is revoked', async ({
  page,
  context,
  baseUrl,
}) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No tokens yet.').first()).toBeVisible();

  await section.getByLabel('Token name').fill('Nightly export 🌙');
  await section.getByLabel('Expires').selectOption({ label: 'In 7 days' });
  await section.getByRole('radio', { name: 'Read only' }).check();
  await section.getByRole('button', { name: 'Create token' }).click();

  await expect(section.getByText('Copy it now: it won’t be shown again.').first()).toBeVisible();
  const secret = await section.getByLabel('New API token').inputValue();
  expect(secret).toMatch(/^pct_r_/);
  const row = section.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nightly export 🌙');
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Expires');

  // The script's side: the token reads, and is refused a write.
  const read = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${secret}` } });
  expect(read.status).toBe(200);
  expect(((await read.json()) as { user: { username: string } }).user.username).toBe(user.username);
  const stories = await fetch(`${baseUrl}/api/stories`, { headers: { authorization: `Bearer ${secret}` } });
  expect(stories.status).toBe(200);
  const write = await fetch(`${baseUrl}/api/stories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: '{"title":"x"}',
  });
  expect(write.status).toBe(403);

  // Shown once: after Done, and after a reload, the secret is nowhere on the page; the last use is.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByLabel('New API token')).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText('Last used');
  expect(await page.content()).not.toContain(secret);

  await section.getByRole('button', { name: 'Revoke Nightly export 🌙' }).click();
  await expect(section.getByText('No tokens yet.').first()).toBeVisible();
  const refused = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { errorType: string }).errorType).toBe('token_invalid');
});

test('API tokens fit a 360 px phone', { tag: '@phone' }, async ({ page, context, baseUrl }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByLabel('Token name').fill('スクリプト・バックアップ用のとても長いトークン名');
  await section.getByRole('radio', { name: 'Read and write' }).check();
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByLabel('New API token').first()).toBeVisible();
  await expect(section.getByRole('listitem')).toContainText('Read and write');
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ['Copy', 'Done', /^Revoke /]) {
    const box = await section.getByRole('button', { name }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  if (process.env.SHOT) await section.screenshot({ path: process.env.SHOT });
});
