import { formatMoney } from '@shared/domain/money';
import { usePaymentIntent } from '../api/create-payment-intent';

/**
 * "Total today", from the server's PaymentIntent (never a client constant). Shares the panel's request;
 * shows a quiet placeholder until the server has priced the order, and nothing when it could not.
 */
export function OrderTotal({ code, label = 'Total today' }: { code: string; label?: string }) {
  const intent = usePaymentIntent(code);
  if (intent.isError || intent.fetchStatus === 'paused') return null;
  return (
    <p className="flex items-baseline justify-between gap-4 border-t border-violet-400/20 pt-4">
      <span className="font-semibold text-mist">{label}</span>
      <span className="font-serif text-2xl text-gold-300">
        {intent.data ? (
          formatMoney(intent.data.totalPrice)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">calculating</span>
          </>
        )}
      </span>
    </p>
  );
}
