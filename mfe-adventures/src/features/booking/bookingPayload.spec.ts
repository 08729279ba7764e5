import { bookingFormSchema, bookingRequestSchema, STATIC_RATES } from '@atelier/contracts';
import { bookingTotal, buildBookingPayload } from './bookingPayload';

const halfDay = { price: '450.00', currency: 'NZD' };
const date = new Date(2026, 10, 20);

function formData(overrides: Record<string, string> = {}) {
  return bookingFormSchema.parse({
    adventureId: '1',
    firstName: ' Aroha ',
    lastName: 'Ngata',
    customerEmail: 'aroha@example.com',
    customerPhone: '',
    numberOfGuests: '1',
    guest2FirstName: '',
    guest2LastName: '',
    specialRequests: '',
    ...overrides,
  });
}

describe(bookingTotal.name, () => {
  it('is the converted price times the guests, with 2 decimals, in the selected currency', () => {
    expect(bookingTotal('450.00', 'NZD', 'NZD', STATIC_RATES, 1)).toBe('450.00');
    expect(bookingTotal('450.00', 'NZD', 'NZD', STATIC_RATES, 2)).toBe('900.00');
    expect(bookingTotal('450.00', 'NZD', 'EUR', STATIC_RATES, 2)).toBe('495.00');
    expect(bookingTotal('650.00', 'NZD', 'GBP', STATIC_RATES, 1)).toBe('312.00');
    expect(bookingTotal('1450.00', 'NZD', 'JPY', STATIC_RATES, 2)).toBe('261000.00');
  });

  it('keeps the cents the per-person display rounds away', () => {
    // €247.50 a person is shown as '€248'; two guests pay €495.00, not €496.00.
    expect(bookingTotal('450.00', 'NZD', 'EUR', STATIC_RATES, 1)).toBe('247.50');
    expect(bookingTotal('455.00', 'NZD', 'USD', { ...STATIC_RATES, USD: 0.6123 }, 2)).toBe('557.19');
  });

  it('converts from whatever currency the price is stored in', () => {
    expect(bookingTotal('300', 'USD', 'EUR', STATIC_RATES, 1)).toBe('275.00');
  });

  it('has no total for a price that is not a positive number', () => {
    expect(bookingTotal('free', 'NZD', 'EUR', STATIC_RATES, 2)).toBeUndefined();
    expect(bookingTotal('0', 'NZD', 'EUR', STATIC_RATES, 2)).toBeUndefined();
  });
});

describe(buildBookingPayload.name, () => {
  it('sends the requirements §3 booking for one guest: customerName, TBD, pending, guest 2 null', () => {
    const payload = buildBookingPayload(formData({ guest2FirstName: 'Left', guest2LastName: 'Over' }), date, halfDay, 'NZD', STATIC_RATES);

    expect(payload).toEqual({
      adventureId: 1,
      customerName: 'Aroha Ngata',
      firstName: 'Aroha',
      lastName: 'Ngata',
      customerEmail: 'aroha@example.com',
      customerPhone: null,
      numberOfGuests: 1,
      guest2FirstName: null,
      guest2LastName: null,
      specialRequests: null,
      bookingDate: '2026-11-20',
      bookingTime: 'TBD',
      totalPrice: '450.00',
      currency: 'NZD',
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(bookingRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends guest 2 and the total for two guests in the selected currency', () => {
    const payload = buildBookingPayload(
      formData({
        numberOfGuests: '2',
        guest2FirstName: 'Mere',
        guest2LastName: 'Ngata',
        customerPhone: '021 555 0101',
        specialRequests: 'Beginners',
      }),
      date,
      halfDay,
      'EUR',
      STATIC_RATES,
    );

    expect(payload).toMatchObject({
      numberOfGuests: 2,
      guest2FirstName: 'Mere',
      guest2LastName: 'Ngata',
      customerPhone: '021 555 0101',
      specialRequests: 'Beginners',
      totalPrice: '495.00',
      currency: 'EUR',
    });
    expect(bookingRequestSchema.safeParse(payload).success).toBe(true);
  });
});
