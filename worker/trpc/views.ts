// What the API shows of a user: explicit field lists so a password hash or someone else's email never leaves the server.
import type { UserRow } from '../../db/schema';

export function publicUserView(user: UserRow) {
  return {
    _id: user.id,
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    avatar: user.avatar ?? '',
  };
}

/** The signed-in user's own record. */
export function ownUserView(user: UserRow, isAdmin: boolean) {
  return {
    ...publicUserView(user),
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    isAdmin,
    /** The interface language they chose, which follows them to other devices (null: their browser decides). */
    locale: user.locale ?? null,
  };
}

export type PublicUser = ReturnType<typeof publicUserView>;
export type OwnUser = ReturnType<typeof ownUserView>;
