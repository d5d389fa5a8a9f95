// Procedure inputs are real types (no coercion outside the REST adapters) and outputs name their unions: checked by tsc
// through @ts-expect-error lines, and at run time through the caller (a string where a number belongs is refused).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../worker/trpc/router';
import { listQuery } from '../../worker/rest/routes';
import { createTestApp, registerUser } from '../helpers/app';
import { callerFor } from '../helpers/caller';

type In = inferRouterInputs<AppRouter>;
type Out = inferRouterOutputs<AppRouter>;

describe('strict procedure types', () => {
  it('types inputs as numbers, strings and enums', () => {
    expectTypeOf<Exclude<In['stories']['list'], void | undefined>['page']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Exclude<In['stories']['list'], void | undefined>['tag']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<In['ai']['generateScene']['maxPanels']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<In['ai']['generateScene']['prompt']>().toEqualTypeOf<string>();
    expectTypeOf<In['scenes']['updatePanel']['panelNumber']>().toEqualTypeOf<number>();
    type Bubble = NonNullable<In['scenes']['updatePanel']['textBubbles']>[number];
    expectTypeOf<Bubble['position']['x']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<NonNullable<Bubble['style']>['fontSize']>>().toEqualTypeOf<number>();
    // @ts-expect-error a page is a number
    const bad: In['stories']['list'] = { page: 'banana' };
    expect(bad).toBeTruthy();
  });

  it('names the unions of outputs', () => {
    expectTypeOf<Out['stories']['byId']['data']['status']>().toEqualTypeOf<'draft' | 'published'>();
    expectTypeOf<Out['stories']['byId']['data']['scenes'][number]['status']>().toEqualTypeOf<
      'generating' | 'completed' | 'failed'
    >();
    expectTypeOf<Out['stories']['list']['data']['stories'][number]['aspectRatio']>().toEqualTypeOf<
      '3:4' | '3:2' | '1:1'
    >();
  });

  it('refuses strings for numbers on tRPC with the spec message, while REST reads its query strings', async () => {
    const t = await createTestApp();
    try {
      const user = await registerUser(t);
      const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: 'Typed' } })).json.data;
      const api = callerFor(t, user.token);
      const error = await api.ai
        .generateScene({ storyId: story._id, prompt: 'A robot walks into a bar', maxPanels: '2' as never })
        .catch((e: unknown) => e);
      expect((error as Error).message).toContain('maxPanels must be a number');
      const rest = await t.call('POST', '/api/ai/generate-scene', {
        token: user.token,
        body: { storyId: story._id, prompt: 'A robot walks into a bar', maxPanels: '2' },
      });
      expect(rest.status).toBe(400);
      expect(rest.json.message).toBe('maxPanels must be a number');
      const list = await t.call(
        'GET',
        `/trpc/stories.list?input=${encodeURIComponent(JSON.stringify({ page: 'banana' }))}`,
      );
      expect(list.status).toBe(400);
      expect(list.json.error.message).toBe('page must be a whole number from 1');
      const restList = await t.call('GET', '/api/stories?page=banana&limit=2');
      expect([restList.status, restList.json.message]).toEqual([400, 'page must be a whole number from 1']);
    } finally {
      await t.close();
    }
    expect(listQuery({ page: '2', limit: 'x', tag: ' Fantasy ' })).toEqual({ page: 2, limit: 'x', tag: ' Fantasy ' });
  });
});
