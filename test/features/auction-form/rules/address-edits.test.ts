// @vitest-environment node
import type { ResolvedAddress } from '@/features/auction-form/api/address-lookup';
import { emptyAddress, type Address } from '@/features/auction-form/model/address';
import { isAddressValid } from '@/features/auction-form/rules/address';
import {
  addressChecked,
  addressResolved,
  addressResolveFailed,
  addressText,
  addressTyped,
} from '@/features/auction-form/rules/address-edits';
import type { DateFields } from '@/features/auction-form/rules/dates';
import {
  firstInvalidField,
  isRouteStepComplete,
} from '@/features/auction-form/ui/steps/route/route-step-checks';

const resolved = (patch: Partial<ResolvedAddress> = {}): ResolvedAddress => ({
  country: 'Poland',
  countryId: 1,
  countryCode: 'PL',
  countryLat: 51.9,
  countryLng: 19.1,
  province: 'Małopolskie',
  provinceId: 7,
  provinceLat: 50,
  provinceLng: 20,
  city: 'Kraków',
  cityId: 1234567,
  cityOsmId: null,
  cityPlaceId: 'pl-krakow',
  cityLat: 50.0614,
  cityLng: 19.9366,
  buildingNr: null,
  street: null,
  postalCode: '31-042',
  lat: 50.0614,
  lng: 19.9366,
  addressDbId: 555,
  ...patch,
});

const LABEL = '31-042 Kraków, Poland';
const krakow = (): Address => addressResolved(emptyAddress(), resolved(), LABEL);

describe('address edits', () => {
  it('a resolved choice is a valid address whose texts are the chosen label', () => {
    const address = krakow();
    expect(isAddressValid(address)).toBe(true);
    expect(address).toMatchObject({
      enteredText: LABEL,
      userText: LABEL,
      isAddressChanged: false,
      inputError: null,
      geoCodingError: null,
    });
    expect(addressText(address)).toBe(LABEL);
  });

  it('a resolved place without coordinates or addressDbId is a geocoding error, not an address', () => {
    for (const patch of [{ lat: null }, { addressDbId: null }]) {
      const address = addressResolved(emptyAddress(), resolved(patch), LABEL);
      expect(isAddressValid(address)).toBe(false);
      expect(address.geoCodingError).toBe('notFound');
      expect(address.enteredText).toBe(LABEL);
    }
  });

  it('typing drops the place and remembers the one chosen before', () => {
    const typed = addressTyped(krakow(), '31-042 Kraków, Polan');
    expect(isAddressValid(typed)).toBe(false);
    expect(typed).toMatchObject({
      enteredText: '31-042 Kraków, Polan',
      userText: null,
      previousText: LABEL,
      isAddressChanged: true,
      city: null,
      addressDbId: null,
    });
    // Typing on keeps the first remembered place.
    expect(addressTyped(typed, 'Gd').previousText).toBe(LABEL);
    // Picking another place remembers the last one too.
    expect(addressResolved(typed, resolved({ city: 'Gdańsk' }), 'Gdańsk').previousText).toBe(LABEL);
  });

  it('a failed lookup keeps the text, flags it and stays invalid', () => {
    const failed = addressResolveFailed(emptyAddress(), LABEL, 'unavailable');
    expect(failed).toMatchObject({
      enteredText: LABEL,
      geoCodingError: 'unavailable',
      isAddressChanged: true,
    });
    expect(isAddressValid(failed)).toBe(false);
  });

  it('leaving a field: empty is required only when asked, typed-but-not-chosen is notSelected, valid is untouched', () => {
    expect(addressChecked(emptyAddress(), { requireFilled: false }).inputError).toBeNull();
    expect(addressChecked(emptyAddress(), { requireFilled: true }).inputError).toBe('required');
    expect(
      addressChecked(addressTyped(emptyAddress(), 'Krak'), { requireFilled: false }).inputError,
    ).toBe('notSelected');
    const valid = krakow();
    expect(addressChecked(valid, { requireFilled: true })).toBe(valid);
    const failed = addressResolveFailed(emptyAddress(), LABEL, 'notFound');
    expect(addressChecked(failed, { requireFilled: true })).toBe(failed);
  });
});

describe('the first invalid field of the route step', () => {
  const today = '2026-06-11';
  const fixed = (patch: Partial<DateFields> = {}): DateFields => ({
    dateFixed: true,
    sendDateFrom: '2026-06-12',
    sendDateTo: '2026-06-13',
    receiveDateFrom: '2026-06-12',
    receiveDateTo: '2026-06-14',
    ...patch,
  });
  const facts = (patch: Partial<Parameters<typeof firstInvalidField>[0]> = {}) => ({
    from: krakow(),
    to: krakow(),
    dates: fixed(),
    range: 'custom' as const,
    today,
    ...patch,
  });

  it('goes in screen order: from, to, the date options, then each date', () => {
    expect(firstInvalidField(facts({ from: emptyAddress(), to: emptyAddress() }))).toBe('from');
    expect(firstInvalidField(facts({ to: emptyAddress() }))).toBe('to');
    expect(firstInvalidField(facts({ range: null }))).toBe('range');
    expect(
      firstInvalidField(
        facts({ dates: fixed({ sendDateTo: null, receiveDateFrom: '2026-06-01' }) }),
      ),
    ).toBe('sendDateTo');
    expect(firstInvalidField(facts({ dates: fixed({ receiveDateTo: '2026-06-12' }) }))).toBe(
      'receiveDateTo',
    );
    expect(firstInvalidField(facts())).toBeNull();
    expect(isRouteStepComplete(facts())).toBe(true);
  });

  it('points at the options when flex comes with fixed dates', () => {
    expect(firstInvalidField(facts({ range: 'flex', dates: fixed() }))).toBe('range');
    expect(
      isRouteStepComplete(facts({ range: 'flex', dates: { ...fixed(), dateFixed: false } })),
    ).toBe(true);
  });
});
