/** 'Admin Dashboard'; the status check, tabs and lists come next. */
export function AdminPage() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl">Admin Dashboard</h1>
    </section>
  );
}
