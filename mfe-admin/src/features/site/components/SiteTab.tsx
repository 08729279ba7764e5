import { buttonClass, Spinner, useSiteSettings } from '@atelier/ui';
import { TabHeader } from '../../../components/TabHeader';
import { SiteChanges } from './SiteChanges';
import { SiteSettingsForm } from './SiteSettingsForm';

/**
 * The Site tab: everything visitors read about the artist, saved together. The
 * site's pages show a save on their next load.
 */
export function SiteTab() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="admin-site-heading">
      <TabHeader
        id="admin-site-heading"
        title="Site"
        summary="Your name, headline, story, press, contact details, commissions, films and how the site looks when shared."
      >
        <a href="/" target="_blank" rel="noopener" className={buttonClass('outline')}>
          View Site
        </a>
      </TabHeader>
      {settings ? (
        <SiteSettingsForm settings={settings} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the site settings" />
        </div>
      )}
      <SiteChanges />
    </section>
  );
}
