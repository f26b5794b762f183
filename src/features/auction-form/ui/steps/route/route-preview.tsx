import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/core/i18n/locales';
import controls from '@/core/ui/controls.module.css';
import type { Address } from '@/features/auction-form/model/address';
import { ROUTE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { tryDecodePolyline } from '@/features/auction-form/rules/polyline';
import type { RouteLineStatus } from '@/features/auction-form/state/route/route-slice';
import { RouteMap, type MapPoint } from '../../components/route-map/route-map';
import styles from './route-step.module.css';

const mapPoint = (address: Address): MapPoint | null =>
  isAddressValid(address)
    ? {
        lat: Number(address.lat),
        lng: Number(address.lng),
        label: address.city ?? address.userText ?? '',
      }
    : null;

export interface RoutePreviewProps {
  from: Address;
  to: Address;
  polylineString: string | null;
  tileUrl?: string;
  attribution?: string;
}

/** The map of the route, or a note of what is missing. */
export function RoutePreview({
  from,
  to,
  polylineString,
  tileUrl,
  attribution,
}: RoutePreviewProps) {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  const fromPoint = useMemo(() => mapPoint(from), [from]);
  const toPoint = useMemo(() => mapPoint(to), [to]);
  const path = useMemo(() => tryDecodePolyline(polylineString), [polylineString]);
  const anyPoint = fromPoint ?? toPoint;
  const label =
    fromPoint && toPoint
      ? t('route.mapLabel', { from: fromPoint.label, to: toPoint.label })
      : t('route.mapLabelOne', { place: anyPoint?.label ?? '' });

  return (
    <div className={styles.preview}>
      {anyPoint ? (
        <RouteMap
          from={fromPoint}
          to={toPoint}
          path={path}
          tileUrl={tileUrl}
          attribution={attribution}
          label={label}
        />
      ) : (
        <div className={styles.mapEmpty}>
          <svg
            className={styles.mapEmptyIcon}
            viewBox="0 0 48 48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="36" r="5" />
            <circle cx="36" cy="12" r="5" />
            <path d="M12 36 C 12 20, 36 28, 36 12" />
          </svg>
          <p className={styles.mapEmptyText}>{t('route.empty')}</p>
        </div>
      )}
    </div>
  );
}

export interface RouteDistanceProps {
  distance: number | null;
  status: RouteLineStatus;
  onRetry(): void;
  locale: Locale;
}

/** The road distance, announced when it arrives; a failure offers to ask again. */
export function RouteDistance({ distance, status, onRetry, locale }: RouteDistanceProps) {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  return (
    <div className={styles.distance}>
      <p className={styles.distanceText} role="status" aria-live="polite">
        {status === 'loading' && <span className={styles.muted}>{t('route.loading')}</span>}
        {status === 'ready' && distance !== null && (
          <span className={styles.distanceValue}>
            {t('route.distance', { distance: new Intl.NumberFormat(locale).format(distance) })}
          </span>
        )}
        {status === 'failed' && <span className={styles.distanceFailed}>{t('route.failed')}</span>}
      </p>
      {status === 'failed' && (
        <button type="button" className={controls.link} onClick={onRetry}>
          {t('route.retry')}
        </button>
      )}
    </div>
  );
}
