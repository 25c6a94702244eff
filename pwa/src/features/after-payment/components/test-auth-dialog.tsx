import { formatMoney } from '@shared/domain/money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePrices } from '@/features/checkout';

interface TestAuthDialogProps {
  open: boolean;
  pending: boolean;
  onComplete: () => void;
  onCancel: () => void;
}

/**
 * Test mode's stand-in for the bank's 3-D Secure screen: the card saved with the first payment (a
 * 4000 0025 0000 3155 test card) asks the customer to approve the one-click charge.
 */
export function TestAuthDialog({ open, pending, onComplete, onCancel }: TestAuthDialogProps) {
  const upsellCents = usePrices().data?.upsell.priceCents;
  const charge = upsellCents === undefined ? 'the' : `the ${formatMoney(upsellCents)}`;
  return (
    <Dialog
      open={open}
      // Escape, the close button and a click outside all mean Cancel; not while the answer is on its way.
      onOpenChange={(next) => !next && !pending && onCancel()}
      title="Test authentication"
      description={`Test mode — no real charge. This stands in for your bank's security check on ${charge} charge.`}
    >
      <p className="mt-4 text-mist-muted">Approve the payment to add the offer to your order, or cancel to leave your card uncharged.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onComplete} disabled={pending}>
          {pending ? 'Processing...' : 'Complete'}
        </Button>
      </div>
    </Dialog>
  );
}
