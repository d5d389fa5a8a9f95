// The browser turns zod's compiled checks off without importing zod: zod must find the flag where it keeps its settings,
// whether it loads after the flag is set or was loaded before.
import { describe, expect, it } from 'vitest';
import { loadedModules } from '../helpers/imports';
import { zodWithoutEval } from '../../src/lib/zod-settings';

describe('zodWithoutEval', () => {
  it('is the setting zod reads, and zod still checks objects without compiling them', async () => {
    zodWithoutEval();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    const schema = z.object({ email: z.string().min(1, 'Email is required'), age: z.number().optional() });
    expect(schema.safeParse({ email: 'ア@例え.jp', age: 3 }).success).toBe(true);
    expect(schema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Email is required');
    // Set again once zod is loaded: the same object, not a copy zod no longer reads.
    config({ jitless: false });
    zodWithoutEval();
    expect(config().jitless).toBe(true);
  });
});

describe('the code every page loads', () => {
  it('names refusals by code without loading zod (its object checks would try eval before the flag is set)', () => {
    const loaded = loadedModules('src/shared/messages.ts');
    expect(loaded.size).toBeGreaterThan(5);
    expect(loaded).toContain('src/shared/webhook-limits.ts');
    expect([...loaded].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });
});
