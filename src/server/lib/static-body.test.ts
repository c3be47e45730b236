import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  compressedCacheSize,
  compressedLimits,
  makeStaticBody,
  sendCachedBody,
  staticBodyCache,
} from './static-body';

describe('a made body', () => {
  it('compresses each coding once, when first asked, to the bytes it stands for', async () => {
    const value = {
      terms: Array.from({ length: 200 }, (_, i) => ({ term: `Term ${i}`, text: 'lis pendens' })),
    };
    const body = makeStaticBody(value);
    expect(JSON.parse(body.identity.toString())).toEqual(value);
    const br = await body.coded('br');
    const gzip = await body.coded('gzip');
    expect(await body.coded('br')).toBe(br);
    expect(await body.coded('gzip')).toBe(gzip);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(gunzipSync(gzip).equals(body.identity)).toBe(true);
    expect(br.length).toBeLessThan(body.identity.length / 4);
    // The ETag names the bytes, whichever coding carries them.
    expect(makeStaticBody(value).etag).toBe(body.etag);
    expect(makeStaticBody({ ...value, more: 1 }).etag).not.toBe(body.etag);
  });

  it('made again with the same bytes (a cache’s next minute), it is not compressed again', async () => {
    const value = { states: Array.from({ length: 50 }, (_, i) => ({ id: `S${i}`, name: `State ${i}` })) };
    const first = await makeStaticBody(value).coded('br');
    expect(await makeStaticBody(structuredClone(value)).coded('br')).toBe(first);
    const changed = await makeStaticBody({ ...value, states: value.states.slice(1) }).coded('br');
    expect(changed).not.toBe(first);
    expect(JSON.parse(brotliDecompressSync(changed).toString()).states).toHaveLength(49);
  });
});

describe('the compressed bodies kept', () => {
  it('stay under their byte limit, the oldest dropped first', async () => {
    const saved = { ...compressedLimits };
    try {
      // Random bytes do not compress: each coded copy is about its body's size.
      const bodies = Array.from({ length: 5 }, () =>
        makeStaticBody({ noise: randomBytes(60_000).toString('base64') }),
      );
      const first = await bodies[0]!.coded('gzip');
      compressedLimits.bytes = first.length * 3.5;
      for (const b of bodies.slice(1)) await b.coded('gzip');
      await new Promise((r) => setImmediate(r));
      expect(compressedCacheSize().bytes).toBeLessThanOrEqual(compressedLimits.bytes);
      // The newest are kept (the same Buffer again), the oldest made anew.
      const last = bodies.at(-1)!;
      expect(await last.coded('gzip')).toBe(await last.coded('gzip'));
      expect(await bodies[0]!.coded('gzip')).not.toBe(first);
    } finally {
      Object.assign(compressedLimits, saved);
    }
  });
});

describe('a cached body sent', () => {
  it('carries its Cache-Control only when made: an error answer is not to be kept', async () => {
    const app = Fastify();
    const cache = staticBodyCache({});
    let fail = true;
    app.get('/body', async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        cache,
        'key',
        async () => {
          if (fail) throw new Error('the database is away');
          return { ok: true };
        },
        'private, no-cache',
      ),
    );
    const failed = await app.inject({ url: '/body' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBeUndefined();
    fail = false;
    const made = await app.inject({ url: '/body' });
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('private, no-cache');
    expect(made.json()).toEqual({ ok: true });
    await app.close();
  });
});
