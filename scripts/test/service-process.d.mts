export interface TestServiceProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** The fresh database it runs on (dropped by `stop`). */
  databaseUrl: string;
  /** Signals the process (SIGTERM by default) and answers its exit code once it has exited; the database stays. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts it again after `kill`: same port, database and variables; resolves once it is ready. */
  start(): Promise<void>;
  /** What it has written on stdout, its log lines (started with `keepLogs`; empty otherwise). */
  logs(): string;
  /** Stops the process and drops its database. */
  stop(): Promise<void>;
}

/**
 * Builds (when stale) and starts `node <dir>/dist/main.js` on a random port with a fresh test database,
 * on the shared test server or on `databaseServer` (a server URL ending in /postgres); `keepLogs` collects its stdout.
 */
export declare function startServiceProcess(
  dir: string,
  env?: Record<string, string>,
  options?: { databaseServer?: string; keepLogs?: boolean },
): Promise<TestServiceProcess>;

export declare function freePort(): Promise<number>;
