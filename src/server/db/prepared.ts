import type { Db, Executor } from './client';

/** What a drizzle prepared query needs to run (both drivers' prepared queries have it). */
type Runnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** The parts of drizzle's session a prepared query is bound to (drizzle-orm 0.45, both drivers). */
type SessionParts = { client: unknown; logger: unknown };

function sessionOf(executor: Executor): SessionParts | null {
  const session = (executor as unknown as { session?: Partial<SessionParts> }).session;
  return session && 'client' in session && 'logger' in session ? (session as SessionParts) : null;
}

/**
 * A hot statement built once and sent as a named prepared statement: drizzle builds its SQL once per
 * driver (not per request), and on PostgreSQL each pooled connection parses and plans it once
 * (node-postgres prepares a named statement on a connection the first time it is sent there). Its
 * values are `sql.placeholder(name)`s, filled per call, so a second learner's call runs the same
 * statement with their own values.
 *
 * drizzle binds a prepared query to the database or transaction it was prepared on; this one is
 * prepared once per driver and bound per call to the executor given (the database, or an open
 * transaction, whose connection it must use), with that executor's query logger. When the
 * executor does not look like drizzle 0.45's (another version), it is simply prepared on it.
 */
export function preparedStatement<R>(
  name: string,
  build: (db: Db) => { prepare(name: string): Runnable<R> },
) {
  const byDriver = new Map<unknown, Runnable<R>>();
  return (executor: Executor, values: Record<string, unknown>): Promise<R> => {
    const session = sessionOf(executor);
    if (!session)
      return build(executor as Db)
        .prepare(name)
        .execute(values);
    const driver = Object.getPrototypeOf(session);
    let template = byDriver.get(driver);
    if (!template) {
      template = build(executor as Db).prepare(name);
      byDriver.set(driver, template);
    }
    const bound = Object.create(template, {
      client: { value: session.client },
      logger: { value: session.logger },
    }) as Runnable<R>;
    return bound.execute(values);
  };
}
