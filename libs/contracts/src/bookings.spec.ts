import { BOOKING_MESSAGES, bookingActionSchema, bookingFormSchema, bookingRequestSchema, isCalendarDate } from './bookings';

const payload = {
  adventureId: 1,
  customerName: 'Aroha Ngata',
  firstName: 'Aroha',
  lastName: 'Ngata',
  customerEmail: 'aroha@example.nz',
  customerPhone: '',
  numberOfGuests: 1,
  guest2FirstName: null,
  guest2LastName: null,
  specialRequests: '',
  bookingDate: '2030-02-14',
  bookingTime: 'TBD',
  totalPrice: '247.50',
  currency: 'EUR',
  status: 'pending',
  paymentStatus: 'pending',
};

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('bookingRequestSchema', () => {
  it('accepts the requirements §3 payload and normalises blanks to null', () => {
    const result = bookingRequestSchema.parse(payload);
    expect(result).toMatchObject({ adventureId: 1, numberOfGuests: 1, customerPhone: null, specialRequests: null, totalPrice: '247.50' });
  });

  it.each([
    [{ adventureId: undefined }, 'adventureId', BOOKING_MESSAGES.adventureRequired],
    [{ adventureId: '' }, 'adventureId', BOOKING_MESSAGES.adventureRequired],
    [{ firstName: 'A' }, 'firstName', BOOKING_MESSAGES.firstNameTooShort],
    [{ firstName: ' A ' }, 'firstName', BOOKING_MESSAGES.firstNameTooShort],
    [{ lastName: 'N' }, 'lastName', BOOKING_MESSAGES.lastNameTooShort],
    [{ customerEmail: 'aroha@' }, 'customerEmail', BOOKING_MESSAGES.invalidEmail],
    [{ numberOfGuests: undefined }, 'numberOfGuests', BOOKING_MESSAGES.guestsRequired],
    [{ numberOfGuests: '' }, 'numberOfGuests', BOOKING_MESSAGES.guestsRequired],
    [{ numberOfGuests: 3 }, 'numberOfGuests', BOOKING_MESSAGES.guestsOutOfRange],
    [{ numberOfGuests: 2 }, 'guest2FirstName', BOOKING_MESSAGES.guest2Required],
    [{ numberOfGuests: 2, guest2FirstName: 'Mere', guest2LastName: 'T' }, 'guest2FirstName', BOOKING_MESSAGES.guest2Required],
    [{ bookingDate: undefined }, 'bookingDate', BOOKING_MESSAGES.dateRequired],
    [{ bookingDate: '2030-02-30' }, 'bookingDate', BOOKING_MESSAGES.invalidDate],
  ])('refuses %j with its message', (change, path, message) => {
    expect(messages(bookingRequestSchema.safeParse({ ...payload, ...change }))).toEqual([[path, message]]);
  });

  it('needs guest 2 names exactly when 2 guests come, and drops them for 1 guest', () => {
    const two = bookingRequestSchema.parse({ ...payload, numberOfGuests: '2', guest2FirstName: 'Mere', guest2LastName: 'Tane' });
    expect(two).toMatchObject({ numberOfGuests: 2, guest2FirstName: 'Mere', guest2LastName: 'Tane' });
    const one = bookingRequestSchema.parse({ ...payload, guest2FirstName: 'Mere', guest2LastName: 'Tane' });
    expect(one).toMatchObject({ guest2FirstName: null, guest2LastName: null });
  });

  it('lists every broken rule of a form at once', () => {
    const result = bookingFormSchema.safeParse({ adventureId: '', firstName: '', lastName: '', customerEmail: '', numberOfGuests: '2' });
    expect(messages(result).map(([, message]) => message)).toEqual([
      BOOKING_MESSAGES.adventureRequired,
      BOOKING_MESSAGES.firstNameTooShort,
      BOOKING_MESSAGES.lastNameTooShort,
      BOOKING_MESSAGES.invalidEmail,
      BOOKING_MESSAGES.guest2Required,
    ]);
  });
});

describe('bookingActionSchema', () => {
  it('takes confirm, cancel and move with a date', () => {
    expect(bookingActionSchema.parse({ action: 'confirm' })).toEqual({ action: 'confirm' });
    expect(bookingActionSchema.parse({ action: 'move', date: '2030-03-01' })).toEqual({ action: 'move', date: '2030-03-01', reason: null });
    expect(bookingActionSchema.safeParse({ action: 'move' }).success).toBe(false);
    expect(bookingActionSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });
});

describe(isCalendarDate.name, () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
    expect(isCalendarDate('2027-02-01T00:00:00Z')).toBe(false);
  });
});
