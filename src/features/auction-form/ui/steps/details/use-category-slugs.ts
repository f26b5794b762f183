import { useGetCategoriesQuery } from '@/features/auction-form/api/form-api';
import {
  selectCategoryId,
  selectMainCategoryId,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';

/** The slugs of the auction's category and main category, from the cached category list. */
export function useCategorySlugs(): [string | null, string | null] {
  const { locale } = useFormEnvironment();
  const categoryId = useAppSelector(selectCategoryId);
  const mainCategoryId = useAppSelector(selectMainCategoryId);
  const { data } = useGetCategoriesQuery(locale);
  const slug = (id: number | null) =>
    id === null ? null : (data?.find((c) => c.id === id)?.slug ?? null);
  return [slug(categoryId), slug(mainCategoryId)];
}
