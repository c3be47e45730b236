import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeStaticBody } from './static-body';

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
