/** 'Admin Sign In'; the form comes next. */
export function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-4xl">Admin Sign In</h1>
    </section>
  );
}
