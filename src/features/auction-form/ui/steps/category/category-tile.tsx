import { useTranslation } from 'react-i18next';
import type { Category } from '@/features/auction-form/model/category';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { categoryImageBySlug } from '@/features/auction-form/rules/category-image';
import { CategoryImage } from './category-image';
import styles from './category-step.module.css';

export interface CategoryTileProps {
  category: Category;
  hint?: string | undefined;
  selected: boolean;
  onPick(category: Category): void;
}

/** One tile of the grid: a real button, so keyboard and screen readers get it for free. */
export function CategoryTile({ category, hint, selected, onPick }: CategoryTileProps) {
  const { t } = useTranslation(FORM_NAMESPACE);
  return (
    <button
      type="button"
      className={selected ? styles.tileSelected : styles.tile}
      onClick={() => onPick(category)}
      data-category-id={category.id}
    >
      <span className={styles.image}>
        <CategoryImage image={categoryImageBySlug(category)} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{category.name}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
        {selected && <span className={styles.visuallyHidden}> ({t('category.selected')})</span>}
      </span>
    </button>
  );
}
