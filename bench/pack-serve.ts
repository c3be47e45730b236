/**
 * What a device's first offline pack costs the server (decision 30): the pack with its questions and
 * flashcards in it (`content=inline`, as clients before it asked) against the pack without them plus
 * the content by key (`content=apart`, made once per key). Both alternate on one built server (PGlite,
 * as `npm start` runs it), one guest, BENCH_REQUESTS requests a batch (20), BENCH_BATCHES batches of
 * each (4), brotli accepted as a browser does; the server's CPU time is read from /proc.
 *
 *   npm run build && npx tsx bench/pack-serve.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  cpuMs,
  guestCookie,
  serverNodePid,
  startBuiltServer,
  stopServer,
  untilHealthy,
} from './built-server';

const PORT = Number(process.env.BENCH_PORT ?? 3512);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 20);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 4);

/** A GET as a browser makes it (brotli accepted): the bytes on the wire and the parsed body. */
function getOk<T>(path: string, cookie: string): Promise<{ wire: number; body: T }> {
  return new Promise((resolve, reject) => {
    const req = request(`${ORIGIN}${path}`, { headers: { cookie, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString();
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${text}`));
        else resolve({ wire: raw.length, body: JSON.parse(text) as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One first pack for a device: its bytes on the wire (brotli as sent), its questions. */
async function firstPack(mode: 'inline' | 'apart', cookie: string) {
  type Pack = { contentKey: string; questions: unknown[] | null };
  const pack = await getOk<Pack>(`/api/offline/pack?stateCode=CA&content=${mode}`, cookie);
  if (mode === 'inline') return { wire: pack.wire, questions: pack.body.questions!.length };
  const content = await getOk<{ questions: unknown[] }>(
    `/api/offline/content/${pack.body.contentKey}?stateCode=CA`,
    cookie,
  );
  return { wire: pack.wire + content.wire, questions: content.body.questions.length };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'homestead-pack-serve-'));
  const server = startBuiltServer(PORT, dataDir);
  try {
    await untilHealthy(ORIGIN, 180_000);
    const pid = serverNodePid(server.pid!);
    const cookie = await guestCookie(ORIGIN);
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(', ');
    // Each kind once first, unmeasured: the content read into the instance, the body made and compressed.
    const first = { inline: await firstPack('inline', cookie), apart: await firstPack('apart', cookie) };
    if (first.inline.questions !== first.apart.questions) throw new Error('inline and apart packs differ');
    const perPack: Record<'inline' | 'apart', number[]> = { inline: [], apart: [] };
    for (let b = 0; b < BATCHES; b++) {
      for (const mode of ['inline', 'apart'] as const) {
        const before = cpuMs(pid);
        for (let i = 0; i < N; i++) await firstPack(mode, cookie);
        perPack[mode].push((cpuMs(pid) - before) / N);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`\nA device's first pack (${first.inline.questions} questions), load average ${load}\n`);
    console.log('| | server CPU per pack, ms (median; batches) | on the wire (brotli) |');
    console.log('| --- | ---: | ---: |');
    for (const mode of ['inline', 'apart'] as const)
      console.log(
        `| ${mode === 'inline' ? 'pack with its content' : 'pack + content by key'} | ${median(perPack[mode]).toFixed(0)} (${perPack[mode].map((x) => x.toFixed(0)).join(', ')}) | ${Math.round(first[mode].wire / 1024)} KB |`,
      );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
