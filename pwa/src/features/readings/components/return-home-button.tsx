import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/app/paths';

/** Every funnel screen ends with this way back (spec: "Every page has a return-to-homepage button"). */
export function ReturnHomeButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={paths.home.href()} variant={variant} size="lg">
      Return to Home
    </ButtonLink>
  );
}
