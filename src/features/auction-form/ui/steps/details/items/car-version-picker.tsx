import { useId, useState } from 'react';
import type { CarSuggestion } from '@/features/auction-form/api/autocomplete';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { useAppDispatch } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { carSeriesPatch } from './autofill';

/** The chosen car's generation, then its series; a series fills length, width, height and weight. */
export function CarVersionPicker({ itemKey, car }: { itemKey: string; car: CarSuggestion }) {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const id = useId();
  const only = car.generations.length === 1 ? car.generations[0] : undefined;
  const [generationId, setGenerationId] = useState<number | null>(only?.id ?? null);
  const [seriesId, setSeriesId] = useState<number | null>(null);
  const generation = car.generations.find((g) => g.id === generationId);

  const chooseSeries = (value: string) => {
    const series = generation?.series.find((s) => s.id === Number(value));
    setSeriesId(series?.id ?? null);
    if (series) dispatch(updateItem({ key: itemKey, patch: carSeriesPatch(series) }));
  };

  return (
    <div className={styles.versionPicker}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}generation`}>
          {t('items.generation')}
        </label>
        <select
          id={`${id}generation`}
          className={styles.select}
          value={generationId ?? ''}
          onChange={(event) => {
            setGenerationId(event.target.value ? Number(event.target.value) : null);
            setSeriesId(null);
          }}
        >
          <option value="">{t('choose')}</option>
          {car.generations.map((g) => (
            <option key={g.id} value={g.id}>
              {g.text}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}series`}>
          {t('items.series')}
        </label>
        <select
          id={`${id}series`}
          className={styles.select}
          value={seriesId ?? ''}
          disabled={!generation}
          onChange={(event) => chooseSeries(event.target.value)}
        >
          <option value="">{t('choose')}</option>
          {generation?.series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.text}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.hint}>{t('items.seriesHint')}</p>
    </div>
  );
}
