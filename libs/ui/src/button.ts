/** `light` and `outline-light` sit on dark backgrounds (the home hero, photographs). */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'light' | 'outline-light';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-accent-deep',
  outline: 'border border-ink text-ink hover:bg-ink hover:text-paper',
  ghost: 'text-ink hover:text-accent',
  light: 'bg-paper text-ink hover:bg-paper-deep',
  'outline-light': 'border border-paper text-paper hover:bg-paper hover:text-ink',
};

/** Class names of a button, for `<button>` and for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `inline-flex items-center justify-center gap-2 px-6 py-3 text-xs font-medium tracking-[0.2em] uppercase transition-colors disabled:opacity-50 ${VARIANTS[variant]}`;
}
