/** Said without JavaScript (inside `<noscript>`): paying needs it, and how to buy the painting instead. */
export function PayingNeedsJavaScript({ testId }: { testId: string }) {
  return (
    <p className="mt-6 border border-line bg-paper-deep px-5 py-4 text-sm" data-testid={testId}>
      Paying online needs JavaScript, which is turned off in this browser. Please turn it on, or{' '}
      <a href="/#contact" className="underline underline-offset-4">
        contact us about this painting
      </a>{' '}
      and we will arrange the sale with you directly.
    </p>
  );
}
