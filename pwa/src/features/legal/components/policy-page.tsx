import { BRAND } from '@shared/domain/brand';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Policy } from '../content/types';
import { PolicyLinks } from './policy-links';

// Prose styles for the content's plain elements, so the content files stay free of class names.
const prose =
  'leading-relaxed text-mist [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_li]:marker:text-gold-300 [&_strong]:font-semibold [&_strong]:text-gold-200 [&_h3]:mt-6 [&_h3]:mb-2 ' +
  '[&_h3]:text-lg [&_h3]:text-mist [&_a]:text-gold-200 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-gold-300';

/** The shared layout of the privacy policy, the terms and the disclaimer. */
export function PolicyPage({ policy }: { policy: Policy }) {
  useDocumentTitle(policy.title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b border-violet-400/20 pb-6">
        <p className="mb-2 text-sm tracking-widest text-violet-300 uppercase">{BRAND.name}</p>
        <h1 className="text-3xl text-gold-300 sm:text-4xl">{policy.title}</h1>
        <p className="mt-3 text-sm text-mist-muted">Last Updated: {policy.updated}</p>
      </header>
      <div className={`${prose} mb-8 text-lg`}>{policy.intro}</div>
      <nav aria-labelledby="policy-contents" className="mb-10">
        <Card className="p-5">
          <h2 id="policy-contents" className="mb-3 font-sans text-sm font-semibold tracking-widest text-violet-300 uppercase">
            On this page
          </h2>
          <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm marker:text-mist-muted sm:grid-cols-2">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded text-mist underline-offset-4 hover:text-gold-300 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </Card>
      </nav>
      <div className="space-y-10">
        {policy.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="mb-4 text-2xl text-gold-300">
              {index + 1}. {section.heading}
            </h2>
            <div className={prose}>{section.body}</div>
          </section>
        ))}
      </div>
      <footer className="mt-14 border-t border-violet-400/20 pt-6">
        <PolicyLinks />
      </footer>
    </div>
  );
}
