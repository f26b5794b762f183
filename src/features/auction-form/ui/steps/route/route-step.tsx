import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { today as currentDay } from '@/core/dates/calendar-day';
import controls from '@/core/ui/controls.module.css';
import { ROUTE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { addressChecked } from '@/features/auction-form/rules/address-edits';
import { selectTransportDateRange } from '@/features/auction-form/state/navigation/form-slice';
import { selectAddress, setAddress } from '@/features/auction-form/state/route/addresses-slice';
import { settleRouteLine } from '@/features/auction-form/state/route/route-line-listener';
import {
  routeLineRequested,
  selectRouteLineStatus,
} from '@/features/auction-form/state/route/route-slice';
import {
  selectDateFields,
  selectDistance,
  selectPolylineString,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { AddressField } from './address-field';
import { RouteDistance, RoutePreview } from './route-preview';
import {
  firstInvalidField,
  isRouteStepComplete,
  missingHint,
  routeDateErrors,
  type RouteField,
} from './route-step-checks';
import styles from './route-step.module.css';
import { SoftResetNotice } from './soft-reset-notice';
import { TransportDates, type DateInputRefs } from './transport-dates';

/**
 * The route-and-dates screen. Continue stays focusable (aria-disabled) while
 * the screen is incomplete; pressing it then shows every problem and moves
 * the focus to the first invalid field, whose message is tied to it, so a
 * keyboard or screen-reader user learns what is missing instead of meeting
 * a dead button.
 */
export default function RouteStep() {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  const dispatch = useAppDispatch();
  const { config, locale } = useFormEnvironment();
  const { next, back } = useStepNavigation();
  const from = useAppSelector(selectAddress('from'));
  const to = useAppSelector(selectAddress('to'));
  const dates = useAppSelector(selectDateFields, shallowEqual);
  const range = useAppSelector(selectTransportDateRange);
  const distance = useAppSelector(selectDistance);
  const polylineString = useAppSelector(selectPolylineString);
  const routeLineStatus = useAppSelector(selectRouteLineStatus);
  const [attempted, setAttempted] = useState(false);
  const id = useId();
  const hintId = `${id}incomplete`;

  // Today is read once per render: the options and the errors agree on one day.
  const today = currentDay();
  const facts = { from, to, dates, range, today };
  const complete = isRouteStepComplete(facts);
  const hint = missingHint(facts);
  const errors = routeDateErrors(facts);

  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const rangeRef = useRef<HTMLInputElement>(null);
  const sendDateFrom = useRef<HTMLInputElement>(null);
  const sendDateTo = useRef<HTMLInputElement>(null);
  const receiveDateFrom = useRef<HTMLInputElement>(null);
  const receiveDateTo = useRef<HTMLInputElement>(null);
  const dateRefs: DateInputRefs = useMemo(
    () => ({ sendDateFrom, sendDateTo, receiveDateFrom, receiveDateTo }),
    [],
  );
  const fieldRefs: Record<RouteField, RefObject<HTMLInputElement | null>> = {
    from: fromRef,
    to: toRef,
    range: rangeRef,
    ...dateRefs,
  };

  const onContinue = () => {
    if (complete) {
      // Continue never waits for the map: the store keeps asking and the line arrives on the next
      // step. A failed line is asked again here; submit waits for it.
      void dispatch(settleRouteLine());
      next();
      return;
    }
    // Render every message first, so the focused field is announced with its own.
    flushSync(() => {
      setAttempted(true);
      for (const [which, address] of [
        ['from', from],
        ['to', to],
      ] as const) {
        const checked = addressChecked(address, { requireFilled: true });
        if (checked !== address) dispatch(setAddress({ which, address: checked }));
      }
    });
    const field = firstInvalidField(facts);
    if (field) fieldRefs[field].current?.focus();
  };

  return (
    <div className={styles.step}>
      <SoftResetNotice />
      <section className={styles.route} aria-labelledby={`${id}route`}>
        <h2 id={`${id}route`} className={styles.heading}>
          {t('sections.route')}
        </h2>
        <div className={styles.addresses}>
          <AddressField which="from" inputRef={fromRef} />
          <AddressField which="to" inputRef={toRef} />
          <RouteDistance
            distance={distance}
            status={routeLineStatus}
            onRetry={() => dispatch(routeLineRequested())}
            locale={locale}
          />
        </div>
        <RoutePreview
          from={from}
          to={to}
          polylineString={polylineString}
          tileUrl={config.mapTileUrl}
          attribution={config.mapAttribution}
        />
      </section>
      <section className={styles.when} aria-labelledby={`${id}dates`}>
        <h2 id={`${id}dates`} className={styles.heading}>
          {t('sections.dates')}
        </h2>
        <TransportDates
          range={range}
          dates={dates}
          errors={errors}
          attempted={attempted}
          locale={locale}
          today={today}
          rangeRef={rangeRef}
          dateRefs={dateRefs}
        />
      </section>
      <div className={styles.actions}>
        {!complete && hint && (
          <p id={hintId} className={styles.incomplete}>
            {t(`actions.${hint}`)}
          </p>
        )}
        <button
          type="button"
          className={`${controls.secondary} ${styles.back}`}
          onClick={() => back()}
        >
          {t('actions.back')}
        </button>
        <button
          type="button"
          className={`${controls.button} ${styles.next}`}
          aria-disabled={!complete}
          aria-describedby={complete ? undefined : hintId}
          onClick={onContinue}
        >
          {t('actions.next')}
        </button>
      </div>
    </div>
  );
}
