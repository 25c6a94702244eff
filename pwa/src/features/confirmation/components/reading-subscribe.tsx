import { toast } from '@/components/ui/toast';
import { useSubscribeReading } from '@/features/readings';
import { SubscribeBox } from './subscribe-box';

/** The confirmation pages' subscribe request: a tick first, then a toast for the outcome (a mail to confirm). */
export function ReadingSubscribe({ code, subscribed }: { code: string; subscribed: boolean }) {
  const subscription = useSubscribeReading();
  const subscribe = () =>
    subscription.mutate(code, {
      onSuccess: () =>
        toast({ title: 'Check your inbox', description: 'Confirm your daily horoscope from the mail we just sent.', variant: 'success' }),
      onError: () =>
        toast({
          title: 'Subscription Failed',
          description: 'There was an error processing your subscription. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <SubscribeBox
      requireConsent
      subscribed={subscribed || subscription.isSuccess}
      pending={subscription.isPending}
      onSubscribe={subscribe}
    />
  );
}
