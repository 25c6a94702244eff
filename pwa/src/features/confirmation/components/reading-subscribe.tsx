import { toast } from '@/components/ui/toast';
import { useSubscribeReading } from '@/features/readings';
import { SubscribeBox } from './subscribe-box';

/** The confirmation pages' subscription: a tick first, then a toast for the outcome. */
export function ReadingSubscribe({ code, subscribed }: { code: string; subscribed: boolean }) {
  const subscription = useSubscribeReading();
  const subscribe = () =>
    subscription.mutate(code, {
      onSuccess: () =>
        toast({ title: 'Subscription Successful!', description: "You've been subscribed to daily horoscope insights.", variant: 'success' }),
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
