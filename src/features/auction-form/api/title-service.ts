import { apiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import type { Item, TITLE_INPUT_FIELDS } from '../model/item';
import { titleAnswerSchema } from './title-answer';

/** What the title generator is given of an item. */
export type TitleItem = Pick<Item, (typeof TITLE_INPUT_FIELDS)[number]>;

/** Nothing to name yet: no item has a name, a model or a category. */
export const canGenerateTitle = (items: readonly TitleItem[]): boolean =>
  items.some((i) => !!i.name?.trim() || !!i.model?.trim() || i.itemCategoryId !== null);

/** Spec section 7: api_post_generate_auction_title from the items. The answer's shape is not given: `{title}` or a string. */
export async function generateTitle(
  items: readonly TitleItem[],
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await apiRequest<unknown>({
    route: 'api_post_generate_auction_title',
    method: 'POST',
    json: { items },
    signal,
  });
  const title = parseAnswer('api_post_generate_auction_title', titleAnswerSchema, answer);
  return title?.trim() ? title.trim() : null;
}
