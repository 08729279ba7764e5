/** 'Glenorchy Painting Adventures'; the adventure list and booking come next. */
export function AdventuresPage() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-16 text-center md:py-20">
      <h1 className="text-4xl md:text-5xl">Glenorchy Painting Adventures</h1>
    </section>
  );
}
