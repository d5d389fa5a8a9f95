import { describe, expect, it } from 'vitest';
import { displayName, greetingName, initials } from '../../src/shared/user-display';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('falls back to the first name alone', () => {
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: '' })).toBe('Ada');
  });
  it('uses the username when there is no first name, even with a last name', () => {
    expect(displayName({ username: 'ada', firstName: '', lastName: 'Lovelace' })).toBe('ada');
    expect(displayName({ username: 'ada', firstName: null, lastName: null })).toBe('ada');
  });
  it('ignores names that are only spaces', () => {
    expect(displayName({ username: 'ada', firstName: '  ', lastName: ' ' })).toBe('ada');
    expect(displayName({ username: 'ada', firstName: ' Ada ', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials({ username: 'x', firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
  it('falls back to the first letter of the first name', () => {
    expect(initials({ username: 'x', firstName: 'Grace', lastName: '' })).toBe('G');
  });
  it('falls back to the first letter of the username', () => {
    expect(initials({ username: 'zed_99', firstName: '', lastName: 'Hopper' })).toBe('Z');
  });
  it('uses the fallback when nothing is known (the menu passes U)', () => {
    expect(initials({ username: '', firstName: '', lastName: '' }, 'U')).toBe('U');
    expect(initials(null, 'U')).toBe('U');
    expect(initials(undefined)).toBe('');
  });
  it('keeps a whole character outside the basic plane', () => {
    expect(initials({ username: '😀smile' })).toBe('😀');
  });
});

describe('greetingName', () => {
  it('is the first name, else the username', () => {
    expect(greetingName({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada');
    expect(greetingName({ username: 'ada', firstName: '' })).toBe('ada');
  });
});
