import {
  MAX_IMAGE_BYTES,
  MAX_SITE_VIDEO_BYTES,
  siteSettingsSchema,
  SOCIAL_NETWORKS,
  type SiteMediaUse,
  type SiteSettings,
} from '@atelier/contracts';
import { buttonClass, Spinner, toast, useSiteSettings } from '@atelier/ui';
import { FormField, get, inputClass, PendingButton, useFieldArray, useWatch, useZodForm, type UseFormReturn } from '@atelier/ui/forms';
import { useId, type ReactNode } from 'react';
import { TabHeader } from '../../../components/TabHeader';
import { useSaveSiteSettings, useUploadSiteMedia } from '../api/siteSettings';
import { SiteChanges } from './SiteChanges';

/** What the inputs hold: the settings with every empty value as ''. */
interface SiteFormValues {
  artistName: string;
  tagline: string;
  businessName: string;
  about: { heading: string; text: string; figures: { figure: string; label: string }[] };
  press: { outlet: string; title: string; year: string; url: string }[];
  contact: { email: string; phone: string; locations: string };
  social: { network: string; url: string }[];
  hero: { headline: string; accent: string; tagline: string };
  commissions: { process: { title: string; text: string }[]; prices: { name: string; size: string; priceNzd: string }[] };
  heroFilm: { videoUrl: string; posterUrl: string };
  adventuresFilm: { videoUrl: string; posterUrl: string };
  seo: { description: string; shareImageUrl: string };
}
type SiteForm = UseFormReturn<SiteFormValues, unknown, SiteSettings>;
type TextPath =
  | 'artistName'
  | 'tagline'
  | 'businessName'
  | 'about.heading'
  | 'about.text'
  | 'contact.email'
  | 'contact.phone'
  | 'contact.locations'
  | 'heroFilm.videoUrl'
  | 'adventuresFilm.videoUrl'
  | 'seo.description'
  | `hero.${'headline' | 'accent' | 'tagline'}`
  | `commissions.process.${number}.${'title' | 'text'}`
  | `commissions.prices.${number}.${'name' | 'size' | 'priceNzd'}`
  | `about.figures.${number}.${'figure' | 'label'}`
  | `press.${number}.${'outlet' | 'title' | 'year' | 'url'}`
  | `social.${number}.url`;
type PicturePath = 'heroFilm.posterUrl' | 'adventuresFilm.posterUrl' | 'seo.shareImageUrl';

const MAX_FIGURES = 6;
const MAX_PRESS = 30;
/** As many steps and guide prices as the commissions page lays out in a row. */
const MAX_COMMISSION_ROWS = 6;
const FORM_ID = 'admin-site-form';

