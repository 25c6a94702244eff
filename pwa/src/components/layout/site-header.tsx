// Placeholder: the navigation bar and mobile drawer are built in the layout work.
export function SiteHeader() {
  return <header className="fixed inset-x-0 top-0 z-50 h-16 bg-night-950/90" />;
}
