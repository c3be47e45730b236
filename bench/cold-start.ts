/**
 * Cold start and idle memory of the server as `npm start` runs it, on data that exists already
 * (PGlite in a temporary DATA_DIR, migrated and seeded by a first start that is not measured).
 * Prints, for each measured start, the time from spawning the process to the first 200 on /healthz,
 * and the server's RSS once it has sat idle for a few seconds. Targets: <= 2 s and <= 250 MiB.
 *
 *   npx tsx bench/cold-start.ts            (BENCH_STARTS=3 starts, BENCH_PORT=3350)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMiB, serverNodePid, stopServer, untilHealthy } from './built-server';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const IDLE_SECONDS = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'homestead-cold-'));

function start(): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
    detached: true,
  });
}

async function main() {
  console.log(
    `[cold] load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')} on this machine`,
  );
  const first = start();
  const t0 = performance.now();
  await untilHealthy(ORIGIN, 180_000, 20);
  console.log(
    `[cold] first start (migrate and seed an empty DATA_DIR): ${((performance.now() - t0) / 1000).toFixed(2)} s`,
  );
  await stopServer(first);
  const rows: { seconds: number; rssMiB: number }[] = [];
  for (let i = 0; i < STARTS; i++) {
    const child = start();
    const t = performance.now();
    await untilHealthy(ORIGIN, 60_000, 20);
    const seconds = (performance.now() - t) / 1000;
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const rss = rssMiB(serverNodePid(child.pid!));
    rows.push({ seconds, rssMiB: rss });
    console.log(
      `[cold] start ${i + 1}: ${seconds.toFixed(2)} s to 200 on /healthz; RSS at idle ${rss.toFixed(0)} MiB`,
    );
    await stopServer(child);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const s = median(rows.map((r) => r.seconds));
  const m = median(rows.map((r) => r.rssMiB));
  console.log(
    `| cold start to 200 on /healthz (median of ${STARTS}) | ${s.toFixed(2)} s | target <= 2 s | ${s <= 2 ? 'met' : 'not met'} |`,
  );
  console.log(
    `| server RSS at idle (median) | ${m.toFixed(0)} MiB | target <= 250 MiB | ${m <= 250 ? 'met' : 'not met'} |`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
