import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Where a schema issue is, as `shippingAddress.city` (path parts may be keys or `{ key }` objects). */
export function issuePath(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
}
