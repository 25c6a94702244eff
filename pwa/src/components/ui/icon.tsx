import type { SVGProps } from 'react';

/*
 * The base of every icon, drawn in-house (nothing loaded from outside hosts). Each icon is decoration
 * beside words that say the same, so all are hidden from assistive tech; size and colour come from the
 * caller's className (or a parent's `[&>svg]:size-*`), and any SVG attribute passed overrides the base.
 * The kit's own control glyphs live here too, apart from the screens' icons (./icons.tsx): the header and
 * the FAQ use them, and this small file is all they add to the landing page's first load.
 */

export type IconProps = SVGProps<SVGSVGElement>;

/** The line-icon base: a 24-unit square drawn in the current text colour. */
export function Icon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** The controls' glyphs: a 20-unit square with a heavier stroke, to read at 16-20 px. */
function Glyph(props: IconProps) {
  return <Icon viewBox="0 0 20 20" strokeWidth={2} {...props} />;
}

export const ChevronDownIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M5 7.5l5 5 5-5" />
  </Glyph>
);

export const CloseIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M5 5l10 10M15 5L5 15" />
  </Glyph>
);

export const RefreshIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2" />
  </Glyph>
);

/** The menu button's three bars, on the 24-unit square at the glyphs' weight. */
export const MenuIcon = (props: IconProps) => (
  <Glyph viewBox="0 0 24 24" {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Glyph>
);
