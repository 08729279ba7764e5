import { formatStoredPrice } from '@atelier/ui';
import { cardImage, type Painting } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { EyeIcon, EyeOffIcon, ImageIcon, PencilIcon, TrashIcon } from '../../../components/icons';
import { thumbnailSrc } from '../thumbnail';

export interface PaintingRowProps {
  painting: Painting;
  onEdit: () => void;
  onToggleHidden: () => void;
  togglingHidden: boolean;
  onDelete: () => void;
  /** Sell or Undo Sale: selling is its own feature, handed in by the dashboard. */
  saleAction: ReactNode;
}

/** One painting in the admin list: image, title, year, price, medium, badges, status dots and actions (requirements §2). */
export function PaintingRow({ painting, onEdit, onToggleHidden, togglingHidden, onDelete, saleAction }: PaintingRowProps) {
  const image = cardImage(painting);
  const details = [painting.year, painting.medium].filter(Boolean).join(' · ');

  return (
    <li
      data-testid="admin-painting-row"
      data-painting-id={painting.id}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <div
          className={`h-16 w-16 shrink-0 overflow-hidden rounded-sm bg-paper-deep sm:h-20 sm:w-20 ${painting.hidden ? 'opacity-50' : ''}`}
        >
          {image ? (
            <img
              src={thumbnailSrc(image)}
              alt={image.altText || painting.title}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
              data-testid="admin-painting-thumbnail"
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-ink-soft" data-testid="admin-painting-placeholder">
              <ImageIcon className="h-6 w-6" />
              <span className="sr-only">No image</span>
            </div>
          )}
        </div>

        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h3 className="truncate text-lg leading-snug" data-testid="admin-painting-title">
              {painting.title}
            </h3>
            <StatusDots painting={painting} />
          </div>
          <p className="mt-0.5 text-sm text-ink-soft">{details}</p>
          <p className="mt-0.5 text-sm" data-testid="admin-painting-price">
            {formatStoredPrice(painting.price, painting.currency)}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {painting.sold ? <Badge tone="danger">Sold</Badge> : <Badge tone="success">Available</Badge>}
            {painting.featured && <Badge tone="accent">Featured</Badge>}
            {painting.hidden && <Badge tone="muted">Hidden</Badge>}
          </div>
        </div>
      </div>

      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <ActionButton onClick={onEdit} testId="admin-painting-edit" icon={<PencilIcon />}>
          Edit
        </ActionButton>
        <ActionButton
          onClick={onToggleHidden}
          disabled={togglingHidden}
          pending={togglingHidden}
          testId="admin-painting-visibility"
          icon={painting.hidden ? <EyeIcon /> : <EyeOffIcon />}
        >
          {painting.hidden ? 'Show' : 'Hide'}
        </ActionButton>
        {saleAction}
        <ActionButton onClick={onDelete} testId="admin-painting-delete" icon={<TrashIcon />} tone="danger">
          Delete
        </ActionButton>
      </div>
    </li>
  );
}

/** Small coloured dots beside the title: sold, hidden, featured (each named for screen readers and on hover). */
function StatusDots({ painting }: { painting: Painting }) {
  const dots = [
    painting.sold && { label: 'Sold', className: 'bg-danger', testId: 'admin-dot-sold' },
    painting.hidden && { label: 'Hidden', className: 'bg-ink-soft', testId: 'admin-dot-hidden' },
    painting.featured && { label: 'Featured', className: 'bg-amber-500', testId: 'admin-dot-featured' },
  ].filter((dot) => dot !== false);
  if (dots.length === 0) return null;
  return (
    <span className="flex shrink-0 items-center gap-1">
      {dots.map((dot) => (
        <span key={dot.label} title={dot.label} data-testid={dot.testId} className={`h-2 w-2 rounded-full ${dot.className}`}>
          <span className="sr-only">{dot.label}</span>
        </span>
      ))}
    </span>
  );
}

const BADGE_TONES = {
  success: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  danger: 'border-danger/30 bg-danger/10 text-danger',
  accent: 'border-amber-600/30 bg-amber-50 text-amber-800',
  muted: 'border-line bg-paper-deep text-ink-soft',
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span data-testid="admin-painting-badge" className={`rounded-full border px-2 py-0.5 text-xs font-medium ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}
