import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import type { Reading } from '@shared/schemas/reading';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ZodiacSection } from '@/features/horoscope/components/zodiac-section';
import { QuestionCard } from '@/features/readings/components/question-card';
import { ReturnHomeRow } from '@/features/readings/components/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/features/readings/components/screen-container';
import { StepList } from '@/features/readings/components/step-list';
import { deliveryPromise } from '@/features/readings/lib/delivery-promise';
import { ReadingSubscribe } from './reading-subscribe';

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
      text: `Your reading and sketch will be sent to ${reading.email} ${deliveryPromise(reading.isPaid)}.`,
    },
    {
      title: 'Complete Your Experience',
      text: 'Your reading email includes the option to unlock your full in-depth soulmate reading whenever you feel ready.',
    },
  ];

  return (
    <ScreenContainer>
      <ScreenHeading icon={<CheckCircleIcon />} title="Request Confirmed!">
        <p>Thank you, {reading.name}! Your email is confirmed and your free soulmate reading is now in the works.</p>
      </ScreenHeading>
      <div className="space-y-8">
        <QuestionCard question={reading.question} />
        <StepList title="What Happens Next" steps={steps} />
        {sign && (
          <ZodiacSection
            key={sign.id}
            sign={sign}
            footer={<ReadingSubscribe code={reading.requestCode} subscribed={reading.horoscopeSubscription} />}
          />
        )}
        <ReturnHomeRow />
      </div>
    </ScreenContainer>
  );
}
