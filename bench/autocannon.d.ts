/**
 * The slice of autocannon's programmatic API the benchmark uses (the package ships no types and the
 * project has no @types/autocannon). See node_modules/autocannon/README.md for the full options.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RequestContext = Record<string, unknown>;

  export type RequestParams = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type Request = RequestParams & {
    setupRequest?: (request: RequestParams, context: RequestContext) => RequestParams | null | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: RequestContext,
      headers: Record<string, string | string[]>,
    ) => void;
  };

  /** One connection. requestIterator is internal; the benchmark reads the method of the request in flight. */
  export interface Client extends EventEmitter {
    setHeaders(headers: Record<string, string> | undefined): void;
    setBody(body: string | Buffer | undefined): void;
    requestIterator: { currentRequest: Request; context: RequestContext };
  }

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    title?: string;
    requests?: Request[];
    initialContext?: RequestContext;
    setupClient?: (client: Client) => void;
    excludeErrorStats?: boolean;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  export type Result = {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    start: Date;
    finish: Date;
    /** Responses per second; sent counts requests sent, those still in flight at the stop included. */
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    on(
      event: 'response',
      listener: (client: Client, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
