/** A whole number as a payload may hold it (a number, or digits in a string). */
function wholeNumber(value: unknown): string | undefined {
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d{1,12}$/.test(value))
    ? String(value)
    : undefined;
}

/**
 * A transactional e-mail as the admin's list of failed work names it: its template and the
 * booking or order it is about (`booking-guest e-mail for booking #12`), never its recipient.
 */
export function describeEmail({ template, data }: { template: unknown; data?: unknown }): string {
  const facts = (data ?? {}) as Record<string, unknown>;
  const booking = wholeNumber(facts.bookingId);
  const order = wholeNumber(facts.orderId);
  const about = booking ? ` for booking #${booking}` : order ? ` for order #${order}` : '';
  return `${String(template).slice(0, 60)} e-mail${about}`;
}
