// Minimal typing of the parts of autocannon (root devDependency, no bundled types) the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestSpec {
    method?: string;
    path?: string;
    setupRequest?: (
      request: { path: string; method: string; headers?: Record<string, string> },
      context: Record<string, unknown>,
    ) => unknown;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    overallRate?: number;
    timeout?: number;
    requests?: RequestSpec[];
  }

  interface Result {
    duration: number;
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export = autocannon;
}
