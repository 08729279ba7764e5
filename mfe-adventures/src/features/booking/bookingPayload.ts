import { BOOKING_TIME, type Adventure, type BookingFormData, type CurrencyCode } from '@atelier/contracts';
import { parsePrice, type Rates } from '@atelier/ui';
import { toIsoDate } from '@atelier/ui/calendar';

/** `POST /api/bookings`, the requirements §3 booking as the page sends it. */
export interface BookingPayload {
  adventureId: number;
  /** First plus last name. */
  customerName: string;
  firstName: string;
  lastName: string;
  customerEmail: string;
  customerPhone: string | null;
  numberOfGuests: number;
  /** Null unless 2 guests. */
  guest2FirstName: string | null;
  guest2LastName: string | null;
  specialRequests: string | null;
  /** 'YYYY-MM-DD', the day picked in the calendar. */
  bookingDate: string;
  bookingTime: typeof BOOKING_TIME;
  /** Converted price × guests, 2 decimals, in `currency`. Absent only when the adventure has no valid price. */
  totalPrice?: string;
  currency: CurrencyCode;
  status: 'pending';
  paymentStatus: 'pending';
}

/**
 * The visitor's quote (requirements §9): the adventure's price converted to the selected currency,
 * times the guests, as a 2-decimal string. The conversion is not rounded to whole units first:
 * that rounding is for display only, and the total keeps its cents ('€495.00' for two guests
 * at €247.50, shown as '€248' per person). Undefined when the price is not a positive number
 * or its currency is unknown. The server recomputes the real price in NZD; this is what the
 * visitor was shown, kept for reference.
 */
export function bookingTotal(
  price: unknown,
  from: string | null | undefined,
  to: CurrencyCode,
  rates: Rates,
  guests: number,
): string | undefined {
  const amount = parsePrice(price);
  const base = (from || 'NZD') as CurrencyCode;
  const fromRate = rates[base];
  const toRate = rates[to];
  if (amount === null || !(fromRate > 0) || !(toRate > 0) || !(guests > 0)) return undefined;
  const perPerson = base === to ? amount : (amount / fromRate) * toRate;
  // Whole cents first, so binary fractions (247.50000000000003) never show.
  return (Math.round(perPerson * guests * 100) / 100).toFixed(2);
}

/**
 * The request body of a booking: the parsed form (guest 2 names are already null unless 2
 * guests), the picked day, and the quote in the visitor's currency.
 */
export function buildBookingPayload(
  form: BookingFormData,
  date: Date,
  adventure: Pick<Adventure, 'price' | 'currency'> | undefined,
  currency: CurrencyCode,
  rates: Rates,
): BookingPayload {
  const twoGuests = form.numberOfGuests === 2;
  const totalPrice = adventure ? bookingTotal(adventure.price, adventure.currency, currency, rates, form.numberOfGuests) : undefined;
  return {
    adventureId: form.adventureId,
    customerName: `${form.firstName} ${form.lastName}`,
    firstName: form.firstName,
    lastName: form.lastName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    numberOfGuests: form.numberOfGuests,
    guest2FirstName: twoGuests ? form.guest2FirstName : null,
    guest2LastName: twoGuests ? form.guest2LastName : null,
    specialRequests: form.specialRequests,
    bookingDate: toIsoDate(date),
    bookingTime: BOOKING_TIME,
    ...(totalPrice !== undefined && { totalPrice }),
    currency,
    status: 'pending',
    paymentStatus: 'pending',
  };
}
