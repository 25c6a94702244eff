import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useToday } from '@/lib/use-today';
import { BRAND } from '@shared/domain/brand';
import { SUPPORT_PROMISE } from '@shared/domain/delivery';
import { BrandLink } from './brand-link';
import { NAV_LINKS, POLICY_LINKS } from './nav-links';
import { SocialLinks } from './social-links';
import { EmailAddress } from '@/components/ui/email-address';

const linkClass = 'inline-block rounded py-1 text-mist-muted underline-offset-4 transition-colors hover:text-gold-200 hover:underline';

export function SiteFooter() {
  const year = useToday()?.year;
  return (
    <footer className="border-t border-violet-400/20 bg-night-950 pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <BrandLink className="self-start" />
          <p className="max-w-xs text-mist-muted">{BRAND.footerLine}</p>
          <SocialLinks />
        </div>
        <FooterColumn title="Quick Links">
          <FooterLinks links={NAV_LINKS} />
        </FooterColumn>
        <FooterColumn title="Legal">
          <FooterLinks links={POLICY_LINKS} />
        </FooterColumn>
        <FooterColumn title="Contact" className="col-span-2 lg:col-span-1">
          <li>
            <a href={`mailto:${BRAND.supportEmail}`} className={linkClass}>
              <EmailAddress address={BRAND.supportEmail} />
            </a>
          </li>
          <li className="text-sm text-mist-muted">We reply {SUPPORT_PROMISE}.</li>
        </FooterColumn>
      </div>
      <div className="border-t border-violet-400/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-mist-muted sm:px-6">
          <p>{BRAND.disclaimer}</p>
          <p>© {year === undefined ? '' : `${year} `}SoulSketch. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="mb-3 font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">{title}</h2>
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

function FooterLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}
