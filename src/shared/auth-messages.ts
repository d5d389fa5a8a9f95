// The spec's sign-in and sign-up messages, apart from the zod schemas that use them
// (src/shared/validation.ts), so the API's message codes (src/shared/messages.ts) do not bring in zod.
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
  usernameTaken: 'Username is already taken',
  emailExists: 'Email already exists',
  invalidLogin: 'Invalid email or password',
  accountDeactivated: 'Account is deactivated',
} as const;
