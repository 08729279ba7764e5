import { inquirySchema, type InquiryType } from '@atelier/contracts';
import { buttonClass, FORM_NAME_FIELD, useFormResult } from '@atelier/ui';
import { FormField, inputClass, useZodForm } from '@atelier/ui/forms';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ENQUIRY_TEXT } from '../inquiryText';
import { useSendInquiry } from '../api/inquiries';
import { InquiryTypeOptions } from './InquiryTypeOptions';

export interface EnquiryFormProps {
  /** The painting the enquiry is about, sent as `paintingId`. */
  paintingId?: number;
  /** The inquiry type the form starts with ('commission' on the commissions page). */
  defaultInquiryType?: InquiryType;
}

/** The form's id on its page: where its post without JavaScript comes back to. */
const ENQUIRY_FORM_ANCHOR = 'enquiry-form';

interface EnquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
}

/**
 * The reusable enquiry form (requirements §2 'Send a Message', §5): validated by the shared
 * `inquirySchema`, so its messages are the server's ('First name is required', 'Invalid email
 * address', 'Message must be at least 10 characters'…); phone is optional. Shows 'Sending...'
 * while the enquiry goes out, the server's message or 'Failed to send message. Please try again.'
 * when it fails, and starts again empty after 'Message Sent'. Without JavaScript it posts to the
 * server (render/README.md, Forms), and the page comes back saying it was sent, or with what was
 * typed and each field's error beside it.
 */
export function EnquiryForm({ paintingId, defaultInquiryType = 'general' }: EnquiryFormProps) {
  const id = useId();
  const { pathname } = useLocation();
  // What the server made of this form posted without JavaScript, if it was.
  const posted = useFormResult('enquiry');
  const typed = posted?.status === 'refused' ? posted : undefined;
  const defaults: EnquiryValues = { firstName: '', lastName: '', email: '', phone: '', inquiryType: defaultInquiryType, message: '' };
  const [initial] = useState<EnquiryValues>(() => (typed ? { ...defaults, ...(typed.values as Partial<EnquiryValues>) } : defaults));
  const form = useZodForm<EnquiryValues, typeof inquirySchema>(inquirySchema, { defaultValues: initial });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors: checked, isSubmitted },
  } = form;
  // The server's errors until the form is checked here.
  const errors: Partial<Record<keyof EnquiryValues, { message?: string }>> = isSubmitted
    ? checked
    : Object.fromEntries(Object.entries(typed?.errors ?? {}).map(([field, message]) => [field, { message }]));
  // Said above the fields until the form is sent again: sent, or why not (a post without JavaScript).
  const [notice, setNotice] = useState(posted);
  const send = useSendInquiry({ onSent: () => reset(defaults) });

  const field = (name: keyof EnquiryValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass(Boolean(errors[name])),
    // In the server's markup too (react-hook-form sets it only once live): the page without JavaScript shows it.
    defaultValue: initial[name],
    ...register(name),
  });

  return (
    <form
      id={ENQUIRY_FORM_ANCHOR}
      method="post"
      action={`${pathname}#${ENQUIRY_FORM_ANCHOR}`}
      noValidate
      data-testid="enquiry-form"
      onSubmit={(event) => {
        setNotice(undefined);
        if (send.isPending) {
          event.preventDefault();
          return;
        }
        void handleSubmit((inquiry) => send.mutate(paintingId === undefined ? inquiry : { ...inquiry, paintingId }))(event);
      }}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="enquiry" />
      {paintingId !== undefined && <input type="hidden" name="paintingId" value={paintingId} />}
      {notice?.status === 'sent' && (
        <p role="status" className="mb-6 text-sm" data-testid="enquiry-form-notice">
          <strong>{ENQUIRY_TEXT.sentTitle}</strong> {ENQUIRY_TEXT.sent}
        </p>
      )}
      {notice?.status === 'refused' && notice.message && (
        <p role="alert" className="mb-6 text-sm text-danger" data-testid="enquiry-form-notice">
          {notice.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" htmlFor={`${id}-firstName`} error={errors.firstName?.message}>
          <input autoComplete="given-name" aria-required="true" {...field('firstName')} />
        </FormField>
        <FormField label="Last Name" htmlFor={`${id}-lastName`} error={errors.lastName?.message}>
          <input autoComplete="family-name" aria-required="true" {...field('lastName')} />
        </FormField>
        <FormField label="Email" htmlFor={`${id}-email`} error={errors.email?.message}>
          <input type="email" autoComplete="email" aria-required="true" {...field('email')} />
        </FormField>
        <FormField label="Phone (Optional)" htmlFor={`${id}-phone`} error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </FormField>
        <FormField label="Inquiry Type" htmlFor={`${id}-inquiryType`} error={errors.inquiryType?.message} className="sm:col-span-2">
          <select {...field('inquiryType')}>
            <InquiryTypeOptions />
          </select>
        </FormField>
        <FormField label="Message" htmlFor={`${id}-message`} error={errors.message?.message} className="sm:col-span-2">
          <textarea rows={6} aria-required="true" {...field('message')} />
        </FormField>
      </div>
      <button type="submit" disabled={send.isPending} className={`${buttonClass()} mt-8 w-full`} data-testid="enquiry-submit">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
