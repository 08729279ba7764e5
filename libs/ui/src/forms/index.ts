/**
 * `@atelier/ui/forms`: react-hook-form with the shared zod schemas, and labelled fields. A
 * subpath, bundled by each app with forms (a form lives inside one app, so one copy per app
 * is enough) and kept out of the shell's first page load.
 */
export { FormField, InputField, inputClass, type FormFieldProps, type InputFieldProps } from './FormField';
export { PendingButton, type PendingButtonProps } from './PendingButton';
export {
  Controller,
  get,
  set,
  useFieldArray,
  useWatch,
  useZodForm,
  SCHEMA_UNAVAILABLE,
  type FieldErrors,
  type SchemaSource,
  type SubmitHandler,
  type UseFormReturn,
} from './zodForm';
