import { useGetCategoriesQuery } from '@/features/auction-form/api/form-api';
import {
  selectCategoryId,
  selectMainCategoryId,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

export function CategorySummary() {
  const { t } = useSummaryT();
  const { locale } = useFormEnvironment();
  const { data: categories = [] } = useGetCategoriesQuery(locale);
  const categoryId = useAppSelector(selectCategoryId);
  const mainCategoryId = useAppSelector(selectMainCategoryId);
  const name = (id: number | null) => categories.find((c) => c.id === id)?.name ?? null;
  const category = name(categoryId);
  const main = mainCategoryId !== categoryId ? name(mainCategoryId) : null;

  return (
    <SummarySection name="category">
      {category ? (
        <p className={styles.value}>
          {main && <span className={styles.muted}>{main} › </span>}
          <strong>{category}</strong>
        </p>
      ) : (
        <p className={styles.muted}>{t('category.none')}</p>
      )}
    </SummarySection>
  );
}
