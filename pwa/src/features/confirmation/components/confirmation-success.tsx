import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import type { Reading } from '@shared/schemas/reading';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ZodiacSection } from '@/features/horoscope';
import { deliveryPromise, QuestionCard } from '@/features/readings';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenColumns, ScreenContainer, ScreenHeading, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StepList } from '@/components/screen/step-list';
import { ReadingSubscribe } from './reading-subscribe';
import { EmailAddress } from '@/components/ui/email-address';

/** "Request Confirmed!": the success content of `/confirm` and `/confirm-page`. */
export function ConfirmationSuccess({ reading }: { reading: Reading }) {
  const sign = zodiacSignForIsoDate(reading.birthdate);
  const steps = [
    {
      title: 'The Creation Process',
      text: 'Our psychic artists are tuning in to your energy to draw your soulmate sketch and write your personal reading.',
    },
    {
      title: 'Check Your Email',
      text: (
        <>
          Your reading and sketch will be sent to <EmailAddress address={reading.email} /> {deliveryPromise(reading.isPaid)}.
        </>
      ),
    },
    {
      title: 'Complete Your Experience',
      text: 'Your reading email includes the option to unlock your full in-depth soulmate reading whenever you feel ready.',
    },
  ];

  return (
    <ScreenContainer className={WIDE_SCREEN}>
      <ScreenHeading wide icon={<CheckCircleIcon />} title="Request Confirmed!">
        <p>Thank you, {reading.name}! Your email is confirmed and your free soulmate reading is now in the works.</p>
      </ScreenHeading>
      {/* Desktop: the question and the next steps beside the sign's forecast (the longer read, so the wider column); phones: one column. */}
      <ScreenColumns
        spacing="roomy"
        wideSide
        side={
          sign && (
            <ZodiacSection
              key={sign.id}
              sign={sign}
              footer={<ReadingSubscribe code={reading.requestCode} subscribed={reading.horoscopeSubscription} />}
            />
          )
        }
      >
        <QuestionCard question={reading.question} />
        <StepList title="What Happens Next" steps={steps} className="lg:p-8" />
      </ScreenColumns>
      <ReturnHomeRow className="mt-8 lg:mt-12" />
    </ScreenContainer>
  );
}
