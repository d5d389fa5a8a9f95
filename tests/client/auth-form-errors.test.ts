import { describe, expect, it } from 'vitest';
import { loginErrorFields, registerErrorFields } from '../../src/lib/auth-form-errors';
import { isSameSitePath, loginSearchSchema, registerSearchSchema } from '../../src/lib/redirect';

describe('sign-in server message routing', () => {
  it('marks both fields for invalid credentials, in any case', () => {
    expect(loginErrorFields('Invalid email or password')).toEqual({
      email: 'Invalid email or password',
      password: 'Invalid email or password',
    });
    expect(loginErrorFields('INVALID EMAIL OR PASSWORD!')).toHaveProperty('password');
  });
  it('marks the email for a deactivated account or an email message', () => {
    expect(loginErrorFields('Account is deactivated')).toEqual({ email: 'Account is deactivated' });
    expect(loginErrorFields('Email is invalid')).toEqual({ email: 'Email is invalid' });
  });
  it('marks the password for a password message', () => {
    expect(loginErrorFields('Password is required')).toEqual({ password: 'Password is required' });
  });
  it('leaves anything else to a toast', () => {
    expect(loginErrorFields('Too many sign-in attempts. Please try again in 15 minutes.')).toBeNull();
    expect(loginErrorFields('Network error - please check your connection')).toBeNull();
  });
});

describe('sign-up server message routing', () => {
  it('marks the username when it is taken', () => {
    expect(registerErrorFields('Username is already taken')).toEqual({ username: 'Username is already taken' });
  });
  it('marks the email when it exists', () => {
    expect(registerErrorFields('Email already exists')).toEqual({ email: 'Email already exists' });
  });
  it('leaves anything else to a toast', () => {
    expect(registerErrorFields('A valid invite code is required')).toBeNull();
    expect(registerErrorFields('Username must be at most 30 characters')).toBeNull();
  });
});

describe('remembered origin', () => {
  it('accepts only paths on this site', () => {
    expect(isSameSitePath('/dashboard?tab=1')).toBe(true);
    expect(isSameSitePath('//evil.example')).toBe(false);
    expect(isSameSitePath('/\\evil.example')).toBe(false);
    expect(isSameSitePath('https://evil.example')).toBe(false);
  });
  it('drops an unsafe redirect instead of failing the page', () => {
    expect(loginSearchSchema.parse({ redirect: 'https://evil.example' })).toEqual({ redirect: undefined });
    expect(loginSearchSchema.parse({ redirect: '/dashboard' })).toEqual({ redirect: '/dashboard' });
    expect(loginSearchSchema.parse({})).toEqual({});
  });
  it('keeps the return path and the reason through sign-up, and drops unknown reasons', () => {
    expect(registerSearchSchema.parse({ redirect: '/story/abc/read', reason: 'like', invite: 'CODE' })).toEqual({ redirect: '/story/abc/read', reason: 'like', invite: 'CODE' });
    expect(loginSearchSchema.parse({ redirect: '/', reason: 'toString' })).toEqual({ redirect: '/' });
    expect(registerSearchSchema.parse({ invite: 'x'.repeat(201) })).toEqual({});
  });
});
