import type { FailedWork, WorkFailure } from '@atelier/contracts';
import { Skeleton } from '@atelier/ui';
import { useState } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { RetryIcon } from '../../../components/icons';
import { formatNzMoment } from '../../../shared/dates';
import { useFailedWork, useRetryFailedWork } from '../api/failedWork';

const FAILURES: Record<WorkFailure, string> = { refused: 'Refused', 'given-up': 'Gave up' };
const SERVICES: Record<string, string> = { bookings: 'Bookings', commerce: 'Shop', mailing: 'Mailing' };

/** One failure of one piece of work: a retry that fails again is a new failure, with a Retry of its own. */
const failureKey = (work: FailedWork) => `${work.service}-${work.id}-${work.failedAt}`;

/**
 * Work the site could not finish by itself (architecture §4): an e-mail another service refused,
 * or a task that kept failing for days. Each says what it was for and why, with Retry; a retried
 * one shows Queued until its list is read again, where it is failed no more.
 */
export function FailedWorkPanel() {
  const lists = useFailedWork();
  const retry = useRetryFailedWork();
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());

  const retryWork = (work: FailedWork) => retry.mutate(work, { onSuccess: () => setQueued((keys) => new Set(keys).add(failureKey(work))) });

  return (
    <section aria-labelledby="admin-failed-work-heading" data-testid="admin-failed-work" className="mt-6 space-y-2">
      <h2 id="admin-failed-work-heading" className="font-display text-xl">
        Failed work
      </h2>
      {lists.pending ? (
        <div aria-busy="true" aria-label="Loading failed work">
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : lists.items.length === 0 ? (
        lists.unreadable.length === 0 && (
          <p data-testid="admin-failed-work-empty" className="text-sm text-ink-soft">
            Nothing has failed: every e-mail and task went through.
          </p>
        )
      ) : (
        <ul data-testid="admin-failed-work-list" className="divide-y divide-line border-y border-line">
          {lists.items.map((work) => {
            const isQueued = queued.has(failureKey(work));
            const isRetrying = retry.isPending && retry.variables?.id === work.id && retry.variables.service === work.service;
            return (
              <li
                key={failureKey(work)}
                data-testid="admin-failed-work-row"
                className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3 text-sm"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-medium" data-testid="admin-failed-work-subject">
                      {work.subject}
                    </span>
                    <span className="rounded-full border border-danger/40 bg-danger/5 px-2 py-0.5 text-xs font-medium text-danger">
                      {FAILURES[work.failure]}
                    </span>
                  </p>
                  <p className="break-words text-ink-soft" data-testid="admin-failed-work-reason">
                    {work.reason}
                  </p>
                  <p className="text-xs text-ink-soft">
                    {SERVICES[work.service] ?? work.service} · {work.kind} · created {formatNzMoment(work.createdAt)} · failed{' '}
                    {formatNzMoment(work.failedAt)} · {work.attempts === 1 ? '1 attempt' : `${work.attempts} attempts`}
                  </p>
                </div>
                {isQueued ? (
                  <span data-testid="admin-failed-work-queued" className="py-1.5 text-sm text-ink-soft">
                    Queued
                  </span>
                ) : (
                  <ActionButton
                    onClick={() => retryWork(work)}
                    disabled={isRetrying}
                    pending={isRetrying}
                    testId="admin-failed-work-retry"
                    icon={<RetryIcon />}
                  >
                    Retry
                  </ActionButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {lists.unreadable.length > 0 && (
        <p role="alert" data-testid="admin-failed-work-error" className="text-sm text-danger">
          {`Failed to load the failed work of ${lists.unreadable.map((service) => SERVICES[service] ?? service).join(', ')}.`}
          <button type="button" onClick={lists.refetch} className="ml-2 underline underline-offset-4">
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
