import { useParams, useSearchParams } from 'react-router';
import { SubmissionSuccessScreen } from '@/features/confirmation/components/submission-success-screen';

/** `/submission-success/:id?`: the code comes from the path or, from older links, `?code=`. */
export default function SubmissionSuccessRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return <SubmissionSuccessScreen code={id ?? search.get('code') ?? undefined} />;
}
