import type { InquiryType } from '@atelier/contracts';
import { buttonClass, FORM_NAME_FIELD, toast, useFormResult, useKeepTypedBeforeHydration } from '@atelier/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSendInquiry } from '../api/inquiries';
import { ENQUIRY_TEXT, FIELD_REASONS, fieldOfReason, isInquiryType, type ReasonField } from '../inquiryText';
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

/** Errors shown under their fields: the server's reasons, by field. */
type FieldErrors = Partial<Record<ReasonField, string>>;

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
 * Without JavaScript it posts to the server (render/README.md, Forms), and the page comes back
 * saying it was sent, or with what was typed and each field's error beside it.
 */
export function ContactForm() {
  // What the server made of this form posted without JavaScript, if it was.
  const posted = useFormResult('contact');
  const typed = posted?.status === 'refused' ? posted : undefined;
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY,
    ...(typed && Object.fromEntries(Object.keys(EMPTY).map((field) => [field, typed.values[field] ?? '']))),
  }));
  const form = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(form, setValues);
  const { search, hash, key } = useLocation();
  const [refused, setRefused] = useState<FieldErrors>(() => reasonsByField(typed?.errors ?? {}));
  // Said above the fields until the form is sent again: sent, or why not (a post without JavaScript).
  const [notice, setNotice] = useState(posted);
  // The painting Enquire came from: the enquiry names it, so the artist sees which one it is about.
  const [paintingId, setPaintingId] = useState<number | null>(() => (typed?.values.paintingId ? Number(typed.values.paintingId) : null));
  const send = useSendInquiry({
    onSent: () => {
      setValues(EMPTY);
      setPaintingId(null);
    },
    onRefused: (reason) => {
      const field = fieldOfReason(reason);
      setRefused(field ? { [field]: reason } : {});
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
    if (refused[field]) setRefused(({ [field]: _changed, ...others }) => others);
  };
  /** The reason under a field, and the attributes that tie its control to it. */
  const reasonOf = (field: ReasonField, id: string) =>
    refused[field]
      ? { error: refused[field], control: { 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const }
      : { error: undefined, control: {} };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setNotice(undefined);
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
    <form
      method="post"
      action={`/#${CONTACT_FORM_ANCHOR}`}
      ref={form}
      onSubmit={submit}
      noValidate
      data-testid="contact-form"
      aria-labelledby="contact-form-heading"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="contact" />
      {paintingId !== null && <input type="hidden" name="paintingId" value={paintingId} />}
      <h3 id="contact-form-heading" className="text-3xl">
        Send a Message
      </h3>
      {notice?.status === 'sent' && (
        <p role="status" className="mt-4 text-sm" data-testid="contact-form-notice">
          <strong>{ENQUIRY_TEXT.sentTitle}</strong> {ENQUIRY_TEXT.sent}
        </p>
      )}
      {notice?.status === 'refused' && notice.message && (
        <p role="alert" className="mt-4 text-sm text-danger" data-testid="contact-form-notice">
          {notice.message}
        </p>
      )}
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

/** The errors of a post refused by the server that are about one of the form's fields. */
function reasonsByField(errors: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field in FIELD_REASONS));
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
