import { useEffect, useRef } from 'react';
import { useArrivalFocus } from '../navigation/arrival-focus';
import { useTranslation } from 'react-i18next';
import { useFormEnvironment } from '../environment-context';
import { useGetCategoriesQuery } from '../../api/form-api';
import { useAppSelector } from '../hooks';
import { selectHeadlineKeys } from '../../state/headline-selector';
import styles from './headline.module.css';

/** The step's heading; focus moves to it after each step change so screen readers announce the new screen. */
export function Headline() {
  const { t } = useTranslation('auction-form');
  const { locale } = useFormEnvironment();
  const { data: categories } = useGetCategoriesQuery(locale);
  const keys = useAppSelector((state) => selectHeadlineKeys(state, categories));
  const step = useAppSelector((state) => state.form.step);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  const arrival = useArrivalFocus();

  useEffect(() => {
    if (step === firstStep.current) return undefined;
    firstStep.current = null; // every later change moves focus, even back to the first step
    // After the new screen has painted: focus() forces a layout of the whole page, and React runs
    // a click's effects before the browser paints, so focusing here held the step's first paint
    // back by that layout (~100 ms of a 4×-throttled step change in the bench's profile).
    // Unless the customer has moved on meanwhile: focus taken since (a field of the new screen
    // they tabbed or tapped into) is theirs, and pulling it away lost what they typed next. Focus
    // that fell back to the page because the old screen left it (the tile just clicked) is not.
    const focusedAtChange = document.activeElement;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // A field the customer was sent to (a summary link to the field to fix) keeps the focus.
        if (arrival?.taken(step)) return;
        const now = document.activeElement;
        const movedOn = now !== focusedAtChange && now !== null && now !== document.body;
        if (movedOn) return;
        heading.current?.focus({ preventScroll: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [step, arrival]);

  return (
    <h1 ref={heading} tabIndex={-1} className={styles.headline} data-headline-key={keys.at(-1)}>
      {t(keys)}
    </h1>
  );
}
