import { useCurrency, useSiteSettings } from '@atelier/ui';
import { EnquiryForm } from '../../enquiry/components/EnquiryForm';

/**
 * /commissions, 'Commission Artwork' (requirements §2): the process and the pricing guide (the
 * artist's, from the Site tab; the guide converted to the visitor's currency), timeline and payment
 * terms, and the enquiry form.
 */
export function CommissionsPage() {
  const { format } = useCurrency();
  const { process = [], prices = [] } = useSiteSettings()?.commissions ?? {};

  return (
    <div>
      <header className="mx-auto max-w-3xl px-6 pt-16 pb-12 text-center md:pt-24">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Commissions</p>
        <h1 className="mt-4 text-4xl md:text-6xl">Commission Artwork</h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">
          A painting of the place that matters to you: the bay below the family bach, the peak you climbed, the view from your window.
          Painted outdoors, in its own light, by the artist.
        </p>
      </header>

      <section aria-labelledby="process-heading" className="border-t border-line">
        <div className="mx-auto max-w-6xl px-6 py-20">
          <h2 id="process-heading" className="text-center text-3xl md:text-4xl">
            The Commission Process
          </h2>
          <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4" data-testid="commission-steps">
            {process.map((step, index) => (
              <li key={index} className="border-t border-ink/20 pt-6">
                <span className="font-display text-5xl text-accent/70">{index + 1}</span>
                <h3 className="mt-3 text-xl">{step.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="bg-paper-deep/60">
        <div className="mx-auto max-w-6xl px-6 py-20">
          <h2 id="pricing-heading" className="text-center text-3xl md:text-4xl">
            Pricing Guide
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-center text-ink-soft">
            Guide prices for an original oil on linen, framed in New Zealand timber by the artist. Every commission is quoted on its own.
          </p>
          <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4" data-testid="commission-prices">
            {prices.map((option, index) => (
              <li
                key={index}
                className="flex flex-col items-center bg-paper px-3 py-8 text-center shadow-[0_1px_0_rgba(28,27,25,0.06)] sm:px-6 sm:py-10"
              >
                <h3 className="text-xl sm:text-2xl">{option.name}</h3>
                <p className="mt-1 text-sm text-ink-soft">{option.size}</p>
                <p className="mt-8 text-xs tracking-[0.2em] text-ink-soft uppercase">From</p>
                <p className="mt-1 font-display text-xl sm:text-3xl" data-testid="commission-price">
                  {format(option.priceNzd, 'NZD')}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="terms-heading" className="border-b border-line">
        <div className="mx-auto grid max-w-6xl gap-12 px-6 py-20 md:grid-cols-2">
          <div>
            <h2 id="terms-heading" className="text-3xl">
              Timeline
            </h2>
            <p className="mt-5 leading-relaxed text-ink-soft">
              Most commissions take <strong className="font-medium text-ink">4-8 weeks</strong> from the agreed sketch to a finished
              painting, depending on size, season and weather. Oil paintings then need 2-3 weeks to dry before they travel.
            </p>
            <p className="mt-4 leading-relaxed text-ink-soft">Rush orders may cost extra.</p>
          </div>
          <div>
            <h2 className="text-3xl">Payment Terms</h2>
            <ul className="mt-5 space-y-3 leading-relaxed text-ink-soft">
              <li>
                <strong className="font-medium text-ink">50% deposit</strong> to begin, non-refundable once work has started.
              </li>
              <li>
                <strong className="font-medium text-ink">Balance on completion</strong>, before the painting is shipped or collected.
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="request-heading" id="commission-form" className="scroll-mt-24">
        <div className="mx-auto max-w-3xl px-6 py-20">
          <h2 id="request-heading" className="text-center text-3xl md:text-4xl">
            Request a Commission
          </h2>
          <div data-testid="commission-enquiry-slot" className="mt-10 border border-line bg-paper p-6 sm:p-10">
            <EnquiryForm defaultInquiryType="commission" />
          </div>
        </div>
      </section>
    </div>
  );
}
