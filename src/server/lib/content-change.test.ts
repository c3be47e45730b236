import { describe, expect, it, vi } from 'vitest';
import { contentCache, contentChanged } from './content-change';

describe('contentCache', () => {
  const db = {};
  const other = {};

  it('reads once per database and key for its time, then again', async () => {
    const cache = contentCache<number>(1000);
    const load = vi.fn(async () => 7);
    expect(await cache(db, 'a', 0, load)).toBe(7);
    expect(await cache(db, 'a', 999, load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    await cache(db, 'b', 999, load);
    await cache(other, 'a', 999, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache(db, 'a', 1000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets a database’s entries when its content changes, and only that database’s', async () => {
    const cache = contentCache<string>(60_000);
    const load = vi.fn(async () => 'x');
    await cache(db, 'a', 0, load);
    await cache(other, 'a', 0, load);
    contentChanged(db);
    await cache(db, 'a', 1, load);
    await cache(other, 'a', 1, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that failed', async () => {
    const cache = contentCache<number>(60_000);
    await expect(cache(db, 'a', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache(db, 'a', 1, async () => 2)).toBe(2);
  });
});
