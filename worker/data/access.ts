// Who may see and change a story, decided on the server: drafts are seen by their owner and the administrator only;
// a story is changed by its owner or the administrator. Pure rules over rows the data modules read.
import type { Row } from '../../db/client';
import type { StoryRow, UserRow } from '../../db/schema';
import { canEditStory as canEdit } from '../../src/shared/stories';
import type { AppConfig } from '../deps';
import type { MessageCode } from '../../src/shared/messages';
import { codedError } from '../errors';

export function isAdmin(config: AppConfig, user: Pick<UserRow, 'email'> | null | undefined): boolean {
  return Boolean(user && config.adminEmail && user.email === config.adminEmail.trim().toLowerCase());
}

export function canEditStory(
  config: AppConfig,
  user: Pick<UserRow, 'id' | 'email'> | null | undefined,
  story: Pick<StoryRow, 'userId'>,
): boolean {
  return canEdit(story.userId, user?.id, isAdmin(config, user));
}

/** A published story is everyone's; a draft is its owner's and the administrator's. */
export function canViewStory(
  config: AppConfig,
  user: Pick<UserRow, 'id' | 'email'> | null | undefined,
  story: Pick<StoryRow, 'userId' | 'status'>,
): boolean {
  return story.status === 'published' || canEditStory(config, user, story);
}

/** The visibility row of `storyAccessStatement` (or any row with user_id and status) checked for the viewer: 404 when absent or hidden. */
export function assertViewable(config: AppConfig, user: UserRow | null | undefined, row: Row | undefined): void {
  if (!row || !canViewStory(config, user, { userId: String(row.user_id), status: String(row.status) })) {
    throw codedError('NOT_FOUND', 'story_not_found');
  }
}

/** Checks an access row for a change: 404 with the `missing` code when absent, the story's 404/403 when not the viewer's to change. */
export function assertEditableRow(
  ctx: { config: AppConfig; user: UserRow },
  row: Row | undefined,
  missing: MessageCode,
): Row {
  if (!row) throw codedError('NOT_FOUND', missing);
  assertEditable(ctx, { userId: String(row.user_id), status: String(row.status) });
  return row;
}

/** Someone else's draft answers 404 (it does not exist for them); someone else's published story 403. */
export function assertEditable(
  ctx: { config: AppConfig; user: UserRow },
  story: Pick<StoryRow, 'userId' | 'status'>,
): void {
  if (canEditStory(ctx.config, ctx.user, story)) return;
  if (!canViewStory(ctx.config, ctx.user, story)) throw codedError('NOT_FOUND', 'story_not_found');
  throw codedError('FORBIDDEN', 'not_yours');
}
