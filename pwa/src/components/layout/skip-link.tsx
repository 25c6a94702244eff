/** "Skip to content": the first tab stop of a frame, visible only when focused. Moves focus to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      // Focus the page directly: a bare fragment navigation would go through the router's history.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-gold-300 focus:px-3 focus:py-2 focus:text-night-950"
    >
      Skip to content
    </a>
  );
}
