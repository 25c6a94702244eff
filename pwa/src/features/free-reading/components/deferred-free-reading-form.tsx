import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

const FreeReadingForm = lazy(() => import('./free-reading-form').then((module) => ({ default: module.FreeReadingForm })));

/**
 * The form sits below the fold, and its code (form library, schema checks) is a third of the landing
 * page's script: it loads when the section comes near the screen, or when the browser is idle after
 * the page has loaded, whichever is first. A placeholder of the form's height keeps the layout still.
 */
export function DeferredFreeReadingForm() {
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '800px 0px' });
    if (placeholder.current) observer.observe(placeholder.current);
    // Safari has no requestIdleCallback: a timer after load stands in for it.
    const hasIdle = 'requestIdleCallback' in window;
    const idle = hasIdle ? window.requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 2000);
    return () => {
      observer.disconnect();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);

  const loading = (
    <div ref={placeholder} className="grid min-h-[46rem] place-items-center">
      <Spinner label="Loading the form..." />
    </div>
  );
  if (!wanted) return loading;
  return (
    <Suspense fallback={loading}>
      <FreeReadingForm />
    </Suspense>
  );
}
