import {
  CHECKOUT_DETAILS_FIELDS,
  PICKUP_STUDIOS,
  PICKUP_STUDIO_IDS,
  SHIPPING_COUNTRIES,
  SHIPPING_COUNTRY_CODES,
  isShippingCountry,
  type CheckoutDetails,
  type DeliveryMethod,
  type PickupStudio,
  type ShippingCountryCode,
  type checkoutDetailsSchema,
} from '@atelier/contracts';
import { buttonClass, FORM_NAME_FIELD, useFormResult, type FieldError } from '@atelier/ui';
import { FormField, InputField, get, inputClass, set, useWatch, useZodForm, type FieldErrors } from '@atelier/ui/forms';
import { useEffect, useState, type ReactNode } from 'react';
import { PayingNeedsJavaScript } from './PayingNeedsJavaScript';

/**
 * The schema, with zod, is loaded when the buyer first reaches into the form (its focus), not while
 * the page becomes live: evaluating them was the checkout's longest task on a mid-range phone.
 */
const loadSchema = () =>
  import(/* webpackExports: ["checkoutDetailsSchema"] */ '@atelier/contracts').then((contracts) => contracts.checkoutDetailsSchema);

/** What the details form's inputs hold (the schema's input, as strings). */
export interface CheckoutDetailsValues {
  customerInfo: { name: string; email: string; phone: string };
  delivery: DeliveryMethod;
  shippingAddress: { country: ShippingCountryCode; line1: string; line2: string; city: string; state: string; postal_code: string };
  pickupStudio: PickupStudio | '';
}

export interface CheckoutDetailsFormProps {
  /** What the buyer entered before (editing their details again). */
  initial: CheckoutDetails | null;
  /** Fields the server refused, shown beside each field. */
  refused: FieldError[];
  onDeliveryChange: (delivery: DeliveryMethod) => void;
  onSubmit: (details: CheckoutDetails) => void;
}

/**
 * The buyer and how the painting reaches them, asked before any payment is made: name, e-mail,
 * phone (optional), and either a postal address in the parts its country uses or a studio to
 * collect from. Validated by the same contracts schema as the server's.
 *
 * Pressed before the page is live, or without JavaScript, it posts to the server, which checks it
 * (render/README.md, Forms): the page comes back with what was typed, and each field's error beside
 * it, or, valid, goes on to the payment once live (without JavaScript it says paying needs it).
 */
