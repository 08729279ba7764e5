import { MAILCHIMP_MESSAGES, NEWSLETTER_MESSAGES, mailingApi } from '@atelier/contracts';
import { call, serverMessage, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

/**
 * Every subscriber, newest first. `gcTime: 0`: the addresses leave the cache with the tab (this
 * path is not under `/api/admin/`, which Logout forgets).
 */
export function useNewsletterSubscribers() {
  return useQuery({
    queryKey: QUERY_KEYS.newsletterSubscribers,
    gcTime: 0,
    queryFn: () => call(mailingApi.newsletter.list),
  });
}

/**
 * `PATCH /api/admin/newsletter/{email}/subscribe|unsubscribe` (requirements §4: active ⇄ unsubscribed by
 * the admin). The server's `{message}` on success; on failure the server's message or 'Failed to
 * subscribe user' / 'Failed to unsubscribe user' (requirements §8). The list is refreshed either way.
 */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, subscribe }: { email: string; subscribe: boolean }) =>
      call(subscribe ? mailingApi.newsletter.resubscribe : mailingApi.newsletter.unsubscribe, { params: { email } }),
    onSuccess: ({ message }) => toast({ title: 'Success', description: message }),
    onError: (error, { subscribe }) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? (subscribe ? NEWSLETTER_MESSAGES.subscribeFailed : NEWSLETTER_MESSAGES.unsubscribeFailed),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.newsletterSubscribers }),
  });
}

/** `POST /api/admin/mailchimp/test`: 'Mailchimp connection successful' or '… Check your API credentials.' (requirements §8). */
export function useTestMailchimp() {
  return useMutation({
    mutationFn: () => call(mailingApi.mailchimp.test),
    onSuccess: ({ connected }) =>
      connected
        ? toast({ title: 'Success', description: MAILCHIMP_MESSAGES.connected })
        : toast({ title: 'Error', description: MAILCHIMP_MESSAGES.notConnected, variant: 'destructive' }),
    onError: (error) => toast({ title: 'Error', description: withReason(MAILCHIMP_MESSAGES.testFailed, error), variant: 'destructive' }),
  });
}

/**
 * `POST /api/admin/mailchimp/sync` and `/sync-customers`: the server's `{message}` once the
 * sync is queued; 'Failed to sync subscribers to Mailchimp' / 'Failed to sync customers to
 * Mailchimp' otherwise (requirements §8), followed by the server's reason (such as the 503 'Mailchimp
 * is not configured…'), so she knows what to fix.
 */
export function useMailchimpSync(what: 'subscribers' | 'customers') {
  const failed = what === 'subscribers' ? MAILCHIMP_MESSAGES.syncFailed : MAILCHIMP_MESSAGES.syncCustomersFailed;
  const sync = what === 'subscribers' ? mailingApi.mailchimp.sync : mailingApi.mailchimp.syncCustomers;
  return useMutation({
    mutationFn: () => call(sync),
    onSuccess: ({ message }) => toast({ title: 'Success', description: message }),
    onError: (error) => toast({ title: 'Error', description: withReason(failed, error), variant: 'destructive' }),
  });
}

/** The SPEC's failure text, then why, when the server said. */
function withReason(failure: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason ? `${failure}. ${reason}` : failure;
}
