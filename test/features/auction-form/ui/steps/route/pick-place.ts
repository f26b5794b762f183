import { screen, waitFor } from '@testing-library/react';
import { isAddressValid } from '@/features/auction-form/rules/address';
import type { RenderedForm } from '../../../render-form';

/** Types into an address field and picks the first suggestion with the keyboard. */
export async function pickPlace(
  form: RenderedForm,
  name: 'Pickup place' | 'Delivery place',
  text: string,
): Promise<HTMLElement> {
  const input = await screen.findByRole('combobox', { name });
  await form.user.click(input);
  await form.user.type(input, text);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  await form.user.keyboard('{ArrowDown}{Enter}');
  const which = name === 'Pickup place' ? 'from' : 'to';
  await waitFor(() => expect(isAddressValid(form.store.getState().addresses[which])).toBe(true));
  return input;
}
