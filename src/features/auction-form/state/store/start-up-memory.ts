import type { formApi } from '../../api/form-api';

type CategoriesRequest = ReturnType<ReturnType<typeof formApi.endpoints.getCategories.initiate>>;

/**
 * What the start-up of one store remembers between its runs ("Try again" runs it again): the
 * categories request started as soon as the store existed, until the start takes it over, and
 * whether the saved draft was read (it is read once: a second read would restore it over what the
 * customer typed since).
 */
export interface StartUpMemory {
  primedCategories: CategoriesRequest | null;
  draftRead: boolean;
}

export const newStartUpMemory = (): StartUpMemory => ({ primedCategories: null, draftRead: false });
