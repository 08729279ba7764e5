/**
 * Class names of a text input, select or textarea: the look of `inputClass()` of
 * `@atelier/ui/forms`, repeated here because that subpath brings react-hook-form along, which the
 * light forms of every page (home contact form, footer newsletter) do not need.
 */
export const FIELD_CLASS =
  'block w-full rounded-sm border border-line bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft/70 transition-colors focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent disabled:opacity-60 sm:text-sm';
/** The label above a field, as `FormField` of `@atelier/ui/forms` draws it. */
export const LABEL_CLASS = 'mb-1.5 block text-sm font-medium text-ink';
