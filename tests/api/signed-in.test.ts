// Every signed-in procedure, found by walking the router (a new one is in this test by being in the router), refuses
// a call without a token, with one that is no token at all and with a revoked session or API token: a 401 with its
// errorType, before any row changes. Each call's input passes validation (built from the procedure's own schema), so
// the refusal is the session check's and not the input's.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorTypeFor } from '../../worker/trpc/errors';
import { protectedProcedure } from '../../worker/trpc/init';
import { appRouter } from '../../worker/trpc/router';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { sampleInput } from '../helpers/sample-input';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
  middlewares: unknown[];
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>).map(
  ([path, procedure]) => ({ path, def: procedure._def }),
);
// The middleware that makes a procedure a signed-in one is the last protectedProcedure adds; every procedure built on it carries it.
const signedInCheck = (protectedProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares.at(-1);
const signedIn = procedures.filter(({ def }) => def.middlewares.includes(signedInCheck));

/** Inputs whose rules tie fields together beyond what their schema shows field by field (a page the panels must fit). */
const BUILT_BY_HAND: Record<string, unknown> = {
  'scenes.setLayout': { sceneId: 'a', panels: [{ panelNumber: 1, x: 0, y: 0, width: 1, height: 1 }] },
};
const inputOf = (path: string, def: ProcedureDef) =>
  path in BUILT_BY_HAND ? BUILT_BY_HAND[path] : def.inputs[0] ? sampleInput(def.inputs[0]) : undefined;

let t: TestApp;
let revokedSession: string;
let revokedApiToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const ada = await registerUser(t);
  const created = await t.call('POST', '/api/tokens', {
    token: ada.token,
    body: { name: 'Old script', expiresInDays: 30, scope: 'read-write' },
  });
  expect(created.status, created.text).toBe(201);
  revokedApiToken = created.json.data.token;
  expect((await t.call('DELETE', `/api/tokens/${created.json.data._id}`, { token: ada.token })).status).toBe(200);
  const bob = await registerUser(t);
  expect((await t.call('POST', '/api/auth/logout', { token: bob.token })).status).toBe(200);
  revokedSession = bob.token;
});
afterAll(() => t.close());

/** Calls a procedure by its path as a caller with `token` would, and answers the status and errorType its HTTP answer has. */
async function call(path: string, input: unknown, token: string | null) {
  const procedure = path.split('.').reduce<any>((node, key) => node[key], callerFor(t, token));
  try {
    await procedure(input);
    return { status: 200, errorType: undefined };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { status: getHTTPStatusCodeFromError(error), errorType: errorTypeFor(error) };
  }
}

describe('signed-in procedures', () => {
  it('are found in the router: the editing, AI, token and account calls', () => {
    const paths = signedIn.map(({ path }) => path);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toEqual(
      expect.arrayContaining([
        'auth.me',
        'stories.create',
        'scenes.setLayout',
        'ai.generateScene',
        'tokens.list',
        'media.upload',
      ]),
    );
    // Public reads are not among them.
    expect(paths).not.toContain('stories.list');
    expect(paths).not.toContain('auth.login');
  });

  it('each have an input their schema accepts', () => {
    const unbuilt = signedIn
      .filter(({ path, def }) => def.inputs[0] && !def.inputs[0].safeParse(inputOf(path, def)).success)
      .map(({ path }) => path);
    expect(unbuilt).toEqual([]);
  });

  it('refuse no token, a token that is none, and a revoked session or API token with a 401 before any change', async () => {
    const callers = [
      { label: 'no token', token: null, errorType: 'auth_required' },
      { label: 'not a token', token: 'not-a-token', errorType: 'token_invalid' },
      {
        label: 'unknown API token',
        token: 'pct_rw_0000000000000000000000000000000000000000',
        errorType: 'token_invalid',
      },
      { label: 'revoked session', token: () => revokedSession, errorType: 'token_invalid' },
      { label: 'revoked API token', token: () => revokedApiToken, errorType: 'token_invalid' },
    ];
    const wrong: string[] = [];
    // Rows changed on the app's connection (a guarded write whose guard finds no viewer changes none).
    const changes = async () => Number((await t.client.execute('select total_changes() as n')).rows[0]!.n);
    const changesBefore = await changes();
    for (const { path, def } of signedIn) {
      const input = inputOf(path, def);
      for (const caller of callers) {
        const token = typeof caller.token === 'function' ? caller.token() : caller.token;
        const { status, errorType } = await call(path, input, token);
        if (status !== 401 || errorType !== caller.errorType)
          wrong.push(`${path} (${caller.label}): ${status} ${errorType}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await changes()).toBe(changesBefore);
  });
});
