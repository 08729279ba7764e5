import type { Painting } from '@atelier/contracts';
import { useState } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { MarkSoldDialog } from './MarkSoldDialog';

function TagIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M8.6 1.5H14.5v5.9l-7 7-5.9-5.9z" />
      <circle cx="11.3" cy="4.7" r="1" />
    </svg>
  );
}

/** The 'Sell' action of an unsold painting row: opens 'Mark Painting as Sold'. */
export function SellButton({ painting }: { painting: Painting }) {
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        onClick={() => {
          setSession((count) => count + 1);
          setOpen(true);
        }}
        testId="admin-painting-sell"
        icon={<TagIcon />}
      >
        Sell
      </ActionButton>
      {open && <MarkSoldDialog key={session} painting={painting} onClose={() => setOpen(false)} />}
    </>
  );
}
