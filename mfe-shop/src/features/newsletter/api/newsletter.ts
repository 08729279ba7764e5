import type { MessageResponse, NewsletterSubscriptionRequest } from '@atelier/contracts';
import { apiRequest, toast } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_TEXT } from '../newsletterText';

/** `POST /api/newsletter` (SPEC §7): the same address twice is one subscriber. */
export async function subscribeToNewsletter(subscription: NewsletterSubscriptionRequest): Promise<MessageResponse> {
  return (await (await apiRequest('POST', '/api/newsletter', subscription)).json()) as MessageResponse;
}

/** Subscribes and says how it went: 'Success!' or 'Error' / 'Failed to subscribe. Please try again.' (SPEC §8). */
export function useSubscribeToNewsletter({ onSubscribed }: { onSubscribed: () => void }) {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.subscribed });
      onSubscribed();
    },
    onError: () => toast({ title: 'Error', description: NEWSLETTER_TEXT.failed, variant: 'destructive' }),
  });
}
