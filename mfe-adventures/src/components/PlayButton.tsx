/** A round play button over a picture; `label` names what it plays. */
export function PlayButton({
  label,
  onClick,
  size = 'md',
  testId,
}: {
  label: string;
  onClick: () => void;
  size?: 'md' | 'lg';
  testId?: string;
}) {
  const box = size === 'lg' ? 'h-20 w-20' : 'h-14 w-14';
  const icon = size === 'lg' ? 22 : 16;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
      className={`flex ${box} items-center justify-center rounded-full bg-paper/90 text-ink shadow-lg ring-1 ring-ink/10 transition hover:scale-105 hover:bg-paper focus-visible:scale-105 motion-reduce:transition-none`}
    >
      <svg width={icon} height={icon} viewBox="0 0 14 14" aria-hidden="true" className="translate-x-[1px]">
        <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