function formValues(settings: SiteSettings): SiteFormValues {
  const film = ({ videoUrl, posterUrl }: SiteSettings['heroFilm']) => ({ videoUrl: videoUrl ?? '', posterUrl: posterUrl ?? '' });
  return {
    ...settings,
    press: settings.press.map((feature) => ({ ...feature, year: String(feature.year), url: feature.url ?? '' })),
    contact: { email: settings.contact.email ?? '', phone: settings.contact.phone ?? '', locations: settings.contact.locations },
    commissions: {
      process: settings.commissions.process,
      prices: settings.commissions.prices.map((price) => ({ ...price, priceNzd: String(price.priceNzd) })),
    },
    heroFilm: film(settings.heroFilm),
    adventuresFilm: film(settings.adventuresFilm),
    seo: { description: settings.seo.description, shareImageUrl: settings.seo.shareImageUrl ?? '' },
  };
}

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

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form: SiteForm = useZodForm<SiteFormValues, typeof siteSettingsSchema>(siteSettingsSchema, { defaultValues: formValues(settings) });
  const onSubmit = form.handleSubmit((next) => save.mutate(next, { onSuccess: (saved) => form.reset(formValues(saved)) }));
  const rootError = form.formState.errors.social?.root?.message ?? form.formState.errors.social?.message;

  return (
    <form id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8 grid gap-10" data-testid="admin-site-form">
      <Group legend="The artist">
        <div className="grid gap-5 sm:grid-cols-2">
          <Text form={form} name="artistName" label="Artist name" />
          <Text form={form} name="tagline" label="Tagline" hint="The line under your name, e.g. NEW ZEALAND ARTIST." />
        </div>
        <Text form={form} name="businessName" label="Business name" hint="The footer's copyright line and the legal pages." />
      </Group>

      <Group legend="Home page headline">
        <div className="grid gap-5 sm:grid-cols-2">
          <Text form={form} name="hero.headline" label="Headline" />
          <Text form={form} name="hero.accent" label="Second line" hint="In italics under the headline; leave empty for none." />
        </div>
        <Text form={form} name="hero.tagline" label="Words under the headline" multiline={3} />
      </Group>

      <Group legend="About">
        <Text form={form} name="about.heading" label="Heading" />
        <Text form={form} name="about.text" label="Your story" multiline={8} hint="Leave an empty line between paragraphs." />
        <Figures form={form} />
      </Group>

      <PressFeatures form={form} />

      <Group legend="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <Text form={form} name="contact.email" label="E-mail" type="email" hint="Shown on the home page; leave empty to hide." />
          <Text form={form} name="contact.phone" label="Phone" type="tel" hint="Shown on the home page; leave empty to hide." />
        </div>
        <Text form={form} name="contact.locations" label="Studio locations" hint="e.g. Waipu, Northland & Glenorchy, Otago." />
      </Group>

      <SocialLinks form={form} error={rootError} />

      <CommissionProcess form={form} />
      <CommissionPrices form={form} />

      <Group legend="Films">
        <Film form={form} name="heroFilm" label="Home page film" hint="Plays muted behind the headline, and in full with 'Play Video'." />
        <Film form={form} name="adventuresFilm" label="Adventures film" hint="Empty: the adventures page plays the home page film." />
      </Group>

      <Group legend="Search and sharing">
        <Text
          form={form}
          name="seo.description"
          label="Description"
          multiline={3}
          hint="What search results and shared links say of pages without a painting (about 155 characters show)."
        />
        <Picture
          form={form}
          name="seo.shareImageUrl"
          use="share-image"
          label="Share image"
          hint="Cropped to 1200 × 630 for link previews."
        />
      </Group>

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

function Group({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="grid gap-5 border-t border-line pt-6" data-testid={testId}>
      <legend className="pr-3 font-display text-xl">{legend}</legend>
      {children}
    </fieldset>
  );
}

const fieldId = (name: string) => `admin-site-${name.replace(/\./g, '-')}`;

/** A labelled text input (or textarea of `multiline` rows) with its validation message. */
function Text({
  form,
  name,
  label,
  hint,
  type = 'text',
  multiline,
}: {
  form: SiteForm;
  name: TextPath;
  label: string;
  hint?: string;
  type?: string;
  multiline?: number;
}) {
  const id = fieldId(name);
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const control = {
    id,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: inputClass(!!error),
    ...form.register(name),
  };
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      {multiline ? <textarea rows={multiline} {...control} /> : <input type={type} {...control} />}
    </FormField>
  );
}

