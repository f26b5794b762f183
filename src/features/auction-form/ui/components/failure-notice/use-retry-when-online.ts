import { useEffect, useRef } from 'react';

/** While `waiting`, the browser's `online` event runs `retry` once; the latest `retry` is always used. */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!waiting) return undefined;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
}
