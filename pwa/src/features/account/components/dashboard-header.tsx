import { Button } from '@/components/ui/button';

/** "Welcome" with the customer's name (or e-mail), and Logout. */
export function DashboardHeader({ name, onLogout }: { name: string; onLogout?: () => void }) {
  return (
    <header className="mb-8">
      <div className="flex min-h-9 items-center justify-between gap-4">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">My Dashboard</p>
        {onLogout && (
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Logout
          </Button>
        )}
      </div>
      <h1 className="mt-2 text-3xl leading-tight text-mist [overflow-wrap:anywhere] sm:text-4xl">Welcome, {name}</h1>
      <p className="mt-2 text-mist-muted">Your readings, questionnaires and orders, all in one place.</p>
    </header>
  );
}
