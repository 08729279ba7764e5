import type { EntityManager } from 'typeorm';

/**
 * Rows an `UPDATE … RETURNING` or `DELETE … RETURNING` gave back. TypeORM's PostgreSQL
 * driver answers those two as `[rows, rowCount]` and every other statement as `rows`.
 */
export async function returningRows<T>(manager: Pick<EntityManager, 'query'>, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
