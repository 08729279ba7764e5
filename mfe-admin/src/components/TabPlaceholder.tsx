/** What a dashboard tab shows until its feature is built. */
export function TabPlaceholder({ title, testId }: { title: string; testId: string }) {
  return (
    <section data-testid={testId}>
      <h2 className="text-2xl">{title}</h2>
      <p className="mt-6 rounded-sm border border-dashed border-line px-6 py-12 text-center text-sm text-ink-soft">
        This section is not available yet.
      </p>
    </section>
  );
}
