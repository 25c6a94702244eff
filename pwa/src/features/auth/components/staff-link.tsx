import { isStaffRole } from '@shared/schemas/auth';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { useMe } from '../api/get-me';

interface StaffLinkProps {
  size: 'sm' | 'md';
  className?: string;
  onClick?: () => void;
}

/**
 * The header's "Admin" link, shown only when the session belongs to staff. The role comes from the
 * server (`/api/me`), never from the browser's stored copy, which holds no role. Loaded lazily by
 * the header, and only for a signed-in visitor, so the landing page carries none of this.
 */
export default function StaffLink({ size, className, onClick }: StaffLinkProps) {
  const me = useMe();
  if (!me.data || !isStaffRole(me.data.role)) return null;
  return (
    <ButtonLink to={paths.admin.href()} onClick={onClick} variant="secondary" size={size} className={className}>
      Admin
    </ButtonLink>
  );
}
