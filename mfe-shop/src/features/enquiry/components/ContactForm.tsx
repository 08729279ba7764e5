import type { InquiryType } from '@atelier/contracts';
import { buttonClass, toast, useKeepTypedBeforeHydration } from '@atelier/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSendInquiry } from '../api/inquiries';
import { ENQUIRY_TEXT, fieldOfReason, isInquiryType, type ReasonField } from '../inquiryText';
import { paintingEnquiryPrefill } from '../prefill';
import { FIELD_CLASS, LABEL_CLASS } from './fieldStyle';
import { InquiryTypeOptions } from './InquiryTypeOptions';

/** requirements §9: after Enquire the page moves to the form after about 100 ms. */
export const CONTACT_FORM_SCROLL_DELAY_MS = 100;
const CONTACT_FORM_ANCHOR = 'contact-form';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  inquiryType: InquiryType | '';
  message: string;
}

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', inquiryType: '', message: '' };

/** requirements §5: the home form needs all five fields; which one is blank, if any. */
export function firstBlankField(values: ContactValues): keyof ContactValues | null {
  const blank = (Object.keys(EMPTY) as (keyof ContactValues)[]).find((field) => !values[field].trim());
  return blank ?? null;
}

/**
 * The home page's 'Send a Message' form (requirements §2, §4, §5), in the shell's `#contact-form` slot.
 * Every field is required: a blank one gives 'Error' / 'Please fill in all fields.' and nothing is
 * sent. A refusal from the server (a message under 10 characters, a mistyped e-mail) shows its
 * reason under the field it is about until that field changes. Enquire's address
 * (`?painting=…&paintingId=…&size=…&price=…&currency=…`) prefills the type and the message, again on
 * back/forward, and the enquiry then names the painting; a successful send clears the form. What was typed before the form hydrated is kept.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(form, setValues);
  const { search, hash, key } = useLocation();
  const [refused, setRefused] = useState<{ field: ReasonField; reason: string } | null>(null);
  // The painting Enquire came from: the enquiry names it, so the artist sees which one it is about.
  const [paintingId, setPaintingId] = useState<number | null>(null);
  const send = useSendInquiry({
    onSent: () => {
      setValues(EMPTY);
      setPaintingId(null);
    },
    onRefused: (reason) => {
      const field = fieldOfReason(reason);
      setRefused(field ? { field, reason } : null);
    },
  });

  // Enquire's address prefills the form, again after each navigation (back/forward included:
  // `key` changes); adjusted while rendering, so the form never shows the stale values.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (prefilledFor !== key) {
    setPrefilledFor(key);
    const prefill = paintingEnquiryPrefill(search);
    if (prefill) {
      const { paintingId: about, ...fields } = prefill;
      setValues((current) => ({ ...current, ...fields }));
      setPaintingId(about);
    }
  }

  useEffect(() => {
    // With '#contact-form' in the address the shell's arrival already brings the form into view.
    if (!paintingEnquiryPrefill(search) || hash === `#${CONTACT_FORM_ANCHOR}`) return;
    const timer = setTimeout(
      () => document.getElementById(CONTACT_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      CONTACT_FORM_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, hash, key]);

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (refused?.field === field) setRefused(null);
  };
  /** The reason under a field, and the attributes that tie its control to it. */
  const reasonOf = (field: ReasonField, id: string) =>
    refused?.field === field
      ? { error: refused.reason, control: { 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const }
      : { error: undefined, control: {} };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (firstBlankField(values) || !isInquiryType(values.inquiryType)) {
      toast({ title: 'Error', description: ENQUIRY_TEXT.fillAllFields, variant: 'destructive' });
      return;
    }
    send.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      inquiryType: values.inquiryType,
      message: values.message.trim(),
      ...(paintingId === null ? {} : { paintingId }),
    });
  };

  return (
    <form method="post" ref={form} onSubmit={submit} noValidate data-testid="contact-form" aria-labelledby="contact-form-heading">
      <h3 id="contact-form-heading" className="text-3xl">
        Send a Message
      </h3>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <Field label="First Name" htmlFor="contact-first-name" error={reasonOf('firstName', 'contact-first-name').error}>
          <input
            id="contact-first-name"
            {...reasonOf('firstName', 'contact-first-name').control}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={set('firstName')}
            className={FIELD_CLASS}
          />
        </Field>
        <Field label="Last Name" htmlFor="contact-last-name" error={reasonOf('lastName', 'contact-last-name').error}>
          <input
            id="contact-last-name"
            {...reasonOf('lastName', 'contact-last-name').control}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={set('lastName')}
            className={FIELD_CLASS}
          />
        </Field>
        <Field label="Email" htmlFor="contact-email" error={reasonOf('email', 'contact-email').error} className="sm:col-span-2">
          <input
            id="contact-email"
            {...reasonOf('email', 'contact-email').control}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
            className={FIELD_CLASS}
          />
        </Field>
        <Field
          label="Inquiry Type"
          htmlFor="contact-inquiry-type"
          error={reasonOf('inquiryType', 'contact-inquiry-type').error}
          className="sm:col-span-2"
        >
          <select
            id="contact-inquiry-type"
            {...reasonOf('inquiryType', 'contact-inquiry-type').control}
            name="inquiryType"
            required
            value={values.inquiryType}
            onChange={set('inquiryType')}
            className={FIELD_CLASS}
          >
            <InquiryTypeOptions placeholder="Select inquiry type" />
          </select>
        </Field>
        <Field label="Message" htmlFor="contact-message" error={reasonOf('message', 'contact-message').error} className="sm:col-span-2">
          <textarea
            id="contact-message"
            {...reasonOf('message', 'contact-message').control}
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={set('message')}
            className={FIELD_CLASS}
          />
        </Field>
      </div>
      <button type="submit" disabled={send.isPending} className={`${buttonClass()} mt-8 w-full`} data-testid="contact-submit">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  error,
  className = '',
  children,
}: {
  label: string;
  htmlFor: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
