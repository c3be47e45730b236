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
