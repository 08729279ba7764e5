import type { ShippingAddress } from './commerce';

/*
 * How a painting reaches its buyer: shipped to an address in one of the countries the artist
 * ships to, or collected from one of her studios. No zod here: the checkout page reads the
 * countries' address formats without loading it.
 */

export const DELIVERY_METHODS = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The studios a buyer may collect from, by appointment (the Terms promise it). */
export const PICKUP_STUDIOS = {
  glenorchy: 'Glenorchy studio',
  waipu: 'Waipu studio',
} as const;
export type PickupStudio = keyof typeof PICKUP_STUDIOS;
export const PICKUP_STUDIO_IDS = Object.keys(PICKUP_STUDIOS) as [PickupStudio, ...PickupStudio[]];

/**
 * The checkout details form's fields, as the form names them (a part of the schema's input each):
 * what it posts before the page is live, or without JavaScript.
 */
export const CHECKOUT_DETAILS_FIELDS = [
  'customerInfo.name',
  'customerInfo.email',
  'customerInfo.phone',
  'delivery',
  'shippingAddress.country',
  'shippingAddress.line1',
  'shippingAddress.line2',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.postal_code',
  'pickupStudio',
] as const;

/** Whether an address part is asked for: required, optional, or not used in that country. */
export type AddressPartRule = 'required' | 'optional' | 'none';

/** How a country writes a postal address: which parts it uses and what it calls them. */
export interface ShippingCountry {
  name: string;
  /** The region line (state, province, county, prefecture). */
  region: AddressPartRule;
  regionLabel: string;
  postalCode: AddressPartRule;
  postalCodeLabel: string;
  cityLabel: string;
}

const STATE = { region: 'required', regionLabel: 'State' } as const;
const NO_REGION = { region: 'none', regionLabel: 'Region' } as const;
const POSTCODE = { postalCode: 'required', postalCodeLabel: 'Postcode' } as const;
const POSTAL_CODE = { postalCode: 'required', postalCodeLabel: 'Postal code' } as const;
const CITY = { cityLabel: 'City' } as const;

/**
 * The countries the artist ships to (ISO 3166-1 alpha-2), New Zealand first. Address parts
 * follow each country's postal format as Stripe's and Shopify's address forms ask for them.
 */
export const SHIPPING_COUNTRIES = {
  NZ: { name: 'New Zealand', region: 'optional', regionLabel: 'Region', ...POSTCODE, cityLabel: 'Town or city' },
  AU: { name: 'Australia', ...STATE, ...POSTCODE, cityLabel: 'Suburb' },
  US: { name: 'United States', ...STATE, postalCode: 'required', postalCodeLabel: 'ZIP code', ...CITY },
  CA: { name: 'Canada', region: 'required', regionLabel: 'Province', ...POSTAL_CODE, ...CITY },
  GB: { name: 'United Kingdom', region: 'optional', regionLabel: 'County', ...POSTCODE, cityLabel: 'Town or city' },
  IE: {
    name: 'Ireland',
    region: 'required',
    regionLabel: 'County',
    postalCode: 'optional',
    postalCodeLabel: 'Eircode',
    cityLabel: 'Town or city',
  },
  DE: { name: 'Germany', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  FR: { name: 'France', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  NL: { name: 'Netherlands', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  BE: { name: 'Belgium', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  CH: { name: 'Switzerland', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  AT: { name: 'Austria', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  DK: { name: 'Denmark', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  SE: { name: 'Sweden', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  NO: { name: 'Norway', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  FI: { name: 'Finland', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  IT: { name: 'Italy', region: 'required', regionLabel: 'Province', ...POSTAL_CODE, ...CITY },
  ES: { name: 'Spain', region: 'required', regionLabel: 'Province', ...POSTAL_CODE, ...CITY },
  PT: { name: 'Portugal', ...NO_REGION, ...POSTAL_CODE, ...CITY },
  JP: { name: 'Japan', region: 'required', regionLabel: 'Prefecture', ...POSTAL_CODE, ...CITY },
  SG: { name: 'Singapore', ...NO_REGION, ...POSTAL_CODE, cityLabel: 'City' },
  HK: {
    name: 'Hong Kong',
    region: 'required',
    regionLabel: 'Area',
    postalCode: 'none',
    postalCodeLabel: 'Postal code',
    cityLabel: 'District',
  },
} as const satisfies Record<string, ShippingCountry>;
export type ShippingCountryCode = keyof typeof SHIPPING_COUNTRIES;
export const SHIPPING_COUNTRY_CODES = Object.keys(SHIPPING_COUNTRIES) as [ShippingCountryCode, ...ShippingCountryCode[]];

export function isShippingCountry(code: unknown): code is ShippingCountryCode {
  return typeof code === 'string' && Object.hasOwn(SHIPPING_COUNTRIES, code);
}

/**
 * A shipping address as lines of text, the country by its name: for the checkout's summary,
 * e-mails, the Orders tab, its export and the packing slip.
 */
export function formatAddress(address: ShippingAddress | undefined): string | null {
  if (!address) return null;
  if (typeof address === 'string') return address.trim() || null;
  const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
  const country = isShippingCountry(address.country) ? SHIPPING_COUNTRIES[address.country].name : address.country;
  const lines = [address.line1, address.line2, cityLine, country].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : null;
}

/** Where a paid order stands until the painting is with its buyer. */
export const FULFILMENT_STATES = ['unfulfilled', 'shipped', 'delivered', 'ready-for-pickup', 'collected'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** The artist's words for each state, in the Orders tab and its export. */
export const FULFILMENT_LABELS: Record<FulfilmentState, string> = {
  unfulfilled: 'To send',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'ready-for-pickup': 'Ready for pickup',
  collected: 'Collected',
};

/** The steps of each delivery: a shipped painting is delivered, one for pickup made ready then collected. */
export const FULFILMENT_NEXT: Record<DeliveryMethod, Partial<Record<FulfilmentState, FulfilmentState>>> = {
  ship: { unfulfilled: 'shipped', shipped: 'delivered' },
  pickup: { unfulfilled: 'ready-for-pickup', 'ready-for-pickup': 'collected' },
};
