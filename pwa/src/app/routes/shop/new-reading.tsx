import { useSearchParams } from 'react-router';
import { NewReadingRedirect } from '@/features/catalogue/components/new-reading-redirect';

/** `/new-reading?type=...`: the old app's link, on to `/order/{slug}` (or the catalogue). */
export default function NewReadingRoute() {
  const [params] = useSearchParams();
  return <NewReadingRedirect type={params.get('type')} />;
}
