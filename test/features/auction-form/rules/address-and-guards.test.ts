// @vitest-environment node
import { emptyAddress } from '@/features/auction-form/model/address';
import { areAddressesValid, isAddressValid } from '@/features/auction-form/rules/address';
import { headlineKeys } from '@/features/auction-form/rules/headline';

const located = { ...emptyAddress(), lat: 52.23, lng: 21.01, addressDbId: 5 };

describe('address validity', () => {
  it('needs numeric lat and lng and a non-null addressDbId', () => {
    expect(isAddressValid(located)).toBe(true);
    expect(
      isAddressValid({
        ...located,
        lat: '52.23' as unknown as number,
        lng: '21.01' as unknown as number,
      }),
    ).toBe(true);
    expect(isAddressValid({ ...located, lat: null })).toBe(false);
    expect(isAddressValid({ ...located, lng: Number.NaN })).toBe(false);
    expect(isAddressValid({ ...located, lat: 'north' as unknown as number })).toBe(false);
    expect(isAddressValid({ ...located, addressDbId: null })).toBe(false);
    expect(isAddressValid({ ...located, addressDbId: 0 })).toBe(true);
    expect(isAddressValid(emptyAddress())).toBe(false);
    expect(isAddressValid(undefined)).toBe(false);
  });

  it('the route step needs both addresses', () => {
    expect(areAddressesValid(located, located)).toBe(true);
    expect(areAddressesValid(located, emptyAddress())).toBe(false);
    expect(areAddressesValid(emptyAddress(), located)).toBe(false);
  });
});

describe('headline keys', () => {
  it('is the step and mode header', () => {
    expect(headlineKeys('route', 'edit')).toEqual(['headline.edit.route']);
    expect(headlineKeys('summary', 'copy', ['furniture'])).toEqual(['headline.copy.summary']);
  });

  it('on details prefers the category-specific header', () => {
    expect(headlineKeys('shippingDetails', 'addNew', ['sofas', 'furniture'])).toEqual([
      'headline.detailsByCategory.sofas',
      'headline.detailsByCategory.furniture',
      'headline.addNew.shippingDetails',
    ]);
  });
});
