import type { AuctionFields } from '@/features/auction-form/model/auction';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { FLOORS, floorName, type FloorName } from '@/features/auction-form/rules/floors';
import {
  patchAuction,
  selectAuctionField,
} from '@/features/auction-form/state/store/auction-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';

type End = 'pickup' | 'delivery';

function FloorAndLift({ end }: { end: End }) {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const floorKey: keyof AuctionFields = end === 'pickup' ? 'pickupFloor' : 'deliveryFloor';
  const liftKey: keyof AuctionFields = end === 'pickup' ? 'pickupElevator' : 'deliveryElevator';
  const floor = useAppSelector((state) => selectAuctionField(state, floorKey)) as number | null;
  const lift = useAppSelector((state) => selectAuctionField(state, liftKey)) === true;
  const floorId = fieldDomId(null, floorKey);
  const floorText = (name: FloorName): string =>
    name.kind === 'numbered'
      ? t('removal.floorNumber', { number: name.number })
      : t(`removal.${name.kind}`);
  const liftId = fieldDomId(null, liftKey);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`removal.${end}`)}</legend>
      <div className={styles.field}>
        <label htmlFor={floorId} className={styles.label}>
          {t('removal.floor')}
        </label>
        <select
          id={floorId}
          className={styles.select}
          value={floor ?? ''}
          onChange={(event) =>
            dispatch(
              patchAuction({
                [floorKey]: event.target.value === '' ? null : Number(event.target.value),
              }),
            )
          }
        >
          <option value="">{t('choose')}</option>
          {FLOORS.map((n) => (
            <option key={n} value={n}>
              {floorText(floorName(n))}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.checkField}>
        <input
          id={liftId}
          type="checkbox"
          className={styles.checkbox}
          checked={lift}
          onChange={(event) => dispatch(patchAuction({ [liftKey]: event.target.checked }))}
        />
        <label htmlFor={liftId} className={styles.checkLabel}>
          {t('removal.lift')}
        </label>
      </div>
    </fieldset>
  );
}

/** Removals: the floor and lift at each end. */
export function RemovalExtras() {
  const { t } = useDetailsT();
  return (
    <section className={styles.section} aria-labelledby="tw-details-removal-heading">
      <h2 id="tw-details-removal-heading" className={styles.sectionHeading}>
        {t('removal.heading')}
      </h2>
      <div className={styles.twoColumns}>
        <FloorAndLift end="pickup" />
        <FloorAndLift end="delivery" />
      </div>
    </section>
  );
}
