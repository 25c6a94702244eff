import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';

type Variant = 'primary' | 'secondary';

/** Every funnel screen ends with this way back: every page has a return-to-homepage button. */
export function ReturnHomeButton({ variant = 'primary' }: { variant?: Variant }) {
  return (
    <ButtonLink to={paths.home.href()} variant={variant} size="lg">
      Return to Home
    </ButtonLink>
  );
}

/** The button on its own centred row, as most screens close (beside other actions, use the button). */
export function ReturnHomeRow({ variant, className }: { variant?: Variant; className?: string }) {
  return (
    <div className={cn('flex justify-center', className)}>
      <ReturnHomeButton variant={variant} />
    </div>
  );
}
