import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { onContentChange } from '@server/lib/content-change';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip';

/**
 * A body made once: its type, its ETag and its bytes as they are; `coded` gives them in gzip or brotli.
 * Each coding is compressed the first time a request accepts it (a browser asks only for brotli, and a
 * request without Accept-Encoding, the API tests' inject, for neither), on zlib's thread pool: brotli at
 * quality 11 takes the glossary some 0.8 s, which compressing in the request's own thread held every
 * other request back for.
 */
export type StaticBody = {
  readonly type: string;
  readonly etag: string;
  readonly identity: Buffer;
  coded(coding: Coding): Promise<Buffer>;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Brotli's quality for a body: 11, the smallest, up to 1 MiB; 9 above. A pack's content (~1.8 MB of
 * JSON) took 5.5 s of CPU at 11 against 0.3 s at 9, for 361 against 394 KB (on-the-fly quality 4: 439 KB).
 */
export const brotliQualityFor = (bytes: number) => (bytes > 1024 * 1024 ? 9 : 11);

const compressors: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(body.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/**
 * Compressed bytes by coding and ETag (the ETag names the bytes): a body made again with the same bytes,
 * as a cache makes its bodies again every minute, is not compressed again. Oldest first out past the cap.
 */
const compressed = new Map<string, { bytes: Promise<Buffer>; size: number }>();
/**
 * At most this many compressed bodies and bytes (a pack's content is ~0.4 MB in brotli, and each content
 * change makes new ones), oldest first out.
 */
export const compressedLimits = { entries: 500, bytes: 48 * 1024 * 1024 };
let compressedBytes = 0;

function forget(key: string) {
  const entry = compressed.get(key);
  if (!entry) return;
  compressedBytes -= entry.size;
  compressed.delete(key);
}

function compressOnce(coding: Coding, etag: string, identity: Buffer) {
  const key = `${coding} ${etag}`;
  const hit = compressed.get(key);
  if (hit) return hit.bytes;
  const entry = { bytes: compressors[coding](identity), size: 0 };
  compressed.set(key, entry);
  entry.bytes.then(
    (done) => {
      if (compressed.get(key) !== entry) return;
      entry.size = done.length;
      compressedBytes += done.length;
      // Oldest first out, past the count or the bytes (never the one just made).
      for (const oldest of compressed.keys()) {
        if (compressed.size <= compressedLimits.entries && compressedBytes <= compressedLimits.bytes) break;
        if (oldest !== key) forget(oldest);
      }
    },
    () => forget(key),
  );
  return entry.bytes;
}

/** What the compressed-bytes cache holds now (for its test). */
export const compressedCacheSize = () => ({ entries: compressed.size, bytes: compressedBytes });

function made(type: string, identity: Buffer): StaticBody {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { type, etag, identity, coded: (coding) => compressOnce(coding, etag, identity) };
}

/** A JSON body. */
export function makeStaticBody(value: unknown): StaticBody {
  return made('application/json; charset=utf-8', Buffer.from(JSON.stringify(value)));
}

/** An HTML page (a screen the server renders from content, decision 23). */
export function makeStaticPage(html: unknown): StaticBody {
  return made('text/html; charset=utf-8', Buffer.from(String(html)));
}

/**
 * A body read from content (which changes only when it is seeded or imported), kept per key for
 * ttlMs and made once: a read of it costs no query, no serialisation and no compression.
 */
export function staticBodyCache(
  db: object,
  ttlMs = 60_000,
  maxEntries = 500,
  make: (value: unknown) => StaticBody = makeStaticBody,
) {
  const entries = new Map<string, { at: number; body: Promise<StaticBody> }>();
  const cache = {
    get(key: string, load: () => Promise<unknown>, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) {
        // Read last, out last: the bodies in use stay when the cap makes room.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const body = load().then(make);
      entries.delete(key);
      entries.set(key, { at: now, body });
      // Keys come from a bounded set (states, stories, sections); the cap is a guard all the same.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      body.catch(() => entries.delete(key));
      return body;
    },
    clear() {
      entries.clear();
    },
  };
  const caches = cachesByDb.get(db) ?? new Set();
  caches.add(cache);
  cachesByDb.set(db, caches);
  return cache;
}

const cachesByDb = new WeakMap<object, Set<{ clear(): void }>>();

// A seed or an admin's content change: every body made from this database's content is made again.
onContentChange((db) => {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
});

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

function accepts(acceptEncoding: string | string[] | undefined, coding: string) {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export type StaticBodyCache = ReturnType<typeof staticBodyCache>;

/**
 * A public content read served from a cache: the body is made once a minute at most per key (the load
 * runs then), and every request gets its ETag, a 304 on If-None-Match, or the precompressed bytes.
 * Routes served only this way set `compress: false` and `config: { rateLimit: false }`; a route that
 * serves some requests otherwise (a search, a signed-in reader) keeps both: @fastify/compress leaves a
 * body that already has a Content-Encoding alone.
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: StaticBodyCache,
  key: string,
  load: () => Promise<unknown>,
  cacheControl = 'public, max-age=300',
) {
  const body = await cache.get(key, load);
  // Only once the body is made: an error answer must not be kept as if it were the body.
  reply.header('cache-control', cacheControl);
  return sendStaticBody(request, reply, body);
}

/**
 * Sends a made body: 304 when the caller holds it already (If-None-Match), otherwise its precompressed
 * bytes in the best coding the caller accepts. The route must have `compress: false`.
 */
export async function sendStaticBody(request: FastifyRequest, reply: FastifyReply, body: StaticBody) {
  reply.header('etag', body.etag);
  reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(body.type);
  const ae = request.headers['accept-encoding'];
  if (accepts(ae, 'br')) return reply.header('content-encoding', 'br').send(await body.coded('br'));
  if (accepts(ae, 'gzip')) return reply.header('content-encoding', 'gzip').send(await body.coded('gzip'));
  return reply.send(body.identity);
}
