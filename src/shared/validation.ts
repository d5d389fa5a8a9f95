// zod schemas with the spec's exact messages (spec 01 section 5), used by the server and the forms.
import { z } from 'zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameChars: 'Username can only contain letters, numbers, underscores, and hyphens',
  passwordShort: 'Password must be at least 6 characters',
  passwordWeak: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
} as const;

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .regex(EMAIL_PATTERN, MSG.emailInvalid);

const newPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(6, MSG.passwordShort)
  .max(128, 'Password must be at most 128 characters')
  .regex(PASSWORD_PATTERN, MSG.passwordWeak);

const name = z.string().trim().max(50, 'Name must be at most 50 characters');

export const loginInput = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, 'Invalid email or password'),
});

export const registerInput = z.object({
  username: z
    .string({ error: MSG.usernameRequired })
    .trim()
    .min(1, MSG.usernameRequired)
    .min(3, MSG.usernameShort)
    .max(30, 'Username must be at most 30 characters')
    .regex(USERNAME_PATTERN, MSG.usernameChars),
  email,
  password: newPassword,
  firstName: name.optional(),
  lastName: name.optional(),
  inviteCode: z.string().max(200).optional(),
});

/** The sign-up form adds the confirmation, which is never sent. */
export const registerFormSchema = registerInput
  .extend({ confirmPassword: z.string().min(1, MSG.confirmRequired) })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: MSG.confirmMismatch });

export const profileInput = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  avatar: z
    .string()
    .trim()
    .max(2048, 'Avatar URL is too long')
    .refine((url) => url === '' || /^(https?:\/\/|\/media\/)/.test(url), 'Avatar must be an http(s) or /media/ URL')
    .optional(),
});

export const passwordChangeInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword,
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type ProfileInput = z.infer<typeof profileInput>;
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** Field errors in the API's `{ field, message }` form, first message per field. */
export function fieldErrors(error: z.ZodError): { field: string; message: string }[] {
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