export function CheckoutDetailsForm({ initial, refused, onDeliveryChange, onSubmit }: CheckoutDetailsFormProps) {
  const posted = useFormResult('checkout-details');
  const [defaults] = useState(() => (posted && posted.status !== 'sent' ? valuesOfFields(posted.values) : valuesOf(initial)));
  const [postedErrors] = useState(() => (posted?.status === 'refused' ? fieldErrors(posted.errors) : undefined));
  const form = useZodForm<CheckoutDetailsValues, typeof checkoutDetailsSchema>(loadSchema, {
    defaultValues: defaults,
    errors: postedErrors,
  });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const delivery = useWatch({ control, name: 'delivery' });
  const country = useWatch({ control, name: 'shippingAddress.country' });
  const format = SHIPPING_COUNTRIES[isShippingCountry(country) ? country : 'NZ'];
  const error = (name: string) => (get(errors, name) as { message?: string } | undefined)?.message;

  // The markup carries the values too (React does not write them), so the server's page shows what was typed.
  const field = (name: (typeof CHECKOUT_DETAILS_FIELDS)[number]) => ({ ...register(name), defaultValue: get(defaults, name) as string });
  const choice = (name: 'delivery' | 'pickupStudio', value: string) => ({
    ...register(name),
    value,
    defaultChecked: get(defaults, name) === value,
  });

  useEffect(() => onDeliveryChange(delivery), [delivery, onDeliveryChange]);
  // Checked by the server (pressed before the page was live): on to the payment now that it is.
  const { handleSubmit } = form;
  useEffect(() => {
    if (posted?.status === 'checked') void handleSubmit(onSubmit)();
    // Once, as the page becomes live: `posted` is what the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    for (const field of refused) setError(field.path as keyof CheckoutDetailsValues, { message: field.message }, { shouldFocus: true });
  }, [refused, setError]);

  return (
    // POST, never the default GET: a press before the scripts run must not put the buyer's details in an address.
    <form
      method="post"
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={() => void loadSchema()}
      noValidate
      data-testid="checkout-details-form"
      className="space-y-8"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="checkout-details" />
      <fieldset className="space-y-4">
        <legend className="text-lg">Your details</legend>
        <InputField
          label="Full name"
          id="checkout-name"
          autoComplete="name"
          error={error('customerInfo.name')}
          {...field('customerInfo.name')}
        />
        <InputField
          label="Email"
          id="checkout-email"
          type="email"
          autoComplete="email"
          error={error('customerInfo.email')}
          {...field('customerInfo.email')}
        />
        <InputField
          label={<Optional>Phone</Optional>}
          id="checkout-phone"
          type="tel"
          autoComplete="tel"
          error={error('customerInfo.phone')}
          {...field('customerInfo.phone')}
        />
        <p className="text-xs text-ink-soft">Your receipt and the painting&apos;s certificate of authenticity are e-mailed to you.</p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg">Delivery</legend>
        <Choice id="checkout-delivery-ship" {...choice('delivery', 'ship')}>
          Ship to my address
          <span className="block text-xs text-ink-soft">Professionally packed and insured, from New Zealand.</span>
        </Choice>
        <Choice id="checkout-delivery-pickup" {...choice('delivery', 'pickup')}>
          Collect from a studio, by appointment
          <span className="block text-xs text-ink-soft">No shipping charge. We arrange a time with you by e-mail.</span>
        </Choice>
      </fieldset>

      {delivery === 'pickup' ? (
        <fieldset className="space-y-3" aria-describedby={error('pickupStudio') ? 'checkout-studio-error' : undefined}>
          <legend className="text-lg">Studio</legend>
          {PICKUP_STUDIO_IDS.map((studio) => (
            <Choice key={studio} id={`checkout-studio-${studio}`} {...choice('pickupStudio', studio)}>
              {PICKUP_STUDIOS[studio]}
            </Choice>
          ))}
          {error('pickupStudio') && (
            <p id="checkout-studio-error" role="alert" className="text-sm text-danger">
              {error('pickupStudio')}
            </p>
          )}
        </fieldset>
      ) : (
        <fieldset className="space-y-4" data-testid="checkout-address">
          <legend className="text-lg">Shipping address</legend>
          <FormField label="Country" htmlFor="checkout-country" error={error('shippingAddress.country')}>
            <select
              id="checkout-country"
              autoComplete="country"
              aria-invalid={!!error('shippingAddress.country')}
              className={inputClass(!!error('shippingAddress.country'))}
              {...field('shippingAddress.country')}
            >
              {SHIPPING_COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {SHIPPING_COUNTRIES[code].name}
                </option>
              ))}
            </select>
          </FormField>
          <InputField
            label="Street address"
            id="checkout-line1"
            autoComplete="address-line1"
            error={error('shippingAddress.line1')}
            {...field('shippingAddress.line1')}
          />
          <InputField
            label={<Optional>Apartment, suite, unit</Optional>}
            id="checkout-line2"
            autoComplete="address-line2"
            error={error('shippingAddress.line2')}
            {...field('shippingAddress.line2')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={format.cityLabel}
              id="checkout-city"
              autoComplete="address-level2"
              error={error('shippingAddress.city')}
              {...field('shippingAddress.city')}
            />
            {format.region !== 'none' && (
              <InputField
                label={format.region === 'optional' ? <Optional>{format.regionLabel}</Optional> : format.regionLabel}
                id="checkout-state"
                autoComplete="address-level1"
                error={error('shippingAddress.state')}
                {...field('shippingAddress.state')}
              />
            )}
            {format.postalCode !== 'none' && (
              <InputField
                label={format.postalCode === 'optional' ? <Optional>{format.postalCodeLabel}</Optional> : format.postalCodeLabel}
                id="checkout-postal-code"
                autoComplete="postal-code"
                error={error('shippingAddress.postal_code')}
                {...field('shippingAddress.postal_code')}
              />
            )}
          </div>
        </fieldset>
      )}

      <button type="submit" className={`${buttonClass()} w-full`} data-testid="checkout-continue">
        Continue to Payment
      </button>
      <ErrorCount errors={errors} />
      {posted?.status === 'checked' && (
        <noscript>
          <PayingNeedsJavaScript testId="checkout-details-checked" />
        </noscript>
      )}
    </form>
  );
}

