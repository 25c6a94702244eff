import type { ReadingAccess } from '@shared/domain/reading-preview';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ReturnHomeButton } from '@/components/screen/return-home-button';
import { ScreenContainer } from '@/components/screen/screen-container';

/**
 * A paid order is not sold again: the preview pages say so and lead on to the order's page, the one
 * that lists what it bought (`/complete/{code}`). The paid reading belongs to the account: a visitor
 * with the link alone (`access` preview) is asked to log in, where the reading opens in full.
 */
export function AlreadyPaidView({ code, name, access }: { code: string; name: string; access: ReadingAccess }) {
  return (
    <ScreenContainer className="max-w-xl">
      <Card className="text-center">
        <CheckCircleIcon className="mx-auto mb-4 size-12 text-success" />
        <h1 className="mb-3 text-2xl text-gold-300 sm:text-3xl">Your Full Reading Is Unlocked</h1>
        <p className="mb-8 text-mist-muted">
          Thank you, {name}: this order is already paid, so there is nothing more to buy. Your full reading and bonuses
          are on their way.
        </p>
        {access === 'preview' && (
          <p className="-mt-4 mb-8 text-sm text-mist-muted">
            Your reading lives in your account: log in with the e-mail you paid with to read it in full. The payment
            e-mail has the link to set your password.
          </p>
        )}
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {access === 'preview' ? (
            <>
              <ButtonLink to={paths.login.href(paths.dashboard.href())} size="lg">
                Log In to Read It
              </ButtonLink>
              <ButtonLink to={paths.complete.href(code)} size="lg" variant="secondary">
                See Your Order
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={paths.complete.href(code)} size="lg">
                See Your Order
              </ButtonLink>
              <ReturnHomeButton variant="secondary" />
            </>
          )}
        </div>
      </Card>
    </ScreenContainer>
  );
}
