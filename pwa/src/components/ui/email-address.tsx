import { emailBreaks } from './email-breaks';

/**
 * An e-mail address that wraps only after its "@" or before a dot on a narrow screen (email-breaks.ts),
 * never in the middle of a word: each piece keeps whole, hyphen included (a browser would otherwise
 * break "delacroix-" / "sommerfeld" and the hyphen would read as a hyphenation). A piece too long to
 * fit a phone's line on its own ("paid-1795712345678-buyer@") may break anywhere instead: a broken word
 * reads better than a page that scrolls sideways. Put it inside a link for a mailto address.
 */
/** About the characters of body text that fit a 390 px screen's column beside its padding. */
const LONGEST_WHOLE_PIECE = 24;

export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span data-email="" className={className}>
      {emailBreaks(address).map((piece, index) => (
        <span key={index} className={piece.length > LONGEST_WHOLE_PIECE ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap'}>
          {index > 0 && <wbr />}
          {piece}
        </span>
      ))}
    </span>
  );
}
