import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';
import { BRAND } from '@shared/domain/brand';
import { StarMark } from './star-mark';

/** The brand as a link home: star mark and name. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home.href()}
      onClick={onClick}
      className={cn('inline-flex items-center gap-2 rounded-md font-serif text-xl font-semibold text-gold-300', className)}
    >
      <StarMark className="size-7" />
      {BRAND.name}
    </Link>
  );
}
