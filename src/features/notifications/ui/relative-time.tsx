import { useEffect, useState } from 'react';
import type { Locale } from '@/core/i18n/locales';
import { localMoment } from '@/core/i18n/moment-locale';

// One clock for every timestamp on the page: relative times move on together, once a minute.
const listeners = new Set<() => void>();
let clock: ReturnType<typeof setInterval> | null = null;

function useMinuteTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    listeners.add(bump);
    clock ??= setInterval(() => listeners.forEach((listener) => listener()), 60_000);
    return () => {
      listeners.delete(bump);
      if (listeners.size === 0 && clock) {
        clearInterval(clock);
        clock = null;
      }
    };
  }, []);
  return tick;
}

/** "5 minutes ago" in the page's language, with the exact date for hover and assistive tech. */
export function RelativeTime({
  value,
  locale,
  className,
}: {
  value: string;
  locale: Locale;
  className?: string;
}) {
  useMinuteTick();
  const when = localMoment(locale, value);
  return (
    <time className={className} dateTime={value} title={when.format('LLL')}>
      {when.fromNow()}
    </time>
  );
}
