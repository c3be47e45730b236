import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGetOrNull, apiRequest, describeError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText })),
  );
}

describe('api client', () => {
  it('turns a non-OK response into `<status>: <body text>` and keeps the server message', async () => {
    stubFetch(
      400,
      JSON.stringify({ error: { code: 'VALIDATION', message: 'rating must be a whole number from 1 to 5' } }),
    );
    const err = (await apiRequest('POST', '/api/feedback', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(
      '400: {"error":{"code":"VALIDATION","message":"rating must be a whole number from 1 to 5"}}',
    );
    expect(err.code).toBe('VALIDATION');
    expect(describeError(err)).toBe('rating must be a whole number from 1 to 5');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('yields null on 401 when asked to', async () => {
    stubFetch(401, '{"error":{"code":"UNAUTHORIZED","message":"no"}}');
    await expect(apiGetOrNull('/api/user')).resolves.toBeNull();
  });
});
