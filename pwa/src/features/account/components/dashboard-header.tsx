/** "Welcome" with the customer's name (or e-mail). Logout is the site header's, as on every page. */
export function DashboardHeader({ name }: { name: string }) {
  return (
    <header className="mb-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">My Dashboard</p>
      <h1 className="mt-2 text-3xl leading-tight text-mist [overflow-wrap:anywhere] sm:text-4xl">Welcome, {name}</h1>
      <p className="mt-2 text-mist-muted">Your readings, questionnaires and orders, all in one place.</p>
    </header>
  );
}
