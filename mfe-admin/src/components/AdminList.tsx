import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ListMessage } from './ListMessage';

const LIST = 'divide-y divide-line border-y border-line';

export interface AdminListProps<T> {
  query: UseQueryResult<readonly T[]>;
  /** The rows to show, when not every loaded item (a search); the loaded items otherwise. */
  items?: readonly T[] | undefined;
  /** What the list holds, in its loading and error texts: 'Failed to load {noun}.' */
  noun: string;
  /** Prefix of the list's test ids: `{testId}-list`, `-empty`, `-error`. */
  testId: string;
  /** One placeholder row, shown `skeletonRows` times while loading. */
  skeleton: ReactNode;
  skeletonRows: number;
  /** What an empty list says. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** An admin tab's list: placeholder rows while loading, the error with 'Try again', the empty text, or the rows. */
export function AdminList<T>({ query, items = query.data, noun, testId, skeleton, skeletonRows, empty, children }: AdminListProps<T>) {
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={`Loading ${noun}`} className={LIST}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Fragment key={index}>{skeleton}</Fragment>
        ))}
      </ul>
    );
  }
  if (query.isError || !items) {
    return (
      <ListMessage testId={`${testId}-error`} tone="error">
        {`Failed to load ${noun}. Please try again later.`}
        <button type="button" onClick={() => void query.refetch()} className="ml-2 underline underline-offset-4">
          Try again
        </button>
      </ListMessage>
    );
  }
  if (items.length === 0) return <ListMessage testId={`${testId}-empty`}>{empty}</ListMessage>;
  return (
    <ul className={LIST} data-testid={`${testId}-list`}>
      {items.map(children)}
    </ul>
  );
}
