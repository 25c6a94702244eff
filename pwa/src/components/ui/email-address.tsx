import { emailBreaks } from './email-breaks';

/**
 * An e-mail address that wraps only after its "@" or before a dot on a narrow screen (email-breaks.ts),
 * never in the middle of a word: each piece keeps whole, hyphen included (a browser would otherwise
 * break "delacroix-" / "sommerfeld" and the hyphen would read as a hyphenation). Put it inside a link
 * for a mailto address.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span data-email="" className={className}>
      {emailBreaks(address).map((piece, index) => (
        <span key={index} className="whitespace-nowrap">
          {index > 0 && <wbr />}
          {piece}
        </span>
      ))}
    </span>
  );
}
