import { screen } from '@testing-library/react';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetHttpForTests } from '@/core/http/client';
import { renderDetails } from './render-details';

/*
 * A number in a message is written as the page's language writes it: the API's own message
 * "co najmniej {{ min }} kg" with min 0.1 reads "0,1 kg" on a Polish page, never "0.1 kg".
 */
describe('numbers in field messages', () => {
  it.each([
    ['pl', 'Wartość musi wynosić co najmniej 0,1 kg.'],
    ['de', 'Der Wert muss mindestens 0,1 kg betragen.'],
    ['fr', 'La valeur doit être d’au moins 0,1 kg.'],
    ['sv', 'Värdet måste vara minst 0,1 kg.'],
    ['en', 'The value must be at least 0.1 kg.'],
  ] as const)('%s: the weight limit 0.1 in the page language', async (locale, message) => {
    // The page's locale, which the API calls ask for (Accept-Language), is the form's.
    document.documentElement.lang = locale;
    resetPageConfigForTests();
    resetHttpForTests();
    try {
      const { user } = await renderDetails({
        locale,
        items: [
          { itemCategoryId: 2001, name: 'Sofa', length: 200, width: 90, height: 80, weight: 0.05 },
        ],
      });
      await screen.findByRole('spinbutton', { name: /^(Weight|Waga|Gewicht|Poids|Vikt)/ });
      await user.click(
        screen.getByRole('button', { name: /^(Continue|Dalej|Weiter|Continuer|Fortsätt)$/ }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute('lang');
      resetPageConfigForTests();
      resetHttpForTests();
    }
  });
});
