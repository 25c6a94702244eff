import { useParams } from 'react-router';
import { AudioExperienceScreen } from '@/features/meditation/components/audio-experience-screen';

/** `/audio-experience/:requestCode`: the meditation of one of the customer's audio orders. */
export default function AudioExperienceRoute() {
  return <AudioExperienceScreen code={useParams().requestCode} />;
}
