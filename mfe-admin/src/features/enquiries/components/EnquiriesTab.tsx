import { cardImage, INQUIRY_TYPE_LABELS, mailingApi, type AdminInquiry, type Painting } from '@atelier/contracts';
import { Skeleton, Spinner } from '@atelier/ui';
import { useAdminInquiries, useMarkInquiryRead } from '../api/adminInquiries';
import { AdminList } from '../../../components/AdminList';
import { ExportLink } from '../../../components/ExportLink';
import { ImageIcon } from '../../../components/icons';
import { TabHeader } from '../../../components/TabHeader';
import { useAdminPaintings } from '../../paintings/api/adminPaintings';
import { thumbnailSrc } from '../../paintings/thumbnail';
import { formatNzMoment } from '../../../shared/dates';

const SKELETON_ROWS = 3;

/** The subject of a reply, so the visitor recognises what it answers. */
export function replyHref(inquiry: Pick<AdminInquiry, 'email' | 'inquiryType' | 'inquiryTypeLabel' | 'paintingTitle'>): string {
  const about = inquiry.paintingTitle ? `"${inquiry.paintingTitle}"` : inquiry.inquiryTypeLabel || INQUIRY_TYPE_LABELS[inquiry.inquiryType];
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: your enquiry about ${about}`)}`;
}

/**
 * Enquiries (beyond the brief, requirements §1): every enquiry the site received, newest first, with its type,
 * painting, read/unread state (toggled here) and a reply link, so the inbox does not depend on
 * e-mail delivery.
 */
export function EnquiriesTab() {
  const inquiries = useAdminInquiries();
  const markRead = useMarkInquiryRead();
  // The paintings' current pictures; the title is the one the enquiry was sent about.
  const paintings = useAdminPaintings();
  const paintingOf = (inquiry: AdminInquiry) => paintings.data?.find((painting) => painting.id === inquiry.paintingId);
  const unread = inquiries.data?.filter((inquiry) => !inquiry.read).length ?? 0;

  return (
    <section aria-labelledby="admin-enquiries-heading" data-testid="admin-enquiries">
      <TabHeader
        id="admin-enquiries-heading"
        title="Enquiries"
        summary={
          inquiries.data &&
          inquiries.data.length > 0 &&
          `${inquiries.data.length} ${inquiries.data.length === 1 ? 'enquiry' : 'enquiries'} · ${unread} unread`
        }
        summaryTestId="admin-enquiries-count"
      >
        <ExportLink endpoint={mailingApi.inquiries.export} testId="admin-enquiries-export" />
      </TabHeader>
      <div className="mt-6">
        <AdminList
          query={inquiries}
          noun="enquiries"
          testId="admin-enquiries"
          skeletonRows={SKELETON_ROWS}
          skeleton={
            <li data-testid="admin-enquiries-skeleton" className="space-y-2 py-5">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          }
          empty="No enquiries yet"
        >
          {(inquiry) => (
            <InquiryRow
              key={inquiry.id}
              inquiry={inquiry}
              painting={paintingOf(inquiry)}
              pending={markRead.isPending && markRead.variables?.id === inquiry.id}
              onToggleRead={() => markRead.mutate({ id: inquiry.id, read: !inquiry.read })}
            />
          )}
        </AdminList>
      </div>
    </section>
  );
}

function InquiryRow({
  inquiry,
  painting,
  pending,
  onToggleRead,
}: {
  inquiry: AdminInquiry;
  painting: Painting | undefined;
  pending: boolean;
  onToggleRead: () => void;
}) {
  return (
    <li
      data-testid="admin-enquiries-row"
      data-inquiry-id={inquiry.id}
      data-read={inquiry.read}
      className={`flex flex-col gap-3 py-5 sm:flex-row sm:items-start sm:gap-6 ${inquiry.read ? '' : 'border-l-2 border-l-accent pl-3'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className={`text-lg leading-snug ${inquiry.read ? '' : 'font-semibold'}`} data-testid="admin-enquiries-name">
            {inquiry.firstName} {inquiry.lastName}
          </h3>
          <span
            className="rounded-full border border-line bg-paper-deep px-2 py-0.5 text-xs font-medium"
            data-testid="admin-enquiries-type"
          >
            {inquiry.inquiryTypeLabel || INQUIRY_TYPE_LABELS[inquiry.inquiryType]}
          </span>
          <span
            data-testid="admin-enquiries-status"
            className={`rounded-full border px-2 py-0.5 text-xs font-medium ${
              inquiry.read ? 'border-line text-ink-soft' : 'border-accent/40 bg-accent/10 text-accent-deep'
            }`}
          >
            {inquiry.read ? 'Read' : 'Unread'}
          </span>
        </div>
        <p className="mt-0.5 text-sm">
          <a href={replyHref(inquiry)} className="text-accent underline underline-offset-4" data-testid="admin-enquiries-email">
            {inquiry.email}
          </a>
          {inquiry.phone && <span className="text-ink-soft"> · {inquiry.phone}</span>}
          <span className="text-ink-soft"> · {formatNzMoment(inquiry.createdAt)}</span>
        </p>
        {inquiry.paintingId !== null && <InquiryPainting id={inquiry.paintingId} title={inquiry.paintingTitle} painting={painting} />}
        <p className="mt-2 text-sm whitespace-pre-line" data-testid="admin-enquiries-message">
          {inquiry.message}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <a
          href={replyHref(inquiry)}
          className="inline-flex items-center rounded-sm border border-line px-3 py-1.5 text-sm hover:border-ink"
          data-testid="admin-enquiries-reply"
        >
          Reply
        </a>
        <button
          type="button"
          onClick={onToggleRead}
          disabled={pending}
          data-testid="admin-enquiries-toggle-read"
          className="inline-flex items-center gap-1.5 rounded-sm border border-line px-3 py-1.5 text-sm hover:border-ink disabled:opacity-50"
        >
          {pending && <Spinner label={null} className="h-4 w-4" />}
          {inquiry.read ? 'Mark as Unread' : 'Mark as Read'}
        </button>
      </div>
    </li>
  );
}

/**
 * The painting an enquiry is about: its picture and title, opening its page. The title is the one
 * it had when the enquiry came (else today's, else its number: the catalog did not answer then).
 */
function InquiryPainting({ id, title, painting }: { id: number; title: string | null; painting: Painting | undefined }) {
  const image = painting && cardImage(painting);
  return (
    <a
      href={`/painting/${id}`}
      target="_blank"
      rel="noreferrer"
      className="mt-2 flex max-w-full items-center gap-3 text-sm hover:text-accent"
      data-testid="admin-enquiries-painting"
    >
      <span className="h-12 w-12 shrink-0 overflow-hidden rounded-sm bg-paper-deep">
        {image ? (
          <img
            src={thumbnailSrc(image)}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
            data-testid="admin-enquiries-thumbnail"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-ink-soft">
            <ImageIcon className="h-5 w-5" />
          </span>
        )}
      </span>
      <span className="min-w-0">
        <span className="block text-xs text-ink-soft">Painting</span>
        <span className="block truncate underline underline-offset-4">{title ?? painting?.title ?? `#${id}`}</span>
      </span>
    </a>
  );
}
