import { useMemo } from 'react';
import type { Address } from '@/features/auction-form/model/address';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { tryDecodePolyline } from '@/features/auction-form/rules/polyline';
import { selectAddress } from '@/features/auction-form/state/route/addresses-slice';
import {
  selectDistance,
  selectPolylineString,
} from '@/features/auction-form/state/store/auction-slice';
import { RouteMap, type MapPoint } from '../../components/route-map/route-map';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { addressLine, formatNumber } from './summary-format';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

const mapPoint = (address: Address): MapPoint | null =>
  isAddressValid(address)
    ? {
        lat: Number(address.lat),
        lng: Number(address.lng),
        label: address.city ?? addressLine(address),
      }
    : null;

/** Both ends, the road distance and the route's map, read-only (F2's lazy map). */
export function RouteSummary() {
  const { t } = useSummaryT();
  const { config, locale } = useFormEnvironment();
  const from = useAppSelector(selectAddress('from'));
  const to = useAppSelector(selectAddress('to'));
  const distance = useAppSelector(selectDistance);
  const polyline = useAppSelector(selectPolylineString);
  const fromPoint = useMemo(() => mapPoint(from), [from]);
  const toPoint = useMemo(() => mapPoint(to), [to]);
  const path = useMemo(() => tryDecodePolyline(polyline), [polyline]);

  return (
    <SummarySection name="route">
      <dl className={styles.route}>
        <div className={styles.end}>
          <dt className={styles.endLabel}>
            <span className={styles.pin} data-end="from" aria-hidden="true">
              A
            </span>
            {t('route.from')}
          </dt>
          <dd className={styles.endValue}>{addressLine(from) || t('route.unknown')}</dd>
        </div>
        <div className={styles.end}>
          <dt className={styles.endLabel}>
            <span className={styles.pin} data-end="to" aria-hidden="true">
              B
            </span>
            {t('route.to')}
          </dt>
          <dd className={styles.endValue}>{addressLine(to) || t('route.unknown')}</dd>
        </div>
      </dl>
      {distance !== null && distance > 0 && (
        <p className={styles.distance}>
          {t('route.distance', { distance: formatNumber(distance, locale, 0) })}
        </p>
      )}
      {(fromPoint ?? toPoint) && (
        <div className={styles.map}>
          <RouteMap
            from={fromPoint}
            to={toPoint}
            path={path}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            label={t('route.mapLabel', {
              from: fromPoint?.label ?? '',
              to: toPoint?.label ?? '',
            })}
          />
        </div>
      )}
    </SummarySection>
  );
}
