// The sign-in and sign-up forms put a server refusal under its field by the refusal's code, whatever language its words are in.
import { describe, expect, it } from 'vitest';
import { loginErrorFields, registerErrorFields } from '../../src/lib/auth-form-errors';

describe('auth form errors by code', () => {
  it('routes sign-in refusals to their fields', () => {
    expect(loginErrorFields({ code: 'invalid_login', message: 'メールアドレスまたはパスワードが違います' })).toEqual({
      email: 'メールアドレスまたはパスワードが違います',
      password: 'メールアドレスまたはパスワードが違います',
    });
    expect(loginErrorFields({ code: 'account_deactivated', message: 'Account is deactivated' })).toEqual({
      email: 'Account is deactivated',
    });
    expect(loginErrorFields({ code: 'email_invalid', message: 'البريد الإلكتروني غير صالح' })).toEqual({
      email: 'البريد الإلكتروني غير صالح',
    });
    expect(loginErrorFields({ code: 'password_required', message: 'Password is required' })).toEqual({
      password: 'Password is required',
    });
  });

  it('leaves the rest to a toast, including words that merely mention a field', () => {
    expect(
      loginErrorFields({
        code: 'too_many_sign_ins',
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      }),
    ).toBeNull();
    expect(loginErrorFields({ message: 'Invalid email or password' })).toBeNull();
    expect(registerErrorFields({ code: 'invite_required', message: 'A valid invite code is required' })).toBeNull();
    expect(
      registerErrorFields({ code: 'username_long', message: 'Username must be at most 30 characters' }),
    ).toBeNull();
  });

  it('routes sign-up conflicts to their fields', () => {
    expect(registerErrorFields({ code: 'username_taken', message: 'ユーザー名は既に使われています' })).toEqual({
      username: 'ユーザー名は既に使われています',
    });
    expect(registerErrorFields({ code: 'email_exists', message: 'Email already exists' })).toEqual({
      email: 'Email already exists',
    });
  });
});
