import * as v from 'valibot';
import { optionalId, wireId, wireInteger } from '../model/wire';

/** One row of api_item_category_main and api_item_category_level (spec section 3, "Item category"). */
const itemCategorySchema = v.object({
  id: wireId,
  name: v.pipe(v.string(), v.minLength(1)),
  slug: v.string(),
  level: wireInteger,
  parent: optionalId,
});

export const itemCategoriesAnswerSchema = v.array(itemCategorySchema);
