/**
 * The built app as `npm start` starts it, for the benchmarks that measure it from outside (Lighthouse,
 * the pack's serving cost): production mode, the labelled test payment provider, a throwaway DATA_DIR
 * (migrated and seeded at start-up), on 127.0.0.1. Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export function startBuiltServer(port: number, dataDir: string): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The labelled test payment provider (production refuses to run it silently).
      PAYMENT_PROVIDER: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The app refuses a state-changing call whose Origin is not its own address.
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Waits for a 200 on /healthz, asking every `everyMs` (a cold-start timing asks often). */
export async function untilHealthy(origin: string, timeoutMs: number, everyMs = 100) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`no 200 on ${origin}/healthz in ${timeoutMs / 1000} s`);
}

/** Stops a server started by npm in its own process group (npm and node) and waits for it. */
export async function stopServer(server: ChildProcess) {
  const exited = new Promise((r) => server.once('exit', r));
  try {
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  } catch {}
}

/** A guest session as the app makes one on a first visit: anonymous sign-in, then the time zone. */
export async function guestCookie(origin: string) {
  const res = await fetch(`${origin}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: '{}',
  });
  if (!res.ok) throw new Error(`guest sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profile = await fetch(`${origin}/api/user/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ timeZone: 'America/Chicago' }),
  });
  if (!profile.ok) throw new Error(`guest profile: ${profile.status} ${await profile.text()}`);
  return cookie;
}

/** The app's node process under `npm start` (under npm and its shell): its pid, for reading its CPU time. */
export function serverNodePid(npmPid: number): number {
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const queue = [npmPid];
  while (queue.length) {
    const pid = queue.shift()!;
    try {
      const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (program!.endsWith('node') && args.includes('dist/server/server.js')) return pid;
    } catch {}
    queue.push(...children(pid));
  }
  throw new Error(`no dist/server/server.js process under ${npmPid}`);
}

/** A process's CPU time so far (user and system, all its threads), in ms. */
export function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A process's resident memory now, in MiB. */
export function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}
