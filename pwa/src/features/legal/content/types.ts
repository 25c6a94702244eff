import type { ReactNode } from 'react';

export interface PolicySection {
  /** Anchor for the table of contents and for links such as /privacy-policy#cookies. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** A policy page's words; the layout (header, date, contents, footer links) is shared. */
export interface Policy {
  title: string;
  /** When its words last changed, as the page shows it ("November 26, 2026"). */
  updated: string;
  intro: ReactNode;
  sections: PolicySection[];
}
