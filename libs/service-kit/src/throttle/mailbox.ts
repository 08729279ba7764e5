/** Domains whose mail server ignores dots in the local part, and the name they all deliver to. */
const DOTLESS_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, for counting per-e-mail caps: lower case, a `+tag` dropped
 * from the local part (`victim+1@` and `victim+2@` reach one inbox at almost every provider), and
 * for Gmail its dots too (`v.i.c.t.i.m@googlemail.com` is `victim@gmail.com`). Only a key to count
 * by: e-mail is always sent to the address as the visitor wrote it.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  // An address that is all tag ('+news@') keeps its local part: dropping it would leave nothing.
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
