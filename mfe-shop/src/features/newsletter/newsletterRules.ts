/**
 * requirements §5: the newsletter form sends only when the e-mail is non-empty and contains '@';
 * otherwise nothing is sent and nothing is said.
 */
export function canSubscribe(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}
