/**
 * What an instance keeps from content (the question pool, the study overview, public content bodies)
 * is kept until content changes: a seed, an import, an admin's edit. Each cache registers here how to
 * forget a database's entries, and whatever changes content calls `contentChanged` once.
 */
const forgetters = new Set<(db: object) => void>();

export function onContentChange(forget: (db: object) => void) {
  forgetters.add(forget);
}

/** Content in this database changed: every cache made from it forgets it. */
export function contentChanged(db: object) {
  for (const forget of forgetters) forget(db);
}

/**
 * Content read once per instance: by database and key, for `ttlMs`, and forgotten when content changes.
 * A read that fails is not kept. Returns `read(db, key, now, load)`: the kept value, or `load()`'s.
 */
export function contentCache<T>(ttlMs: number) {
  const byDb = new WeakMap<object, Map<string, { at: number; value: Promise<T> }>>();
  onContentChange((db) => byDb.delete(db));
  return (db: object, key: string, now: number, load: () => Promise<T>): Promise<T> => {
    let entries = byDb.get(db);
    if (!entries) {
      entries = new Map();
      byDb.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    const kept = entries;
    kept.set(key, { at: now, value });
    value.catch(() => kept.delete(key));
    return value;
  };
}
