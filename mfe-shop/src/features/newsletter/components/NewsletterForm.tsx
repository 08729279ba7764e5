import { buttonClass, useKeepTypedBeforeHydration } from '@atelier/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FIELD_CLASS } from '../../enquiry/components/fieldStyle';
import { useSubscribeToNewsletter } from '../api/newsletter';
import { canSubscribe } from '../newsletterRules';
import { NEWSLETTER_TEXT } from '../newsletterText';

const EMPTY = { firstName: '', lastName: '', email: '' };

/**
 * The footer's newsletter sign-up (requirements §2, §5): first name, last name and e-mail. It sends only
 * when the e-mail is non-empty and contains '@' and the names are filled in; otherwise nothing is
 * sent and the browser points at the field (no toast). The server checks them again. Cleared
 * after 'Success!'.
 */
export function NewsletterForm() {
  const [values, setValues] = useState(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(form, setValues);
  const subscribe = useSubscribeToNewsletter({ onSubscribed: () => setValues(EMPTY) });

  // Typing clears the field's complaint (set when the form was sent).
  const set = (field: keyof typeof EMPTY) => (event: { target: HTMLInputElement }) => {
    event.target.setCustomValidity('');
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    // Nothing is sent without an '@' (requirements §5) or a name; the browser points at the first field missing.
    const problems: Record<keyof typeof EMPTY, string | null> = {
      firstName: values.firstName.trim() ? null : NEWSLETTER_TEXT.firstNameRequired,
      lastName: values.lastName.trim() ? null : NEWSLETTER_TEXT.lastNameRequired,
      email: canSubscribe(values.email) ? null : NEWSLETTER_TEXT.emailNeeded,
    };
    const fields = event.currentTarget.elements;
    const first = (Object.keys(problems) as (keyof typeof EMPTY)[]).find((field) => problems[field]);
    if (first) {
      const input = fields.namedItem(first) as HTMLInputElement;
      input.setCustomValidity(problems[first]!);
      input.reportValidity();
      return;
    }
    subscribe.mutate({ email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() });
  };

  return (
    <section aria-labelledby="newsletter-heading" className="border-b border-line">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-12 md:grid-cols-[1fr_2fr] md:items-end">
        <div>
          <h2 id="newsletter-heading" className="font-display text-2xl">
            Join the Newsletter
          </h2>
          <p className="mt-2 text-sm text-ink-soft">New paintings, adventure dates and studio news, a few times a year.</p>
        </div>
        <form
          method="post"
          ref={form}
          onSubmit={submit}
          noValidate
          data-testid="newsletter-form"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto]"
        >
          <label className="sr-only" htmlFor="newsletter-first-name">
            First name
          </label>
          <input
            id="newsletter-first-name"
            name="firstName"
            placeholder="First name *"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={set('firstName')}
            className={FIELD_CLASS}
          />
          <label className="sr-only" htmlFor="newsletter-last-name">
            Last name
          </label>
          <input
            id="newsletter-last-name"
            name="lastName"
            placeholder="Last name *"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={set('lastName')}
            className={FIELD_CLASS}
          />
          <label className="sr-only" htmlFor="newsletter-email">
            Email
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            placeholder="Email address"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            className={FIELD_CLASS}
          />
          <button type="submit" disabled={subscribe.isPending} className={buttonClass()} data-testid="newsletter-submit">
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
