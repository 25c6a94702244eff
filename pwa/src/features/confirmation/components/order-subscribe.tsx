import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { useSubscribeOrder } from '@/features/readings';
import { SubscribeBox, type SubscribeMessage } from './subscribe-box';

function messageFor(subscription: ReturnType<typeof useSubscribeOrder>): SubscribeMessage | undefined {
  if (subscription.isSuccess) return { tone: 'success', text: 'Check your inbox to confirm your daily horoscope.' };
  if (!subscription.isError) return undefined;
  // The order page tells a failed request (server said no) from one that never got through.
  return hasErrorCode(subscription.error, 'network')
    ? { tone: 'danger', text: 'Something went wrong. Please try again later.' }
    : { tone: 'danger', text: errorMessage(subscription.error, 'There was an error processing your subscription. Please try again.') };
}

/** The order page's subscription: one button, outcome shown inline (alerts, not toasts). */
export function OrderSubscribe({ code, subscribed }: { code: string; subscribed: boolean }) {
  const subscription = useSubscribeOrder();
  return (
    <SubscribeBox
      subscribed={subscribed || subscription.isSuccess}
      pending={subscription.isPending}
      onSubscribe={() => subscription.mutate(code)}
      message={messageFor(subscription)}
    />
  );
}
