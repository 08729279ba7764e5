export interface TestServiceProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** The fresh database it runs on (dropped by `stop`). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Builds (when stale) and starts `node <dir>/dist/main.js` on a random port with a fresh test database. */
export declare function startServiceProcess(dir: string, env?: Record<string, string>): Promise<TestServiceProcess>;

export declare function freePort(): Promise<number>;
