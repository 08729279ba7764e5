export interface PrivateServer {
  /** redis://127.0.0.1:<port>, or for PostgreSQL a server URL ending in /postgres. */
  url: string;
  /** Stops it (Redis: SIGTERM, its data written; PostgreSQL: a fast shutdown); connections are refused until `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the data it had; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/** redis-server on a free port, with an append-only file so a restart keeps every job. */
export declare function startPrivateRedis(): Promise<PrivateServer>;

/** An embedded PostgreSQL on a free port, its data in a temp dir. */
export declare function startPrivatePostgres(): Promise<PrivateServer>;
