import { isOutage, mailingApi } from '@atelier/contracts';
import { ApiError, buttonClass, call, FORM_NAME_FIELD, useFormResult } from '@atelier/ui';
import { PendingButton } from '@atelier/ui/forms';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWSLETTER_TEXT } from '../newsletterText';

/** What each kind of newsletter link asks, says and calls. */
const LINKS = {
  confirm: {
    form: 'newsletter-confirm',
    path: '/newsletter/confirm',
    title: 'Confirm your subscription',
    question: 'Press the button to confirm that you would like our newsletter: new paintings, adventure dates and studio news.',
    button: 'Confirm my subscription',
    pending: 'Confirming...',
    doneTitle: 'Thank you',
    invalid: NEWSLETTER_TEXT.confirmFailed,
    done: NEWSLETTER_TEXT.subscribed,
    send: (token: string) => call(mailingApi.newsletter.confirm, { body: { token } }),
  },
  unsubscribe: {
    form: 'unsubscribe',
    path: '/newsletter/unsubscribe',
    title: NEWSLETTER_TEXT.unsubscribeTitle,
    question: NEWSLETTER_TEXT.unsubscribeQuestion,
    button: NEWSLETTER_TEXT.unsubscribeButton,
    pending: 'Unsubscribing...',
    doneTitle: 'Unsubscribed',
    invalid: NEWSLETTER_TEXT.unsubscribeLinkInvalid,
    done: NEWSLETTER_TEXT.unsubscribed,
    send: (token: string) => call(mailingApi.newsletter.unsubscribeByLink, { params: { token } }),
  },
} as const;

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages of the links in
 * the newsletter e-mails. The visitor presses the button (a mail scanner that opens a link
 * changes nothing); the answer's words are shown. The button is a form that posts the token in
 * its body, which the server answers without JavaScript (render/README.md, Forms).
 */
export function NewsletterLinkPage({ kind }: { kind: keyof typeof LINKS }) {
  const link = LINKS[kind];
  // What the server made of the button pressed without JavaScript, if it was.
  const posted = useFormResult(link.form);
  const token = useSearchParams()[0].get('token') ?? (posted?.status === 'refused' ? posted.values.token : undefined) ?? null;
  const send = useMutation({ mutationFn: link.send });

  const done = send.data?.message ?? (posted?.status === 'sent' ? link.done : undefined);
  if (done)
    return (
      <Frame title={link.doneTitle}>
        <p role="status" className="leading-relaxed text-ink-soft" data-testid="newsletter-link-done">
          {done}
        </p>
        <Link to="/collection" className={`${buttonClass('outline')} mt-8`}>
          Browse the collection
        </Link>
      </Frame>
    );
  // Why the server refused the button pressed without JavaScript, until the button is pressed here.
  const serverSaid = send.isIdle && posted?.status === 'refused' ? (posted.message ?? link.invalid) : undefined;
  const failed = send.isError || serverSaid === NEWSLETTER_TEXT.linkFailed;
  const refused = !token || (send.error instanceof ApiError && !isOutage(send.error.code)) || (serverSaid !== undefined && !failed);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!send.isPending) send.mutate(token!);
  };
  return (
    <Frame title={link.title}>
      {refused ? (
        <p role="alert" className="text-danger" data-testid="newsletter-link-error">
          {link.invalid}
        </p>
      ) : (
        <form method="post" action={link.path} onSubmit={submit}>
          <input type="hidden" name={FORM_NAME_FIELD} value={link.form} />
          <input type="hidden" name="token" value={token} />
          <p className="leading-relaxed text-ink-soft">{link.question}</p>
          <PendingButton pending={send.isPending} className={`${buttonClass()} mt-8 w-full py-4 sm:w-auto sm:px-10`}>
            {send.isPending ? link.pending : link.button}
          </PendingButton>
          {failed && (
            <p role="alert" className="mt-6 text-danger" data-testid="newsletter-link-error">
              {NEWSLETTER_TEXT.linkFailed}
            </p>
          )}
        </form>
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
