/** What bench/quiz-load.ts and its server child (bench/servers.ts) say to each other over IPC. */
export type ToServers =
  | { type: 'payload'; body: string; path?: string }
  | { type: 'counts' }
  | { type: 'memory' }
  | { type: 'stop' };

/** SQL statements the app has sent to PostgreSQL, by first keyword (outside a transaction, each commits). */
export type StatementCounts = {
  select: number;
  insert: number;
  update: number;
  delete: number;
  other: number;
};
export type FromServers =
  | { type: 'ready'; appPort: number; barePort: number; origin: string }
  | { type: 'payload-set' }
  | { type: 'counts'; counts: StatementCounts }
  | { type: 'memory'; rssMiB: number; heapUsedMiB: number }
  | { type: 'failed'; message: string };

export const QUESTIONS_PATH = '/api/quiz/questions?type=quick&stateCode=CA';
export const ANSWER_PATH = '/api/quiz/answer';
/** The bare app serves its one route at the same path, so both parse the same request line. */
export const BARE_ROUTE = '/api/quiz/questions';
export const STATES_PATH = '/api/states';
