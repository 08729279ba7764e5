import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { PaintingImageEntity } from './painting-image.entity';
import { PaintingEntity } from './painting.entity';
import { PublicCatalogCache } from './public-catalog-cache';

/** Tables whose rows make up the public catalogue reads. */
const WATCHED = new Set<unknown>([PaintingEntity, PaintingImageEntity]);
const CHANGED = 'publicCatalogChanged';

/**
 * Every insert, update or delete of a painting or an image, whichever service method or
 * query builder made it, invalidates the public catalogue cache once it is committed:
 * at once outside a transaction, at commit inside one (a rolled-back change shows nothing).
 */
@Injectable()
export class CatalogChangesSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: PublicCatalogCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!event.queryRunner.data[CHANGED]) return;
    delete event.queryRunner.data[CHANGED];
    this.cache.invalidate();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    delete event.queryRunner.data[CHANGED];
  }

  private changed(metadata: EntityMetadata, queryRunner: QueryRunner): void {
    if (!WATCHED.has(metadata.target)) return;
    if (queryRunner.isTransactionActive) queryRunner.data[CHANGED] = true;
    else this.cache.invalidate();
  }
}
