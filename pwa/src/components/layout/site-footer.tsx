// Placeholder: the footer is built in the layout work.
export function SiteFooter() {
  return <footer className="border-t border-violet-400/20 p-6" />;
}
