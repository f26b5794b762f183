import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDay } from '@/core/dates/calendar-day';
import type { Locale } from '@/core/i18n/locales';
import { ROUTE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import {
  TRANSPORT_DATE_RANGES,
  type DateErrors,
  type DateField,
  type DateFields,
  type TransportDateRange,
} from '@/features/auction-form/rules/dates';
import { setTransportDateRange } from '@/features/auction-form/state/navigation/step-moves';
import { setDates } from '@/features/auction-form/state/store/auction-slice';
import { useAppDispatch } from '../../hooks';
import { DateInput } from './date-input';
import { formatTypedDate } from './date-text';
import { formatWindow, optionWindow } from './date-windows';
import { isDateErrorShown } from './route-step-checks';
import styles from './transport-dates.module.css';

export type DateInputRefs = Record<DateField, RefObject<HTMLInputElement | null>>;

export interface TransportDatesProps {
  range: TransportDateRange | null;
  dates: DateFields;
  errors: DateErrors;
  /** Next was pressed: every problem shows, not only those of touched fields. */
  attempted: boolean;
  locale: Locale;
  /** The visitor's calendar day, the earliest a date may be. */
  today: IsoDay;
  rangeRef: RefObject<HTMLInputElement | null>;
  dateRefs: DateInputRefs;
}

const WINDOWS = [
  { key: 'pickup', from: 'sendDateFrom', to: 'sendDateTo' },
  { key: 'delivery', from: 'receiveDateFrom', to: 'receiveDateTo' },
] as const;

/** The four date options of spec section 4 and, for custom, the pickup and delivery windows. */
export function TransportDates({
  range,
  dates,
  errors,
  attempted,
  locale,
  today,
  rangeRef,
  dateRefs,
}: TransportDatesProps) {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  const dispatch = useAppDispatch();
  const id = useId();
  // Which errors show depends on what the customer did with each field (`isDateErrorShown`).
  const [touched, setTouched] = useState<{
    changed: ReadonlySet<DateField>;
    blurred: ReadonlySet<DateField>;
  }>({
    changed: new Set(),
    blurred: new Set(),
  });
  const changed = (field: DateField) =>
    setTouched((current) =>
      current.changed.has(field)
        ? current
        : { ...current, changed: new Set([...current.changed, field]) },
    );
  const blurred = (field: DateField) =>
    setTouched((current) =>
      current.blurred.has(field)
        ? current
        : { ...current, blurred: new Set([...current.blurred, field]) },
    );

  const rangeError = attempted && !range ? t('dates.errors.range') : null;
  const rangeErrorId = `${id}range-error`;
  const example = formatTypedDate(today, locale);

  const fieldError = (field: DateField): string | null => {
    const error = errors[field];
    if (!error) return null;
    const shown = isDateErrorShown(error, {
      attempted,
      blurred: touched.blurred.has(field),
      changed: touched.changed.has(field),
    });
    return shown ? t(`dates.errors.${error}`) : null;
  };

  return (
    <fieldset className={styles.dates} aria-describedby={rangeError ? rangeErrorId : undefined}>
      <legend className={styles.legend}>{t('dates.legend')}</legend>
      <div className={styles.options}>
        {TRANSPORT_DATE_RANGES.map((option, index) => {
          const window = optionWindow(option, today);
          const labelId = `${id}${option}-label`;
          const descriptionId = `${id}${option}-description`;
          return (
            <label
              key={option}
              className={styles.option}
              data-checked={range === option || undefined}
            >
              <input
                ref={index === 0 ? rangeRef : undefined}
                className={styles.radio}
                type="radio"
                name={`${id}range`}
                value={option}
                checked={range === option}
                aria-labelledby={labelId}
                aria-describedby={rangeError ? `${descriptionId} ${rangeErrorId}` : descriptionId}
                aria-invalid={rangeError ? true : undefined}
                onChange={() => dispatch(setTransportDateRange(option))}
              />
              <span className={styles.optionText}>
                <span id={labelId} className={styles.optionLabel}>
                  {t(`dates.options.${option}.label`)}
                </span>
                <span id={descriptionId} className={styles.optionDescription}>
                  {t(`dates.options.${option}.description`, {
                    window: window ? formatWindow(window, locale) : '',
                  })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {rangeError && (
        <p id={rangeErrorId} className={styles.error}>
          {rangeError}
        </p>
      )}
      {range === 'custom' && (
        <div className={styles.windows}>
          {WINDOWS.map((window) => {
            const from = dates[window.from];
            const to = dates[window.to];
            return (
              <fieldset key={window.key} className={styles.window}>
                <legend className={styles.windowLegend}>{t(`dates.${window.key}.legend`)}</legend>
                <div className={styles.windowFields}>
                  {([window.from, window.to] as const).map((field, index) => (
                    <DateInput
                      key={field}
                      id={`${id}${field}`}
                      label={t(`dates.${window.key}.${index === 0 ? 'from' : 'to'}`)}
                      value={dates[field]}
                      onChange={(value) => {
                        changed(field);
                        dispatch(setDates({ [field]: value }));
                      }}
                      onBlur={() => blurred(field)}
                      locale={locale}
                      example={t('dates.placeholder', { example })}
                      error={fieldError(field)}
                      invalidMessage={t('dates.errors.invalid', { example })}
                      showInvalid={attempted || touched.blurred.has(field)}
                      inputRef={dateRefs[field]}
                      calendarLabel={t('dates.calendar', {
                        label: t(`dates.${window.key}.${index === 0 ? 'from' : 'to'}`),
                      })}
                      min={today}
                    />
                  ))}
                </div>
                {from && to && !errors[window.from] && !errors[window.to] && (
                  <p className={styles.chosen}>
                    {t('dates.chosen', { window: formatWindow({ from, to }, locale) })}
                  </p>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
