import { categoryById, type Locale } from '../../fixtures/data/categories';
import { itemById } from '../../fixtures/data/vehicles';
import { fullLocale } from '../../fixtures/demo/pages/locales';

export const DRAFT_KEY = 'persist:auction-form:addNew';

type Slices = Record<string, string>;
interface DraftAddress {
  country: string;
  countryCode: string;
  enteredText: string | null;
  userText: string | null;
}
interface DraftItem {
  name: string | null;
  autocompleteItemId: number | null;
}

const countryIn = (code: string, locale: string): string =>
  new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;

/**
 * A draft saved by the English form (`persist:auction-form:addNew`), as the same customer would have
 * saved it on the page in `locale`: what the mock API answers by language (country names in the
 * addresses, the category's name, catalogue item names and the title made of them) in that language.
 */
export function localizedDraft(english: string, locale: Locale): string {
  const slices = JSON.parse(english) as Slices;
  const auction = JSON.parse(slices.auction ?? '{}') as { categoryId: number; title: string };
  const form = JSON.parse(slices.form ?? '{}') as { categoryName: string | null };
  const items = JSON.parse(slices.items ?? '[]') as DraftItem[];
  const addresses = JSON.parse(slices.addresses ?? '{}') as Record<string, DraftAddress>;

  for (const address of Object.values(addresses)) {
    const before = address.country;
    // In the page's locale (pt_PT: "Polónia"), as the address lookup answers by Accept-Language.
    const after = countryIn(address.countryCode, fullLocale(locale).replace('_', '-'));
    address.country = after;
    address.enteredText = address.enteredText?.replace(before, after) ?? null;
    address.userText = address.userText?.replace(before, after) ?? null;
  }
  for (const item of items) {
    if (item.autocompleteItemId !== null)
      item.name = itemById(item.autocompleteItemId, locale)?.name ?? item.name;
  }
  form.categoryName = categoryById(auction.categoryId, locale)?.name ?? form.categoryName;
  auction.title = items.map((item) => item.name).join(', ');

  return JSON.stringify({
    ...slices,
    auction: JSON.stringify(auction),
    form: JSON.stringify(form),
    items: JSON.stringify(items),
    addresses: JSON.stringify(addresses),
  });
}
