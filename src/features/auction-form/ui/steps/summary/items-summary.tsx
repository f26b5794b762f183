import type { Item } from '@/features/auction-form/model/item';
import { selectItems, selectTotalWeight } from '@/features/auction-form/state/details/items-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { formatNumber } from './summary-format';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

const positive = (value: number | null): value is number => value !== null && value > 0;

function ItemLine({ item, locale }: { item: Item; locale: string }) {
  const { t } = useSummaryT();
  const name = item.name?.trim() || item.model?.trim() || t('items.unnamed');
  const count = item.itemsNumber ?? 1;
  const n = (value: number) => formatNumber(value, locale);
  const facts: string[] = [];
  if (positive(item.length) && positive(item.width) && positive(item.height))
    facts.push(
      t('items.dimensions', {
        length: n(item.length),
        width: n(item.width),
        height: n(item.height),
      }),
    );
  if (positive(item.weight)) facts.push(t('items.weight', { weight: n(item.weight) }));
  const flags = (
    [
      ['packed', item.packed],
      ['palletized', item.palletized],
      ['estimated', item.dimensionsEstimated],
      ['oversize', item.oversize],
    ] as const
  )
    .filter(([, on]) => on === true)
    .map(([flag]) => t(`items.${flag}`));

  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemName}>{name}</span>
        {count > 1 && <span className={styles.badge}>{t('items.count', { count })}</span>}
      </div>
      {item.model && item.name && item.model !== item.name && (
        <p className={styles.itemMeta}>{item.model}</p>
      )}
      {facts.length > 0 && <p className={styles.itemMeta}>{facts.join(' · ')}</p>}
      {flags.length > 0 && <p className={styles.itemFlags}>{flags.join(' · ')}</p>}
    </li>
  );
}

/** Every item with its dimensions and weight, and the total weight. */
export function ItemsSummary() {
  const { t } = useSummaryT();
  const { locale } = useFormEnvironment();
  const items = useAppSelector(selectItems);
  const total = useAppSelector(selectTotalWeight);

  return (
    <SummarySection name="items">
      <ul className={styles.items} aria-label={t('items.listLabel')}>
        {items.map((item) => (
          <ItemLine key={item.key} item={item} locale={locale} />
        ))}
      </ul>
      {total > 0 && (
        <p className={styles.total}>
          <span>{t('items.total')}</span>
          <strong>{t('items.weight', { weight: formatNumber(total, locale) })}</strong>
        </p>
      )}
    </SummarySection>
  );
}
