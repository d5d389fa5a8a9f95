// The client's error normaliser: server answers, no answer, and anything else.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { AUTH_FALLBACKS } from '../../src/lib/auth';
import { describeError, GENERIC_ERROR, NETWORK_ERROR, UNEXPECTED_ERROR, overBudgetMessage } from '../../src/lib/errors';
import { activateLocale } from '../../src/lib/i18n';
import { timeoutMessage } from '../../src/lib/request-timeout';

function serverAnswer(message: string, httpStatus: number, errors?: { field: string; message: string }[]) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus, path: 'x', errors } } },
  });
}

describe('a write over the request budget', () => {
  const refusal = (data: Record<string, unknown>) =>
    new TRPCClientError('Too many changes in a short time. Please try again in 60 seconds.', {
      result: {
        error: {
          message: 'x',
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'stories.create', ...data },
        },
      },
    });

  it("is said in the reader's language with the seconds to wait, by its errorType", async () => {
    const answer = refusal({ errorType: 'rate_limited', retryAfterSeconds: 1 });
    expect(describeError(answer)).toEqual({
      status: 429,
      message: 'Too many changes in a short time. Please wait 1 second and try again.',
      fields: {},
    });
    try {
      await activateLocale('hi');
      expect(describeError(refusal({ errorType: 'rate_limited', retryAfterSeconds: 30 })).message).toBe(
        'थोड़े समय में बहुत अधिक बदलाव। 30 सेकंड रुककर फिर से कोशिश करें।',
      );
      await activateLocale('ar');
      expect(overBudgetMessage({ errorType: 'rate_limited', retryAfterSeconds: 2 })).toBe(
        'تغييرات كثيرة في وقت قصير. انتظر ثانيتين وحاول مرة أخرى.',
      );
      expect(overBudgetMessage({ errorType: 'rate_limited', retryAfterSeconds: 3 })).toBe(
        'تغييرات كثيرة في وقت قصير. انتظر 3 ثوانٍ وحاول مرة أخرى.',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('reads the type, not the words: other 429s keep their own message, and a missing or odd wait is rounded up', () => {
    expect(describeError(refusal({ errorType: 'too_many_attempts', retryAfterSeconds: 900 })).message).toBe(
      'Too many changes in a short time. Please try again in 60 seconds.',
    );
    expect(overBudgetMessage({ errorType: 'rate_limit', retryAfterSeconds: 5 })).toBeNull();
    expect(overBudgetMessage(undefined)).toBeNull();
    expect(overBudgetMessage({ errorType: 'rate_limited', retryAfterSeconds: 2.2 })).toBe(
      'Too many changes in a short time. Please wait 3 seconds and try again.',
    );
    expect(overBudgetMessage({ errorType: 'rate_limited' })).toBe(
      'Too many changes in a short time. Please wait 1 second and try again.',
    );
  });
});

describe('describeError', () => {
  it('gives a server answer its status, message and field errors', () => {
    const problem = describeError(
      serverAnswer('Title is required', 400, [{ field: 'title', message: 'Title is required' }]),
      'Login failed',
    );
    expect(problem).toEqual({ status: 400, message: 'Title is required', fields: { title: 'Title is required' } });
  });

  it("falls back to 'An error occurred', or the call's own text, for an answer without a message", () => {
    expect(GENERIC_ERROR).toBe('An error occurred');
    expect(describeError(serverAnswer('', 500))).toEqual({ status: 500, message: 'An error occurred', fields: {} });
    for (const fallback of Object.values(AUTH_FALLBACKS))
      expect(describeError(serverAnswer('', 400), fallback).message).toBe(fallback);
    expect(Object.values(AUTH_FALLBACKS).sort()).toEqual(
      [
        'Authentication check failed',
        'Login failed',
        'Password change failed',
        'Profile update failed',
        'Registration failed',
      ].sort(),
    );
  });

  it('gives the network message when no answer came: offline, refused or timed out', () => {
    const causes = [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new Error(timeoutMessage(30_000)),
    ];
    for (const cause of causes) {
      const problem = describeError(TRPCClientError.from(cause), 'Login failed');
      expect(problem, cause.message).toEqual({ message: NETWORK_ERROR, fields: {} });
    }
    expect(NETWORK_ERROR).toBe('Network error - please check your connection');
  });

  it('keeps the status but not the text of an answer that is not from our API', () => {
    const proxyPage = TRPCClientError.from(new SyntaxError('Unexpected token <'), {
      meta: { response: { status: 502 } },
    });
    expect(describeError(proxyPage)).toEqual({ status: 502, message: 'An error occurred', fields: {} });
    expect(describeError(proxyPage, 'Registration failed').message).toBe('Registration failed');
  });

  it("calls anything that is not a request failure 'An unexpected error occurred'", () => {
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred');
    for (const thrown of [new Error('boom'), 'text', undefined]) {
      expect(describeError(thrown, 'Login failed')).toEqual({ message: UNEXPECTED_ERROR, fields: {} });
    }
  });
});
