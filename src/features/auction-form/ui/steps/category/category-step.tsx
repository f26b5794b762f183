import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { useGetCategoriesQuery } from '@/features/auction-form/api/form-api';
import type { Category } from '@/features/auction-form/model/category';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import {
  childrenOf,
  gridCategories,
  gridHints,
} from '@/features/auction-form/rules/category-choice';
import {
  leaveSubcategories,
  pickCategory,
} from '@/features/auction-form/state/navigation/choose-category';
import { selectSoftResetLoses } from '@/features/auction-form/state/navigation/soft-reset-undo-slice';
import {
  selectCategoryId,
  selectMainCategoryId,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppDispatch, useAppSelector } from '../../hooks';
import styles from './category-step.module.css';
import { CategoryTile } from './category-tile';
import { hintText } from './hint-text';

/** Step one: the grid of main categories, or the subcategories of the one picked. */
export default function CategoryStep() {
  const { t } = useTranslation(FORM_NAMESPACE);
  const dispatch = useAppDispatch();
  const env = useFormEnvironment();
  const { data: categories = [] } = useGetCategoriesQuery(env.locale);
  const mainId = useAppSelector(selectMainCategoryId);
  const selectedId = useAppSelector(selectCategoryId);
  const heading = useRef<HTMLHeadingElement>(null);
  const resetAhead = useAppSelector(selectSoftResetLoses);
  const warning = resetAhead ? (
    <p className={styles.resetAhead}>{t('category.resetAhead')}</p>
  ) : null;

  // The list being browsed: 'grid' after Back, else the one picked, else the chosen category's.
  // With a category chosen, browsing never touches the chosen pair (backClearsMainCategory).
  const [browsing, setBrowsing] = useState<number | 'grid' | null>(null);
  const listId = browsing === 'grid' ? null : (browsing ?? mainId);
  const subcategories = listId === null ? [] : childrenOf(listId, categories);
  const main = categories.find((c) => c.id === listId);
  const showSubcategories = main !== undefined && subcategories.length > 1;

  // Opening the list moves focus to its heading, so a screen reader hears where it is.
  const opened = useRef(showSubcategories);
  useEffect(() => {
    if (showSubcategories && !opened.current) heading.current?.focus();
    opened.current = showSubcategories;
  }, [showSubcategories, mainId]);

  const pick = (category: Category) => {
    const opens = category.parentId === null && childrenOf(category.id, categories).length > 1;
    setBrowsing(opens ? category.id : null);
    void dispatch(pickCategory(category, categories));
  };

  if (showSubcategories) {
    return (
      <section className={styles.step} aria-labelledby="tw-form-subcategories-heading">
        <div className={styles.subHeader}>
          <button
            type="button"
            className={controls.secondary}
            onClick={() => {
              setBrowsing('grid');
              dispatch(leaveSubcategories());
            }}
          >
            <span aria-hidden="true">←</span> {t('category.back')}
          </button>
          <h2
            id="tw-form-subcategories-heading"
            ref={heading}
            tabIndex={-1}
            className={styles.heading}
          >
            {t('category.subcategoriesHeading', { name: main.name })}
          </h2>
        </div>
        {warning}
        <ul
          className={styles.grid}
          aria-label={t('category.subcategoriesLabel', { name: main.name })}
        >
          {subcategories.map((category) => (
            <li key={category.id} className={styles.cell}>
              <CategoryTile
                category={category}
                selected={category.id === selectedId}
                onPick={pick}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const grid = gridCategories(categories, env.config);
  const hints = gridHints(categories, grid);
  return (
    <section className={styles.step}>
      {warning}
      <ul className={styles.grid} aria-label={t('category.listLabel')}>
        {grid.map((category) => (
          <li key={category.id} className={styles.cell}>
            <CategoryTile
              category={category}
              hint={
                env.config.categoryHints[String(category.id)] ?? hintText(hints.get(category.id), t)
              }
              selected={category.id === selectedId}
              onPick={pick}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
