import { useEffect, useRef, type PointerEvent } from 'react';
import { useToast, type Toast } from './toast';

const SWIPE_THRESHOLD = 50;

/** Renders the toast shown by {@link toast}. Mount it once, in the shell. F8 focuses it. */
export function Toaster() {
  const { current, dismiss } = useToast();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label="Notifications (F8)">
      {/* One toast at a time, announced by its own role: no list around it (a status is not a list item). */}
      <div ref={region} tabIndex={-1} className="fixed right-0 bottom-0 z-100 flex w-full flex-col p-4 outline-none sm:max-w-sm">
        {current && <ToastCard key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />}
      </div>
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const swipeStart = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  // Swiping right dismisses, like the close button.
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_THRESHOLD) onDismiss();
    swipeStart.current = null;
  };

  return (
    <div
      role={destructive ? 'alert' : 'status'}
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerUp={onPointerUp}
      className={`relative touch-pan-y rounded-sm border px-5 py-4 pr-10 shadow-lg ${
        destructive ? 'border-danger bg-danger text-paper' : 'border-line bg-paper text-ink'
      }`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close"
        className="absolute top-2 right-2 rounded-sm px-2 text-lg leading-none opacity-60 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}
