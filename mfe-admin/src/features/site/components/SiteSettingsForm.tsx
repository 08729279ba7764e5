import { siteSettingsSchema, type SiteSettings } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { PendingButton, useZodForm } from '@atelier/ui/forms';
import { useSaveSiteSettings } from '../api/siteSettings';
import { formValues, type SiteForm, type SiteFormValues } from '../siteForm';
import { CommissionPrices, CommissionProcess } from './CommissionFields';
import { Figures } from './Figures';
import { FieldGroup } from './FieldGroup';
import { FilmFields } from './FilmFields';
import { PictureField } from './PictureField';
import { PressFeatures } from './PressFeatures';
import { SocialLinks } from './SocialLinks';
import { TextField } from './TextField';

const FORM_ID = 'admin-site-form';

/** The settings as one form, saved together; Discard goes back to what was saved. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form: SiteForm = useZodForm<SiteFormValues, typeof siteSettingsSchema>(siteSettingsSchema, { defaultValues: formValues(settings) });
  const onSubmit = form.handleSubmit((next) => save.mutate(next, { onSuccess: (saved) => form.reset(formValues(saved)) }));
  const rootError = form.formState.errors.social?.root?.message ?? form.formState.errors.social?.message;

  return (
    <form
      method="post"
      id={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-8 grid gap-10"
      data-testid="admin-site-form"
    >
      <FieldGroup legend="The artist">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="artistName" label="Artist name" />
          <TextField form={form} name="tagline" label="Tagline" hint="The line under your name, e.g. NEW ZEALAND ARTIST." />
        </div>
        <TextField form={form} name="businessName" label="Business name" hint="The footer's copyright line and the legal pages." />
      </FieldGroup>

      <FieldGroup legend="Home page headline">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="hero.headline" label="Headline" />
          <TextField form={form} name="hero.accent" label="Second line" hint="In italics under the headline; leave empty for none." />
        </div>
        <TextField form={form} name="hero.tagline" label="Words under the headline" multiline={3} />
      </FieldGroup>

      <FieldGroup legend="About">
        <TextField form={form} name="about.heading" label="Heading" />
        <TextField form={form} name="about.text" label="Your story" multiline={8} hint="Leave an empty line between paragraphs." />
        <Figures form={form} />
      </FieldGroup>

      <PressFeatures form={form} />

      <FieldGroup legend="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="contact.email" label="E-mail" type="email" hint="Shown on the home page; leave empty to hide." />
          <TextField form={form} name="contact.phone" label="Phone" type="tel" hint="Shown on the home page; leave empty to hide." />
        </div>
        <TextField form={form} name="contact.locations" label="Studio locations" hint="e.g. Waipu, Northland & Glenorchy, Otago." />
      </FieldGroup>

      <SocialLinks form={form} error={rootError} />

      <CommissionProcess form={form} />
      <CommissionPrices form={form} />

      <FieldGroup legend="Films">
        <FilmFields
          form={form}
          name="heroFilm"
          label="Home page film"
          hint="Plays muted behind the headline, and in full with 'Play Video'."
        />
        <FilmFields form={form} name="adventuresFilm" label="Adventures film" hint="Empty: the adventures page plays the home page film." />
      </FieldGroup>

      <FieldGroup legend="Search and sharing">
        <TextField
          form={form}
          name="seo.description"
          label="Description"
          multiline={3}
          hint="What search results and shared links say of pages without a painting (about 155 characters show)."
        />
        <PictureField
          form={form}
          name="seo.shareImageUrl"
          use="share-image"
          label="Share image"
          hint="Cropped to 1200 × 630 for link previews."
        />
      </FieldGroup>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:justify-end sm:px-6">
        {form.formState.isDirty && <p className="mr-auto hidden text-sm text-ink-soft sm:block">You have unsaved changes.</p>}
        <button
          type="button"
          className={`${buttonClass('outline')} flex-1 sm:flex-none`}
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset(formValues(settings))}
        >
          Discard
        </button>
        <PendingButton form={FORM_ID} pending={save.isPending} className={`${buttonClass()} flex-1 sm:flex-none`}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </PendingButton>
      </div>
    </form>
  );
}
