import { mailingApi, NEWSLETTER_MESSAGES, type NewsletterSubscriber } from '@atelier/contracts';
import { Skeleton, Spinner } from '@atelier/ui';
import type { ReactNode } from 'react';
import { useMailchimpSync, useNewsletterSubscribers, useSetSubscription, useTestMailchimp } from '../api/adminNewsletter';
import { AdminList } from '../../../components/AdminList';
import { ExportLink } from '../../../components/ExportLink';
import { TabHeader } from '../../../components/TabHeader';
import { formatNzDay } from '../../../shared/dates';

/** requirements §9: skeleton rows while the list loads. */
const SKELETON_ROWS = 3;

/**
 * Newsletter (requirements §2): the mailing-list provider panel (Test Connection, Sync Newsletter,
 * Sync Customers) and the subscriber list with its Active/Pending/Unsubscribed badge and the
 * Subscribe/Unsubscribe button; the list is refreshed after each change.
 */
export function NewsletterTab() {
  const subscribers = useNewsletterSubscribers();
  const setSubscription = useSetSubscription();
  const pendingEmail = setSubscription.isPending ? setSubscription.variables?.email : undefined;
  const count = (status: NewsletterSubscriber['status']) =>
    subscribers.data?.filter((subscriber) => subscriber.status === status).length ?? 0;

  return (
    <section aria-labelledby="admin-newsletter-heading" data-testid="admin-newsletter" className="space-y-8">
      <MailchimpPanel />

      <div>
        <TabHeader
          id="admin-newsletter-heading"
          title="Newsletter Subscribers"
          summary={
            subscribers.data &&
            subscribers.data.length > 0 &&
            `${count('active')} active${count('pending') > 0 ? `, ${count('pending')} waiting for confirmation` : ''} of ${subscribers.data.length}`
          }
          summaryTestId="admin-newsletter-count"
        >
          <ExportLink endpoint={mailingApi.newsletter.export} testId="admin-newsletter-export" />
        </TabHeader>
        <div className="mt-6">
          <AdminList
            query={subscribers}
            noun="subscribers"
            testId="admin-newsletter"
            skeletonRows={SKELETON_ROWS}
            skeleton={
              <li data-testid="admin-newsletter-skeleton" className="flex items-center gap-4 py-4">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-4 w-1/4" />
                </div>
                <Skeleton className="h-9 w-28" />
              </li>
            }
            empty={NEWSLETTER_MESSAGES.empty}
          >
            {(subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                pending={pendingEmail === subscriber.email}
                busy={setSubscription.isPending}
                onToggle={() => setSubscription.mutate({ email: subscriber.email, subscribe: subscriber.status === 'unsubscribed' })}
              />
            )}
          </AdminList>
        </div>
      </div>
    </section>
  );
}

function MailchimpPanel() {
  const test = useTestMailchimp();
  const syncSubscribers = useMailchimpSync('subscribers');
  const syncCustomers = useMailchimpSync('customers');

  return (
    <div className="rounded-sm border border-line bg-paper-deep/40 p-5 sm:p-6" data-testid="admin-mailchimp">
      <h3 className="text-lg">Mailchimp</h3>
      <p className="mt-1 text-sm text-ink-soft">
        Subscribers are saved here first and, once they have confirmed their address, kept in step with the Mailchimp audience; a full sync
        sends every confirmed subscriber again.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <PanelButton onClick={() => test.mutate()} pending={test.isPending} testId="admin-mailchimp-test">
          Test Connection
        </PanelButton>
        <PanelButton onClick={() => syncSubscribers.mutate()} pending={syncSubscribers.isPending} testId="admin-mailchimp-sync">
          Sync Newsletter
        </PanelButton>
        <PanelButton onClick={() => syncCustomers.mutate()} pending={syncCustomers.isPending} testId="admin-mailchimp-sync-customers">
          Sync Customers
        </PanelButton>
      </div>
    </div>
  );
}

const STATUS_BADGE: Record<NewsletterSubscriber['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'border-emerald-700/30 bg-emerald-50 text-emerald-800' },
  pending: { label: 'Pending', className: 'border-amber-700/30 bg-amber-50 text-amber-900' },
  unsubscribed: { label: 'Unsubscribed', className: 'border-line bg-paper-deep text-ink-soft' },
};

function SubscriberRow({
  subscriber,
  pending,
  busy,
  onToggle,
}: {
  subscriber: NewsletterSubscriber;
  pending: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const name = [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ');
  return (
    <li
      data-testid="admin-newsletter-row"
      data-email={subscriber.email}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="truncate font-medium" data-testid="admin-newsletter-email">
            {subscriber.email}
          </p>
          <span
            data-testid="admin-newsletter-status"
            className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[subscriber.status].className}`}
          >
            {STATUS_BADGE[subscriber.status].label}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">
          {name && <span>{name} · </span>}
          {subscriber.status === 'pending' ? 'Signed up' : 'Subscribed'}{' '}
          <span data-testid="admin-newsletter-date">{formatNzDay(subscriber.subscribedAt ?? subscriber.createdAt)}</span>
          {subscriber.status === 'pending' && <span> · has not confirmed from the e-mail yet</span>}
        </p>
      </div>
      {/* A pending sign-up can be cancelled, not confirmed for them: consent is theirs to give. */}
      <PanelButton onClick={onToggle} pending={pending} disabled={busy} testId="admin-newsletter-toggle">
        {subscriber.status === 'unsubscribed' ? 'Subscribe' : 'Unsubscribe'}
      </PanelButton>
    </li>
  );
}

function PanelButton({
  onClick,
  pending,
  disabled = false,
  testId,
  children,
}: {
  onClick: () => void;
  pending: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || disabled}
      data-testid={testId}
      className="inline-flex items-center gap-1.5 rounded-sm border border-line bg-paper px-3 py-1.5 text-sm text-ink transition-colors hover:border-ink disabled:opacity-50"
    >
      {pending && <Spinner label={null} className="h-4 w-4" />}
      {children}
    </button>
  );
}
