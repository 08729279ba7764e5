import { useSiteSettings } from '@atelier/ui';
import type { ReactNode } from 'react';
import { RemoteSection } from '../../remotes/RemotePage';
import { HomeBand, SectionHeading } from './HomeSection';

/**
 * Anchor `contact`: 'Get In Touch' with the artist's e-mail, phone and studio locations (her
 * site settings), and anchor `contact-form`: the slot of the 'Send a Message' form.
 */
export function ContactSection() {
  const contact = useSiteSettings()?.contact;

  return (
    <HomeBand id="contact" className="bg-[#273836] text-paper">
      <div className="mx-auto max-w-6xl px-6 py-24 md:py-32">
        <SectionHeading eyebrow="Contact" title="Get In Touch" light />
        <p className="mx-auto mt-6 max-w-xl text-center text-lg leading-relaxed text-paper/80">
          Questions about a painting, a commission or a day painting in the mountains: write, call, or visit the studio.
        </p>
        <div className="mt-16 grid gap-14 lg:grid-cols-[1fr_1.6fr]">
          <ul className="space-y-8 [&_:focus-visible]:outline-paper" data-testid="contact-lines">
            {contact?.email && (
              <ContactLine label="Email">
                <a href={`mailto:${contact.email}`} className="underline-offset-4 hover:underline">
                  {contact.email}
                </a>
              </ContactLine>
            )}
            {contact?.phone && (
              <ContactLine label="Phone">
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                  {contact.phone}
                </a>
              </ContactLine>
            )}
            {contact?.locations && <ContactLine label="Studios">{contact.locations}</ContactLine>}
          </ul>
          <ContactFormSlot email={contact?.email ?? null} />
        </div>
      </div>
    </HomeBand>
  );
}

function ContactLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="border-t border-paper/20 pt-4">
      <p className="text-xs tracking-[0.3em] text-paper/60 uppercase">{label}</p>
      <p className="mt-2 font-display text-xl">{children}</p>
    </li>
  );
}

/**
 * Anchor `contact-form`: where the 'Send a Message' enquiry form goes (mfe-shop's
 * `./ContactForm`, added by the mail work; it reads Enquire's painting, size, price and currency
 * from the query). Until it exists a short note with the e-mail address stands in.
 */
function ContactFormSlot({ email }: { email: string | null }) {
  return (
    <div id="contact-form" data-testid="home-contact-form-slot" className="scroll-mt-24 bg-paper p-8 text-ink sm:p-10">
      <RemoteSection
        id="shop/ContactForm"
        loading={<div className="min-h-64" aria-busy="true" />}
        fallback={
          <div>
            <h3 className="text-3xl">Send a Message</h3>
            <p className="mt-4 leading-relaxed text-ink-soft">
              Tell us which painting, commission or adventure you have in mind and we&apos;ll get back to you soon
              {email ? (
                <>
                  {' '}
                  — write to{' '}
                  <a href={`mailto:${email}`} className="text-accent underline underline-offset-4">
                    {email}
                  </a>
                  .
                </>
              ) : (
                '.'
              )}
            </p>
          </div>
        }
      />
    </div>
  );
}