/** What was typed into the form's fields, as posted to the server (the checkout's address, a field each), as its inputs hold it. */
function valuesOfFields(fields: Record<string, string>): CheckoutDetailsValues {
  const values = valuesOf(null);
  for (const name of CHECKOUT_DETAILS_FIELDS) if (fields[name] !== undefined) set(values, name, fields[name]);
  if (!isShippingCountry(values.shippingAddress.country)) values.shippingAddress.country = 'NZ';
  if (values.delivery !== 'pickup') values.delivery = 'ship';
  if (!PICKUP_STUDIO_IDS.includes(values.pickupStudio as PickupStudio)) values.pickupStudio = '';
  return values;
}

/** The server's errors by field path, as react-hook-form holds them. */
function fieldErrors(byPath: Record<string, string>): FieldErrors<CheckoutDetailsValues> {
  const errors = {};
  for (const [path, message] of Object.entries(byPath)) set(errors, path, { type: 'server', message });
  return errors;
}

/** The details as the form's inputs hold them: what was entered before, else empty, shipping to New Zealand. */
function valuesOf(details: CheckoutDetails | null): CheckoutDetailsValues {
  const address = details?.shippingAddress;
  return {
    customerInfo: {
      name: details?.customerInfo.name ?? '',
      email: details?.customerInfo.email ?? '',
      phone: details?.customerInfo.phone ?? '',
    },
    delivery: details?.delivery ?? 'ship',
    shippingAddress: {
      country: address?.country ?? 'NZ',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postal_code: address?.postal_code ?? '',
    },
    pickupStudio: details?.pickupStudio ?? '',
  };
}

function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-ink-soft">(optional)</span>
    </>
  );
}

/** A radio choice drawn as a bordered row, checked state in the accent colour. */
function Choice({ id, children, ...input }: { id: string; children: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 border border-line px-4 py-3 text-sm transition-colors has-[:checked]:border-accent has-[:checked]:bg-paper-deep"
    >
      <input id={id} type="radio" className="mt-0.5 accent-accent" {...input} />
      <span>{children}</span>
    </label>
  );
}

/**
 * Says how many fields need attention, for a buyer whose first wrong field scrolled out of view, or
 * why the details could not be checked at all (`root`).
 */
function ErrorCount({ errors: { root, ...fields } }: { errors: FieldErrors<CheckoutDetailsValues> }) {
  const count = countMessages(fields);
  if (!root && !count) return null;
  return (
    <p role="status" className="text-center text-sm text-danger" data-testid="checkout-details-invalid">
      {root?.message ?? (count === 1 ? 'Please check the field marked above.' : `Please check the ${count} fields marked above.`)}
    </p>
  );
}

function countMessages(errors: object): number {
  return Object.values(errors).reduce<number>(
    (count, value) =>
      count +
      (value && typeof value === 'object' ? ('message' in value && typeof value.message === 'string' ? 1 : countMessages(value)) : 0),
    0,
  );
}
