import { buttonClass, FORM_NAME_FIELD, useFormResult, useKeepTypedBeforeHydration } from '@atelier/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FIELD_CLASS } from '../../enquiry/components/fieldStyle';
import { useSubscribeToNewsletter } from '../api/newsletter';
import { canSubscribe } from '../newsletterRules';
import { NEWSLETTER_TEXT } from '../newsletterText';

const EMPTY = { firstName: '', lastName: '', email: '' };
type Field = keyof typeof EMPTY;

/**
 * The fields, in order, with their labels (for screen readers: the placeholders show) and their own
 * attributes: the names are required; the e-mail's '@' is checked on sending.
 */
const FIELDS: {
  name: Field;
  id: string;
  label: string;
  attributes: { placeholder: string; autoComplete: string; required?: true; type?: 'email' };
}[] = [
  {
    name: 'firstName',
    id: 'newsletter-first-name',
    label: 'First name',
    attributes: { placeholder: 'First name *', autoComplete: 'given-name', required: true },
  },
  {
    name: 'lastName',
    id: 'newsletter-last-name',
    label: 'Last name',
    attributes: { placeholder: 'Last name *', autoComplete: 'family-name', required: true },
  },
  {
    name: 'email',
    id: 'newsletter-email',
    label: 'Email',
    attributes: { placeholder: 'Email address', autoComplete: 'email', type: 'email' },
  },
];

/**
 * The footer's newsletter sign-up (requirements §2, §5): first name, last name and e-mail. It sends only
 * when the e-mail is non-empty and contains '@' and the names are filled in; otherwise nothing is
 * sent and the browser points at the field (no toast). The server checks them again. Cleared
 * after 'Success!'. Without JavaScript it posts to the server (render/README.md, Forms), and the
 * page comes back saying 'Success!', or with what was typed and each field's error beside it.
 */
export function NewsletterForm() {
  // What the server made of this form posted without JavaScript, if it was.
  const posted = useFormResult('newsletter');
  const typed = posted?.status === 'refused' ? posted : undefined;
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    ...(typed && Object.fromEntries(FIELDS.map(({ name }) => [name, typed.values[name] ?? '']))),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(typed?.errors ?? {});
  // Said under the form until it is sent again: subscribed, or why not (a post without JavaScript).
  const [notice, setNotice] = useState(posted);
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(form, setValues);
  const subscribe = useSubscribeToNewsletter({ onSubscribed: () => setValues(EMPTY) });

  // Typing clears the field's complaint (set when the form was sent).
  const set = (field: Field) => (event: { target: HTMLInputElement }) => {
    event.target.setCustomValidity('');
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _changed, ...others }) => others);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    setNotice(undefined);
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
    <section id="newsletter" aria-labelledby="newsletter-heading" className="border-b border-line">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-12 md:grid-cols-[1fr_2fr] md:items-end">
        <div>
          <h2 id="newsletter-heading" className="font-display text-2xl">
            Join the Newsletter
          </h2>
          <p className="mt-2 text-sm text-ink-soft">New paintings, adventure dates and studio news, a few times a year.</p>
        </div>
        <form
          method="post"
          action={`${pathname}#newsletter`}
          ref={form}
          onSubmit={submit}
          noValidate
          data-testid="newsletter-form"
          className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto]"
        >
          <input type="hidden" name={FORM_NAME_FIELD} value="newsletter" />
          {FIELDS.map(({ name, id, label, attributes }) => (
            <div key={name}>
              <label className="sr-only" htmlFor={id}>
                {label}
              </label>
              <input
                id={id}
                name={name}
                {...attributes}
                {...(errors[name] && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
                value={values[name]}
                onChange={set(name)}
                className={FIELD_CLASS}
              />
              {errors[name] && (
                <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
                  {errors[name]}
                </p>
              )}
            </div>
          ))}
          <button type="submit" disabled={subscribe.isPending} className={buttonClass()} data-testid="newsletter-submit">
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
        {notice?.status === 'sent' && (
          <p role="status" className="text-sm md:col-start-2" data-testid="newsletter-notice">
            <strong>{NEWSLETTER_TEXT.successTitle}</strong> {NEWSLETTER_TEXT.confirmationSent}
          </p>
        )}
        {notice?.status === 'refused' && notice.message && (
          <p role="alert" className="text-sm text-danger md:col-start-2" data-testid="newsletter-notice">
            {notice.message}
          </p>
        )}
      </div>
    </section>
  );
}
