import type { ZodiacSign } from '@shared/domain/zodiac';
import type { Reading } from '@shared/schemas/reading';
import { Notice } from '@/components/ui/notice';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { SupportEmailLink } from '@/features/legal';
import { formatMomentDate } from '@/lib/format-date';
import { ReadingPreview } from './reading-preview';
import { WelcomeHeader } from './welcome-header';

/**
 * A refunded order's preview pages (`/first-reading`, `/sales`): the refund and its date, and the free
 * reading that was never paid for, as an unpaid order shows it (the server sends its preview only: the
 * access policy's refunded rows). A refund closes what the payment opened, nothing more; no offer,
 * since the order was bought and given back.
 */
export function RefundedFreeReading({ reading, sign, refundedAt, eyebrow }: { reading: Reading; sign: ZodiacSign; refundedAt: string; eyebrow: string }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <WelcomeHeader name={reading.name} birthdate={reading.birthdate} sign={sign} eyebrow={eyebrow} />
      <Notice title="Your payment was refunded" className="mb-8">
        <p>
          Refunded on{' '}
          <time dateTime={refundedAt} className="font-semibold">
            {formatMomentDate(refundedAt)}
          </time>
          . The money goes back to the card you paid with (5 to 10 business days, depending on your bank). Your free reading stays
          yours, below. Questions? Write to{' '}
          <SupportEmailLink className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200" />.
        </p>
      </Notice>
      <ReadingPreview reading={reading} />
      <div className="mt-10">
        <ReturnHomeRow />
      </div>
    </div>
  );
}
