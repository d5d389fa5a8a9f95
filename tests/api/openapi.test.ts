// The OpenAPI 3.1 document at /api/openapi.json: valid by an OpenAPI parser, generated from the app's routes and zod
// schemas, and every documented path and method answers (none is the API's 404 for an unknown path, nor a 405).
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import {
  API_REFERENCE_SCRIPT,
  API_REFERENCE_START,
  API_REFERENCE_VERSION,
  APP_ICON,
} from '../../worker/web/api-reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with request bodies and error shapes', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(res.json));
    expect(result.valid ? [] : (result as { errors?: unknown[] }).errors).toEqual([]);
    expect(result.valid).toBe(true);
    const update = res.json.paths['/api/stories/{id}'].put;
    expect(update.requestBody.content['application/json'].schema.properties.status.enum).toEqual([
      'draft',
      'published',
    ]);
    expect(
      res.json.paths['/api/ai/generate-scene'].post.requestBody.content['application/json'].schema.properties.maxPanels
        .type,
    ).toBe('integer');
    expect(res.json.components.schemas.Error.properties.errorType.enum).toContain('token_expired');
    expect(res.json.components.responses.Error429.headers['Retry-After']).toBeTruthy();
  });

  it('documents cursors, the limit maximum, the explicit like and Idempotency-Key on exactly the calls that honour it', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const list = doc.paths['/api/stories'].get;
    const cursor = list.parameters.find((parameter: any) => parameter.name === 'cursor');
    expect(cursor).toMatchObject({ in: 'query', schema: { type: 'string' } });
    expect(cursor.description).toMatch(/opaque/i);
    expect(list.parameters.find((parameter: any) => parameter.name === 'limit')).toMatchObject({
      schema: { maximum: 50 },
      description: expect.stringContaining('limit must be a whole number from 1 to 50'),
    });
    expect(
      list.responses['200'].content['application/json'].schema.properties.data.properties.pagination.properties
        .nextCursor.type,
    ).toEqual(['string', 'null']);
    expect(doc.paths['/api/likes/{kind}/{id}'].put.requestBody.content['application/json'].schema).toMatchObject({
      properties: { liked: { type: 'boolean' } },
      required: ['liked'],
    });

    const honouring = Object.entries(doc.paths as Record<string, Record<string, any>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
      )
      .filter(([, operation]) =>
        operation.parameters?.some(
          (parameter: any) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
        ),
      )
      .map(([key, operation]) => {
        expect(operation.responses['409'], key).toBeTruthy();
        return key;
      });
    for (const expected of [
      'POST /api/stories',
      'POST /api/stories/{id}/remix',
      'POST /api/stories/{storyId}/remix-scene/{sceneId}',
      'POST /api/ai/generate-scene',
      'POST /api/ai/generate-image',
      'POST /api/ai/generate-video',
      'POST /api/characters',
      'POST /api/locations',
      'POST /api/upload/image',
      'POST /api/tokens',
    ]) {
      expect(honouring).toContain(expected);
    }
    expect(honouring.every((key) => key.startsWith('POST '))).toBe(true);
    for (const not of ['POST /api/likes/{kind}/{id}', 'POST /api/ai/improve-text', 'POST /api/auth/login'])
      expect(honouring).not.toContain(not);
  });

  it('documents every REST call, and each one answers', async () => {
    const user = await registerUser(t);
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
    );
    for (const expected of [
      'GET /api/stories',
      'POST /api/stories',
      'PUT /api/scenes/{sceneId}/panels/{panelNumber}',
      'POST /api/ai/generate-scene',
      'POST /api/upload/image',
      'GET /api/users/{username}',
    ]) {
      expect(operations.map(([method, path]) => `${method} ${path}`)).toContain(expected);
    }
    for (const [method, path] of operations) {
      // Fake ids reach the call's own check (a 404 'Story not found'), never the API's 404 for a path it lacks.
      const url = path
        .replace(/\{kind\}/, 'stories')
        .replace(/\{panelNumber\}|\{sceneNumber\}/, '1')
        .replace(/\{\w+\}/g, 'nothing');
      const res = await t.call(method, url, {
        token: user.token,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${path}`).not.toBe(405);
      expect(res.json?.message ?? '', `${method} ${path}`).not.toMatch(/^Not found: /);
    }
  });

  it('serves the interactive reference at /api/docs from the app itself, under the page policy', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The pinned package's bundle from the app's assets (the build copies it there); nothing from another origin.
    const { version } = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../node_modules/swagger-ui-dist/package.json'), 'utf8'),
    ) as { version: string };
    expect(
      JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')).devDependencies[
        'swagger-ui-dist'
      ],
    ).toBe(API_REFERENCE_VERSION);
    expect(version).toBe(API_REFERENCE_VERSION);
    expect(res.text).toContain(`<script src="${API_REFERENCE_SCRIPT}"></script>`);
    expect(res.text).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(res.text).not.toMatch(/<script>/);
    expect(API_REFERENCE_START).toContain("url: '/api/openapi.json'");
    // The app's own icon (the page would otherwise make the browser ask for a /favicon.ico that is not there).
    expect(res.text).toContain(`<link rel="icon" type="image/svg+xml" href="${APP_ICON}" />`);
    expect(readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')).toContain(`href="${APP_ICON}"`);
  });
});
