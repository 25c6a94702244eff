import { useCallback, useEffect, useRef } from 'react';
import { useConfirmReading } from '@/features/readings';

/**
 * Posts the confirmation as soon as there is a code, once per code: re-renders and StrictMode's double
 * effects must not post again. The server is idempotent anyway, so `retry` may safely post once more.
 */
export function useConfirmOnce(code: string | undefined) {
  const { mutate, ...confirmation } = useConfirmReading();
  const sentFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!code || sentFor.current === code) return;
    sentFor.current = code;
    mutate(code);
  }, [code, mutate]);

  const retry = useCallback(() => {
    if (code) mutate(code);
  }, [code, mutate]);

  return { ...confirmation, retry };
}
