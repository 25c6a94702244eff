import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** No reading with a birth date yet: the horoscope has no sign to follow, and the free reading gives one. */
export function NoSignYet() {
  return (
    <p className="mt-3 text-sm text-mist">
      Your daily horoscope follows the birth date of your reading, and none of your readings has one yet.{' '}
      <Link to={paths.freeReading.href()} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200">
        Get your free reading
      </Link>{' '}
      with your birth date, and you can have it every morning.
    </p>
  );
}
