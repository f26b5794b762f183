// @vitest-environment node
import { autocompleteUrl } from '@/features/auction-form/api/autocomplete';
import type { AutocompleteKind } from '@/features/auction-form/rules/autocomplete-kind';

// form-and-helpers.md section 7: the seed's calls, limit 20 always in the path; `{host}` on the car call only.
describe('autocompleteUrl', () => {
  it.each<[AutocompleteKind, string, string, string, string | null]>([
    [
      'car',
      'pl',
      'golf',
      'https://www.example.pl',
      'https://www.example.pl/autocomplete/car/pl/golf/20',
    ],
    ['car', 'en_GB', 'Skoda', '', '/autocomplete/car/en/Skoda/20'],
    [
      'car',
      'de',
      'A/B 3',
      'http://localhost:8080',
      'http://localhost:8080/autocomplete/car/de/A/B%203/20',
    ],
    [
      'item',
      'en',
      'sofa',
      'https://ignored.example',
      '/autocomplete/item/en/item/sofa/20?sort_type=sort_exact',
    ],
    [
      'motorcycle',
      'pt_PT',
      'Honda',
      '',
      '/autocomplete/item/pt/motorcycle/Honda/20?sort_type=sort_weight',
    ],
    [
      'removal',
      'sv',
      'Säng',
      '',
      '/autocomplete/item/sv/removal/S%C3%A4ng/20?sort_type=sort_exact',
    ],
    // A text that is a dot segment would walk up the path: no call.
    ['item', 'en', '..', '', null],
    ['car', 'en', '.', '', null],
  ])('%s, %s, %j, host %j → %s', (kind, locale, text, host, url) => {
    expect(autocompleteUrl(kind, locale, text, host)).toBe(url);
  });
});
