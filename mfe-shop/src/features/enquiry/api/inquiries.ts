import { mailingApi, type InquiryCreated, type InquiryRequest } from '@atelier/contracts';
import { call, refusalReason, toast } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { ENQUIRY_TEXT } from '../inquiryText';

/** `POST /api/inquiries` (requirements §7): stored by svc-mailing, then e-mailed to the artist. */
export function sendInquiry(inquiry: InquiryRequest): Promise<InquiryCreated> {
  return call(mailingApi.inquiries.create, { body: inquiry });
}

/** The success toast of both enquiry forms (requirements §8). */
export function toastInquirySent(): void {
  toast({ title: ENQUIRY_TEXT.sentTitle, description: ENQUIRY_TEXT.sent });
}

/**
 * Sends an enquiry and says how it went (requirements §8): the server's reason for a refusal (4xx, such
 * as 'Message must be at least 10 characters' or the 429 'Too many messages…'), handed to
 * `onRefused` too; 'Failed to send message. Please try again.' when the server could not answer.
 */
export function useSendInquiry({ onSent, onRefused }: { onSent: () => void; onRefused?: (reason: string) => void }) {
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: () => {
      toastInquirySent();
      onSent();
    },
    onError: (error) => {
      const reason = refusalReason(error);
      if (reason) onRefused?.(reason);
      toast({ title: 'Error', description: reason ?? ENQUIRY_TEXT.failed, variant: 'destructive' });
    },
  });
}
