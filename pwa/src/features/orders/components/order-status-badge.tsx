import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/order-lifecycle';
import { cn } from '@/components/ui/cn';

// Amber for a payment due; each status its own hue, always with its words (never colour alone).
const tones: Record<OrderStatus, string> = {
  payment_needed: 'border-amber-300/60 bg-amber-300/10 text-amber-200',
  needs_input: 'border-violet-300/60 bg-violet-400/15 text-violet-300',
  in_progress: 'border-sky-300/50 bg-sky-300/10 text-sky-200',
  completed: 'border-success/60 bg-success-bg text-green-200',
  refunded: 'border-mist-muted/40 bg-white/5 text-mist-muted',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status], className)}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