function Figures({ form }: { form: SiteForm }) {
  const figures = useFieldArray({ control: form.control, name: 'about.figures' });
  return (
    <div>
      <p className="mb-3 text-sm font-medium">Figures</p>
      <ul className="grid gap-3">
        {figures.fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[5rem_1fr_auto] items-start gap-3">
            <Text form={form} name={`about.figures.${index}.figure`} label={`Figure ${index + 1}`} />
            <Text form={form} name={`about.figures.${index}.label`} label={`Figure ${index + 1} label`} />
            <RowButton label={`Remove figure ${index + 1}`} onClick={() => figures.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ul>
      {figures.fields.length < MAX_FIGURES && (
        <button type="button" className={`${buttonClass('outline')} mt-4`} onClick={() => figures.append({ figure: '', label: '' })}>
          Add Figure
        </button>
      )}
    </div>
  );
}

function PressFeatures({ form }: { form: SiteForm }) {
  const press = useFieldArray({ control: form.control, name: 'press' });
  const outlets = useWatch({ control: form.control, name: 'press' });
  return (
    <Group legend="Press features" testId="admin-site-press">
      {press.fields.length === 0 && <p className="text-sm text-ink-soft">No press features: the About section shows none.</p>}
      <ol className="grid gap-6">
        {press.fields.map((field, index) => {
          const name = outlets[index]?.outlet || `feature ${index + 1}`;
          return (
            <li key={field.id} className="grid gap-3 rounded-sm border border-line p-4" data-testid="admin-site-press-feature">
              <div className="grid gap-3 sm:grid-cols-[1fr_2fr_6rem]">
                <Text form={form} name={`press.${index}.outlet`} label="Outlet" />
                <Text form={form} name={`press.${index}.title`} label="Title" />
                <Text form={form} name={`press.${index}.year`} label="Year" type="number" />
              </div>
              <Text form={form} name={`press.${index}.url`} label="Link (optional)" type="url" />
              <div className="flex flex-wrap gap-2">
                <RowButton label={`Move ${name} up`} disabled={index === 0} onClick={() => press.move(index, index - 1)}>
                  ↑ Up
                </RowButton>
                <RowButton
                  label={`Move ${name} down`}
                  disabled={index === press.fields.length - 1}
                  onClick={() => press.move(index, index + 1)}
                >
                  ↓ Down
                </RowButton>
                <RowButton label={`Remove ${name}`} onClick={() => press.remove(index)} danger>
                  Remove
                </RowButton>
              </div>
            </li>
          );
        })}
      </ol>
      {press.fields.length < MAX_PRESS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => press.prepend({ outlet: '', title: '', year: String(new Date().getFullYear()), url: '' })}
        >
          Add Press Feature
        </button>
      )}
    </Group>
  );
}

function CommissionProcess({ form }: { form: SiteForm }) {
  const steps = useFieldArray({ control: form.control, name: 'commissions.process' });
  const error = form.formState.errors.commissions?.process?.root?.message ?? form.formState.errors.commissions?.process?.message;
  return (
    <Group legend="Commission process" testId="admin-site-commission-process">
      <ol className="grid gap-4">
        {steps.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr_auto]">
            <Text form={form} name={`commissions.process.${index}.title`} label={`Step ${index + 1}`} />
            <Text form={form} name={`commissions.process.${index}.text`} label={`Step ${index + 1} text`} multiline={2} />
            <RowButton label={`Remove step ${index + 1}`} onClick={() => steps.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {steps.fields.length < MAX_COMMISSION_ROWS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => steps.append({ title: '', text: '' })}
        >
          Add Step
        </button>
      )}
    </Group>
  );
}

function CommissionPrices({ form }: { form: SiteForm }) {
  const prices = useFieldArray({ control: form.control, name: 'commissions.prices' });
  const error = form.formState.errors.commissions?.prices?.root?.message ?? form.formState.errors.commissions?.prices?.message;
  return (
    <Group legend="Commission price guide" testId="admin-site-commission-prices">
      <p className="text-sm text-ink-soft">From what price each size starts, in NZD: visitors see it in their own currency.</p>
      <ul className="grid gap-3">
        {prices.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_9rem_auto]">
            <Text form={form} name={`commissions.prices.${index}.name`} label={`Size ${index + 1}`} />
            <Text form={form} name={`commissions.prices.${index}.size`} label={`Size ${index + 1} dimensions`} />
            <Text form={form} name={`commissions.prices.${index}.priceNzd`} label={`Size ${index + 1} from (NZD)`} type="number" />
            <RowButton label={`Remove size ${index + 1}`} onClick={() => prices.remove(index)} besideFields>
              ×
            </RowButton>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {prices.fields.length < MAX_COMMISSION_ROWS && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => prices.append({ name: '', size: '', priceNzd: '' })}
        >
          Add Size
        </button>
      )}
    </Group>
  );
}

