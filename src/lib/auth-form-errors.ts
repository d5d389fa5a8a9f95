// Which field a server refusal belongs to on the sign-in and sign-up forms, by its code; null means "show a toast".
import type { MessageCode } from '../shared/messages';

export type LoginField = 'email' | 'password';
export type RegisterField = 'username' | 'email';

/** What the forms route: the refusal's code and its words (already in the reader's language). */
export interface Refusal {
  code?: MessageCode;
  message: string;
}

const LOGIN_FIELDS: Partial<Record<MessageCode, LoginField[]>> = {
  invalid_login: ['email', 'password'],
  account_deactivated: ['email'],
  email_required: ['email'],
  email_invalid: ['email'],
  password_required: ['password'],
};

const REGISTER_FIELDS: Partial<Record<MessageCode, RegisterField[]>> = {
  username_taken: ['username'],
  email_exists: ['email'],
};

function route<F extends string>(
  table: Partial<Record<MessageCode, F[]>>,
  { code, message }: Refusal,
): Partial<Record<F, string>> | null {
  const fields = code ? table[code] : undefined;
  return fields ? (Object.fromEntries(fields.map((field) => [field, message])) as Partial<Record<F, string>>) : null;
}

export const loginErrorFields = (refusal: Refusal) => route(LOGIN_FIELDS, refusal);
export const registerErrorFields = (refusal: Refusal) => route(REGISTER_FIELDS, refusal);
