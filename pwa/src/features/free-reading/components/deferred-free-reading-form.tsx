import { Spinner } from '@/components/ui/spinner';
import { hydrateLater } from '@/lib/hydrate-later';

/**
 * The form sits below the fold, and its code (form library, schema checks) is a third of the landing
 * page's script. The prerendered page carries its HTML, so its fields take typing at once; the code
 * follows when the section comes near the screen or at the first touch or focus inside it.
 */
export const DeferredFreeReadingForm = hydrateLater(() => import('./free-reading-form').then((module) => module.FreeReadingForm), {
  marker: 'free-reading-form',
  when: 'visible',
  placeholder: (
    <div className="grid min-h-[46rem] place-items-center">
      <Spinner label="Loading the form..." />
    </div>
  ),
});