function SocialLinks({ form, error }: { form: SiteForm; error: string | undefined }) {
  const social = useFieldArray({ control: form.control, name: 'social' });
  return (
    <Group legend="Social links">
      {social.fields.length === 0 && <p className="text-sm text-ink-soft">None: the footer shows no social links.</p>}
      <ul className="grid gap-3">
        {social.fields.map((field, index) => {
          const id = fieldId(`social.${index}.network`);
          return (
            <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[10rem_1fr_auto]">
              <FormField label="Network" htmlFor={id}>
                <select id={id} className={inputClass()} {...form.register(`social.${index}.network`)}>
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network}>{network}</option>
                  ))}
                </select>
              </FormField>
              <Text form={form} name={`social.${index}.url`} label="Address" type="url" />
              <RowButton label={`Remove social link ${index + 1}`} onClick={() => social.remove(index)} danger besideFields>
                Remove
              </RowButton>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {social.fields.length < SOCIAL_NETWORKS.length && (
        <button
          type="button"
          className={`${buttonClass('outline')} justify-self-start`}
          onClick={() => social.append({ network: SOCIAL_NETWORKS[0], url: 'https://' })}
        >
          Add Social Link
        </button>
      )}
    </Group>
  );
}

function Film({ form, name, label, hint }: { form: SiteForm; name: 'heroFilm' | 'adventuresFilm'; label: string; hint: string }) {
  return (
    <div className="grid gap-4 rounded-sm border border-line p-4" data-testid={`admin-site-${name}`}>
      <p className="font-medium">{label}</p>
      <Text form={form} name={`${name}.videoUrl`} label="YouTube link or id, or a film uploaded here" hint={hint} />
      <Upload
        use="video"
        accept="video/mp4,video/webm"
        label="Upload a Film"
        description="MP4 or WebM, up to 10 MB: a short loop suits the background."
        onUploaded={(url) => form.setValue(`${name}.videoUrl`, url, { shouldDirty: true, shouldValidate: true })}
      />
      <Picture form={form} name={`${name}.posterUrl`} use="poster" label="Poster" hint="Shows until the film plays." />
    </div>
  );
}

/** A picture setting: its preview, 'Upload', and 'Remove'. */
function Picture({
  form,
  name,
  use,
  label,
  hint,
}: {
  form: SiteForm;
  name: PicturePath;
  use: Exclude<SiteMediaUse, 'video'>;
  label: string;
  hint: string;
}) {
  const url = useWatch({ control: form.control, name });
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const set = (value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img src={url} alt={`${label} chosen`} className="h-20 w-36 rounded-sm border border-line object-cover" />
        ) : (
          <span className="flex h-20 w-36 items-center justify-center rounded-sm border border-dashed border-line text-xs text-ink-soft">
            None
          </span>
        )}
        <Upload use={use} accept="image/jpeg,image/png,image/webp,image/avif" label={`Upload ${label}`} onUploaded={set} />
        {url && (
          <RowButton label={`Remove the ${label.toLowerCase()}`} onClick={() => set('')} danger>
            Remove
          </RowButton>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p className="text-xs text-ink-soft">{hint}</p>
      )}
    </div>
  );
}

/** A button that picks a file and uploads it; `onUploaded` gets the address the site serves it at. */
function Upload({
  use,
  accept,
  label,
  description,
  onUploaded,
}: {
  use: SiteMediaUse;
  accept: string;
  label: string;
  description?: string;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const upload = useUploadSiteMedia();
  const limit = use === 'video' ? MAX_SITE_VIDEO_BYTES : MAX_IMAGE_BYTES;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > limit) {
            toast({ title: 'File Too Large', description: 'Please choose a file under 10MB.', variant: 'destructive' });
            return;
          }
          upload.mutate({ use, file }, { onSuccess: onUploaded });
        }}
      />
      <label
        htmlFor={id}
        className={`${buttonClass('outline')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-disabled:opacity-60`}
      >
        {upload.isPending ? <Spinner label="Uploading" /> : null}
        {label}
      </label>
      {description && <span className="text-xs text-ink-soft">{description}</span>}
    </div>
  );
}

/** A small button of a list row; `besideFields` lines it up with the inputs under their labels. */
function RowButton({
  label,
  onClick,
  disabled,
  danger,
  besideFields,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  besideFields?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`min-h-10 rounded-sm border px-3 text-sm transition-colors disabled:opacity-40 ${besideFields ? 'mt-7' : ''} ${
        danger ? 'border-danger/40 text-danger hover:bg-danger hover:text-paper' : 'border-line hover:border-ink'
      }`}
    >
      {children}
    </button>
  );
}
