import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOGGER, prepareJson, PublicChanges, type PreparedJson } from '@atelier/service-kit';
import type { Notification, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';

/** The PostgreSQL channel on which catalog processes tell each other that what visitors see changed. */
const CHANNEL = 'public_catalog_changed';
const RELISTEN_DELAY_MS = 2000;

/**
 * The public catalogue reads (`/api/paintings`, `/featured`, `/{id}`) as ready serialised and
 * compressed bytes, so a read costs a map look-up. Every write that changes what they show calls
 * `invalidate()` once it has committed (CatalogChangesSubscriber sees them all); the change is then
 * visible on this process's next request, and on every other catalog process as soon as PostgreSQL
 * delivers the NOTIFY. While this process cannot hear that channel it does not cache at all:
 * a missed notification must never leave a replica serving an old catalogue.
 */
@Injectable()
export class PublicCatalogCache implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Prepared answers and the data they are made from, by key; all of it belongs to one catalogue version. */
  private readonly kept = new Map<string, Promise<unknown>>();
  /** Tells this process's own notifications from its peers'. */
  private readonly instance = randomUUID();
  /** The connection that LISTENs; undefined while the channel cannot be heard. */
  private listener?: QueryRunner;
  private relisten?: NodeJS.Timeout;
  private closing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly publicChanges: PublicChanges,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.listen();
  }

  /** Before TypeORM closes its pool, which waits for this connection to come back. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.relisten);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
    await listener?.release();
  }

  /** The prepared answer under `key`, made by `load` on the first request after a change. */
  answer(key: string, load: () => Promise<unknown>): Promise<PreparedJson> {
    return this.remember(`answer:${key}`, () => load().then(prepareJson));
  }

  /** What `load` gives, kept under `key` until the next change (one read for many answers). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listener) return load();
    let value = this.kept.get(key) as Promise<T> | undefined;
    if (!value) {
      const loading = load();
      this.kept.set(key, loading);
      // A failed read (404, database down) is not kept: the next request tries again.
      loading.catch(() => this.kept.get(key) === loading && this.kept.delete(key));
      value = loading;
    }
    return value;
  }

  /**
   * Drops every prepared answer here and tells the other catalog processes to do the same, and
   * the render processes to drop the pages that show the catalogue.
   */
  invalidate(): void {
    this.kept.clear();
    void this.publicChanges.announce('catalogue');
    this.dataSource
      .query('SELECT pg_notify($1, $2)', [CHANNEL, this.instance])
      .catch((error: Error) => this.logger.warn({ err: error }, 'Could not tell other catalog processes of a change'));
  }

  private async listen(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      // The runner hands a broken connection back to the pool as broken; this only follows it.
      const client = (await runner.connect()) as PoolClient;
      client.on('notification', (message: Notification) => {
        if (message.channel === CHANNEL && message.payload !== this.instance) this.kept.clear();
      });
      client.once('error', (error: Error) => this.lost(error));
      await runner.query(`LISTEN ${CHANNEL}`);
      this.listener = runner;
    } catch (error) {
      await runner.release();
      this.lost(error as Error);
    }
  }

  /** The channel is gone (database restart): stop caching until it is heard again. */
  private lost(error: Error): void {
    this.kept.clear();
    this.listener = undefined;
    if (this.closing) return;
    this.logger.warn({ err: error }, 'Catalog change notifications unavailable; public reads uncached until they are back');
    clearTimeout(this.relisten);
    this.relisten = setTimeout(() => void this.listen(), RELISTEN_DELAY_MS);
  }
}
