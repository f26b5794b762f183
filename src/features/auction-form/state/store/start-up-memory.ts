import type { Category } from '../../model/category';

/**
 * What the start-up of one store remembers between its runs ("Try again" runs it again): whether
 * the saved draft was read (it is read once: a second read would restore it over what the customer
 * typed since), and the categories the entry asked for before the app arrived (first-screen.ts),
 * taken by the first run only: "Try again" asks afresh.
 */
export interface StartUpMemory {
  draftRead: boolean;
  askedCategories: Promise<Category[]> | null;
}

export const newStartUpMemory = (
  askedCategories: Promise<Category[]> | null = null,
): StartUpMemory => ({ draftRead: false, askedCategories });
