import { isOutage, mailingApi } from '@atelier/contracts';
import { ApiError, buttonClass, call } from '@atelier/ui';
import { PendingButton } from '@atelier/ui/forms';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT } from '../newsletterText';

/** What each kind of newsletter link asks, says and calls. */
const LINKS = {
  confirm: {
    title: 'Confirm your subscription',
    question: 'Press the button to confirm that you would like our newsletter: new paintings, adventure dates and studio news.',
    button: 'Confirm my subscription',
    pending: 'Confirming...',
    doneTitle: 'Thank you',
    invalid: NEWSLETTER_TEXT.confirmFailed,
    send: (token: string) => call(mailingApi.newsletter.confirm, { body: { token } }),
  },
  unsubscribe: {
    title: NEWSLETTER_TEXT.unsubscribeTitle,
    question: NEWSLETTER_TEXT.unsubscribeQuestion,
    button: NEWSLETTER_TEXT.unsubscribeButton,
    pending: 'Unsubscribing...',
    doneTitle: 'Unsubscribed',
    invalid: NEWSLETTER_TEXT.unsubscribeLinkInvalid,
    send: (token: string) => call(mailingApi.newsletter.unsubscribeByLink, { params: { token } }),
  },
} as const;

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages of the links in
 * the newsletter e-mails. The visitor presses the button (a mail scanner that opens a link
 * changes nothing); the answer's words are shown.
 */
export function NewsletterLinkPage({ kind }: { kind: keyof typeof LINKS }) {
  const link = LINKS[kind];
  const token = useSearchParams()[0].get('token');
  const send = useMutation({ mutationFn: link.send });

  if (send.data)
    return (
      <Frame title={link.doneTitle}>
        <p role="status" className="leading-relaxed text-ink-soft" data-testid="newsletter-link-done">
          {send.data.message}
        </p>
        <Link to="/collection" className={`${buttonClass('outline')} mt-8`}>
          Browse the collection
        </Link>
      </Frame>
    );
  // A link the service refuses (unknown, used, malformed) says so; an outage offers the button again.
  const refused = !token || (send.error instanceof ApiError && !isOutage(send.error.code));
  return (
    <Frame title={link.title}>
      {refused ? (
        <p role="alert" className="text-danger" data-testid="newsletter-link-error">
          {link.invalid}
        </p>
      ) : (
        <>
          <p className="leading-relaxed text-ink-soft">{link.question}</p>
          <PendingButton
            type="button"
            pending={send.isPending}
            onClick={() => send.mutate(token)}
            className={`${buttonClass()} mt-8 w-full py-4 sm:w-auto sm:px-10`}
          >
            {send.isPending ? link.pending : link.button}
          </PendingButton>
          {send.isError && (
            <p role="alert" className="mt-6 text-danger" data-testid="newsletter-link-error">
              {NEWSLETTER_TEXT.linkFailed}
            </p>
          )}
        </>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6 md:py-28" data-testid="newsletter-link-page">
      <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Newsletter</p>
      <h1 className="mt-4 text-4xl md:text-5xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </section>
  );
}
