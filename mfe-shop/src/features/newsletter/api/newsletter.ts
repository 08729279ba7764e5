import { mailingApi, type MessageResponse, type NewsletterSubscriptionRequest } from '@atelier/contracts';
import { call, refusalReason, toast } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_TEXT } from '../newsletterText';

/** `POST /api/newsletter` (requirements §7): the same address twice is one subscriber, asked to confirm by e-mail. */
export function subscribeToNewsletter(subscription: NewsletterSubscriptionRequest): Promise<MessageResponse> {
  return call(mailingApi.newsletter.subscribe, { body: subscription });
}

/**
 * Subscribes and says how it went: 'Success!' with the request to confirm from the e-mail
 * (double opt-in: 'subscribed' is said once they have), or 'Error' with the server's reason
 * for a refusal, else 'Failed to subscribe. Please try again.' (requirements §8).
 */
export function useSubscribeToNewsletter({ onSubscribed }: { onSubscribed: () => void }) {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.confirmationSent });
      onSubscribed();
    },
    // A refusal says why (a mistyped address, too many sign-ups): trying again as it is would not help.
    onError: (error) => toast({ title: 'Error', description: refusalReason(error) ?? NEWSLETTER_TEXT.failed, variant: 'destructive' }),
  });
}
