import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeStaticBody } from './static-body';

describe('a made body', () => {
  it('compresses each coding once, when first asked, to the bytes it stands for', () => {
    const value = {
      terms: Array.from({ length: 200 }, (_, i) => ({ term: `Term ${i}`, text: 'lis pendens' })),
    };
    const body = makeStaticBody(value);
    expect(JSON.parse(body.identity.toString())).toEqual(value);
    const br = body.br;
    const gzip = body.gzip;
    expect(body.br).toBe(br);
    expect(body.gzip).toBe(gzip);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(gunzipSync(gzip).equals(body.identity)).toBe(true);
    expect(br.length).toBeLessThan(body.identity.length / 4);
    // The ETag names the bytes, whichever coding carries them.
    expect(makeStaticBody(value).etag).toBe(body.etag);
    expect(makeStaticBody({ ...value, more: 1 }).etag).not.toBe(body.etag);
  });
});
