import { apiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import type { Category } from '../model/category';
import { categoriesAnswerSchema, categoriesQuery } from './categories-answer';

/**
 * The categories asked for outside the store, by the entry, before the app has arrived
 * (first-screen.ts): the same route, parameters and schema as the cached lookup (form-api.ts), whose
 * start-up then takes this answer, or its failure, as its own.
 */
export async function askCategories(locale: string): Promise<Category[]> {
  const query = categoriesQuery(locale);
  return parseAnswer(query.route, categoriesAnswerSchema, await apiRequest(query));
}
