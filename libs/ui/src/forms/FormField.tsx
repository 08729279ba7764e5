import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Class names of a text input, textarea or select; `invalid` gives it the error colour. */
export function inputClass(invalid = false): string {
  return `block w-full rounded-sm border bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft/70 transition-colors focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent disabled:opacity-60 sm:text-sm ${
    invalid ? 'border-danger' : 'border-line'
  }`;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor: string;
  /** Validation message under the control (announced, in the error colour). */
  error?: string | undefined;
  /** Quiet help text under the control. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form control with its hint or validation message. */
export function FormField({ label, htmlFor, error, hint, className = '', children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && <p className="mt-1.5 text-xs text-ink-soft">{hint}</p>
      )}
    </div>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: ReactNode;
  id: string;
  /** Validation message: shown under the input, which is then marked invalid. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its validation message: `<InputField label="Email" id="x" error={...} {...register('email')} />`. */
export function InputField({ label, id, error, ...input }: InputFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <input id={id} aria-invalid={!!error} className={inputClass(!!error)} {...input} />
    </FormField>
  );
}
