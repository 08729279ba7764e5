import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's schema, or a function loading it: a form the page shows at once (the checkout's) loads
 * zod and its schema when the visitor starts filling it in, not while the page becomes live.
 */
export type SchemaSource<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

/** What a form says when its schema could not be loaded (the connection dropped): sending again tries again. */
export const SCHEMA_UNAVAILABLE = 'This form could not be checked. Please check your connection and try again.';

/**
 * react-hook-form validated by a shared zod schema of `@atelier/contracts` (architecture §5:
 * one schema, one rule, one message on client and server). `TFieldValues` is what the inputs
 * hold (strings, booleans); the submit handler receives the schema's parsed output.
 *
 * Take `useWatch`, `useFieldArray`, `Controller`, `get` and the types from here too, so an app bundles one copy of
 * react-hook-form.
 */
export function useZodForm<TFieldValues extends FieldValues, TSchema extends z.ZodType>(
  schema: SchemaSource<TSchema>,
  options: Omit<UseFormProps<TFieldValues, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<TFieldValues, unknown, z.output<TSchema>> {
  type FormResolver = Resolver<TFieldValues, unknown, z.output<TSchema>>;
  // The schema accepts what the inputs hold (it coerces), so its input type is looser than TFieldValues.
  const resolverOf = (loaded: TSchema) => zodResolver(loaded as never) as unknown as FormResolver;
  return useForm<TFieldValues, unknown, z.output<TSchema>>({
    ...options,
    resolver:
      typeof schema === 'function'
        ? async (...args) => {
            const loaded = await schema().catch(() => undefined);
            if (loaded) return resolverOf(loaded)(...args);
            // `root`: react-hook-form's place for an error of the whole form.
            return { values: {}, errors: { root: { type: 'unavailable', message: SCHEMA_UNAVAILABLE } } as FieldErrors<TFieldValues> };
          }
        : resolverOf(schema),
  });
}

export { Controller, get, set, useFieldArray, useWatch } from 'react-hook-form';
export type { FieldErrors, SubmitHandler, UseFormReturn } from 'react-hook-form';
