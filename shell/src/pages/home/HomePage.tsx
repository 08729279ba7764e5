import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { arriveAtSection, CONTACT_FORM_SCROLL_DELAY_MS } from '../../layout/scrolling';
import { AboutSection } from './AboutSection';
import { AdventuresSection } from './AdventuresSection';
import { ContactSection } from './ContactSection';
import { FeaturedSection } from './FeaturedSection';
import { Hero } from './Hero';

/**
 * Home (requirements §2): hero, featured collection (mfe-shop), adventures promo (mfe-adventures),
 * about and contact, with the anchors collection, adventures, about, contact and contact-form.
 */
export function HomePage() {
  const { hash, key } = useLocation();

  // Arriving with a section in the address ('/#about', or Enquire's '/?painting=…#contact-form'):
  // the sections exist only once this page has rendered.
  useEffect(() => {
    const section = decodeURIComponent(hash.slice(1));
    if (!section) return;
    return arriveAtSection(section, { delay: section === 'contact-form' ? CONTACT_FORM_SCROLL_DELAY_MS : 0, behavior: 'instant' });
  }, [hash, key]);

  return (
    <>
      <Hero />
      <FeaturedSection />
      <AdventuresSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
