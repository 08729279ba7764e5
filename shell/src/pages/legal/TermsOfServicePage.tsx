import { LegalPage } from './LegalPage';

/** /terms-of-service: static text with the terms of requirements §2 (Legal pages). */
export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service" updated="1 November 2025">
      <section>
        <h2>Prices and payment</h2>
        <p>
          Each painting is priced in its own currency, shown beside the price (usually New Zealand dollars, NZD), and that is the currency
          you are charged in. Prices shown in another currency are a guide converted at current exchange rates; your card or PayPal account
          converts the final amount.
        </p>
      </section>
      <section data-testid="terms-shipping">
        <h2>Shipping</h2>
        <p>
          Shipping is free worldwide for paintings priced over NZD 1,000 (or the same in the painting&apos;s currency). Below that, a flat
          NZD 50 is added at checkout, shown in the order summary before you pay. Every painting is packed by the artist, insured and sent
          with tracking. Local pickup from the studios in Glenorchy or Waipu is by appointment.
        </p>
      </section>
      <section>
        <h2>Sales and returns</h2>
        <p>All sales are final. Each painting is one of a kind, and its description and photographs show it as it is.</p>
        <p>
          Damage in transit must be reported within 48 hours of delivery, with photographs of the painting and its packaging, so the
          insurer&apos;s claim can be made and the painting repaired or refunded.
        </p>
      </section>
      <section>
        <h2>Commissions</h2>
        <ul>
          <li>A commission begins with a 50% non-refundable deposit; the balance is due on completion, before delivery.</li>
          <li>Oil paintings need 2-3 weeks drying time before they can be varnished, packed and shipped.</li>
          <li>Timelines are agreed at the consultation; rush orders may cost extra.</li>
        </ul>
      </section>
      <section>
        <h2>Painting adventures</h2>
        <p>
          Adventures depend on the weather. The artist confirms closer to the day whether painting goes ahead or moves to another suitable
          day.
        </p>
      </section>
      <section>
        <h2>Copyright</h2>
        <p>
          The artist keeps the copyright of every painting. Buying a painting does not include the right to reproduce it; photographs of it
          for personal use are welcome.
        </p>
      </section>
    </LegalPage>
  );
}
