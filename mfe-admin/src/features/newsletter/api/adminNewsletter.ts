import {
  MAILCHIMP_MESSAGES,
  NEWSLETTER_MESSAGES,
  type MailchimpConnection,
  type MessageResponse,
  type NewsletterSubscriber,
} from '@atelier/contracts';
import { apiRequest, getJson, serverMessage, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /api/newsletter`: the path as SPEC §7 has it, so the key is the path too. */
export const NEWSLETTER_SUBSCRIBERS_KEY = ['/api/newsletter'] as const;

/**
 * Every subscriber, newest first. `gcTime: 0`: the addresses leave the cache with the tab (this
 * path is not under `/api/admin/`, which Logout forgets).
 */
export function useNewsletterSubscribers() {
  return useQuery({
    queryKey: NEWSLETTER_SUBSCRIBERS_KEY,
    gcTime: 0,
    queryFn: () => getJson<NewsletterSubscriber[]>('/api/newsletter'),
  });
}

async function messageOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as Partial<MessageResponse> | null;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/**
 * `PATCH /api/admin/newsletter/{email}/subscribe|unsubscribe` (SPEC §4: active ⇄ unsubscribed by
 * the admin). The server's `{message}` on success; on failure the server's message or 'Failed to
 * subscribe user' / 'Failed to unsubscribe user' (SPEC §8). The list is refreshed either way.
 */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, subscribe }: { email: string; subscribe: boolean }) =>
      messageOf(await apiRequest('PATCH', `/api/admin/newsletter/${encodeURIComponent(email)}/${subscribe ? 'subscribe' : 'unsubscribe'}`)),
    onSuccess: (message, { subscribe }) =>
      toast({ title: 'Success', description: message ?? (subscribe ? 'Subscriber re-subscribed' : 'Subscriber unsubscribed') }),
    onError: (error, { subscribe }) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? (subscribe ? NEWSLETTER_MESSAGES.subscribeFailed : NEWSLETTER_MESSAGES.unsubscribeFailed),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_SUBSCRIBERS_KEY }),
  });
}

/** `POST /api/admin/mailchimp/test`: 'Mailchimp connection successful' or '… Check your API credentials.' (SPEC §8). */
export function useTestMailchimp() {
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', '/api/admin/mailchimp/test')).json()) as MailchimpConnection,
    onSuccess: ({ connected }) =>
      connected
        ? toast({ title: 'Success', description: MAILCHIMP_MESSAGES.connected })
        : toast({ title: 'Error', description: MAILCHIMP_MESSAGES.notConnected, variant: 'destructive' }),
    onError: () => toast({ title: 'Error', description: MAILCHIMP_MESSAGES.testFailed, variant: 'destructive' }),
  });
}

/**
 * `POST /api/admin/mailchimp/sync` and `/sync-customers`: the server's `{message}` once the
 * sync is queued; 'Failed to sync subscribers to Mailchimp' / 'Failed to sync customers to
 * Mailchimp' otherwise (SPEC §8; also while Mailchimp is not configured, a 503).
 */
export function useMailchimpSync(what: 'subscribers' | 'customers') {
  const failed = what === 'subscribers' ? MAILCHIMP_MESSAGES.syncFailed : MAILCHIMP_MESSAGES.syncCustomersFailed;
  const path = what === 'subscribers' ? '/api/admin/mailchimp/sync' : '/api/admin/mailchimp/sync-customers';
  return useMutation({
    mutationFn: async () => messageOf(await apiRequest('POST', path)),
    onSuccess: (message) => toast({ title: 'Success', description: message ?? 'Sync started' }),
    onError: () => toast({ title: 'Error', description: failed, variant: 'destructive' }),
  });
}
