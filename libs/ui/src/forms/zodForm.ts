import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form validated by a shared zod schema of `@atelier/contracts` (architecture §5:
 * one schema, one rule, one message on client and server). `TFieldValues` is what the inputs
 * hold (strings, booleans); the submit handler receives the schema's parsed output.
 *
 * Take `useWatch`, `useFieldArray`, `Controller`, `get` and the types from here too, so an app bundles one copy of
 * react-hook-form.
 */
export function useZodForm<TFieldValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  options: Omit<UseFormProps<TFieldValues, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<TFieldValues, unknown, z.output<TSchema>> {
  return useForm<TFieldValues, unknown, z.output<TSchema>>({
    ...options,
    // The schema accepts what the inputs hold (it coerces), so its input type is looser than TFieldValues.
    resolver: zodResolver(schema as never) as unknown as Resolver<TFieldValues, unknown, z.output<TSchema>>,
  });
}

export { Controller, get, useFieldArray, useWatch } from 'react-hook-form';
export type { FieldErrors, SubmitHandler, UseFormReturn } from 'react-hook-form';
