// The shapes the stories API answers with, inferred from the server router so the client never drifts from it.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../worker/trpc/router';
import { canEditStory as canEdit } from '../shared/stories';
import type { AuthUser } from './auth';

type Outputs = inferRouterOutputs<AppRouter>;

export type StoryCardData = Outputs['stories']['list']['data']['stories'][number];
export type StoryDetail = Outputs['stories']['byId']['data'];
export type SceneData = StoryDetail['scenes'][number];
export type PanelData = SceneData['panels'][number];
export type ProfileData = Outputs['users']['profile']['data'];
/** A removed panel as it was, to bring it back with Undo. */
export type RemovedPanelData = Outputs['scenes']['removePanel']['data']['removed'];
/** One of the author's characters or locations in the cast library, with the story it comes from. */
export type CastMemberData = Outputs['characters']['library']['data'][number];
export type LikeInfo = { likeCount: number; isLikedByUser: boolean };

/** Owners and the administrator open a story in edit mode; everyone else reads it. */
export function canEditStory(story: { userId: { _id: string } }, user: AuthUser | null | undefined): boolean {
  return canEdit(story.userId._id, user?._id, Boolean(user?.isAdmin));
}
