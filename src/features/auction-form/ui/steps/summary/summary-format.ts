import type { Address } from '@/features/auction-form/model/address';

/** An address as couriers read it: what the customer picked, else its parts. */
export function addressLine(address: Address): string {
  const picked = address.userText ?? address.enteredText;
  if (picked && picked.trim()) return picked.trim();
  const street = [address.street, address.buildingNr].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, city, address.country].filter(Boolean).join(', ');
}

export const formatNumber = (value: number, locale: string, digits = 1): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
