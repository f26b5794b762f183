import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyAuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem } from '@/features/auction-form/model/item';
import type { SalvagedDraft } from '@/features/auction-form/state/draft/draft-restore';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';

/** A valid draft as the form saves it: a sofa from Warszawa, on the details step. */
export function savedDraft(): SalvagedDraft {
  return {
    auction: {
      ...emptyAuctionFields('uuid-1'),
      mainCategoryId: 1,
      categoryId: 101,
      title: 'Sofa and two armchairs',
      description: 'Please wrap the legs.',
    },
    items: [{ ...emptyItem('item-a'), name: 'Sofa', weight: 60, touched: true }],
    pictures: [{ uid: 'p1', originalName: 'sofa.jpg', originalUrl: null, thumbUrl: null }],
    addresses: {
      from: { ...emptyAddress(), city: 'Warszawa', lat: 52.2, lng: 21, addressDbId: 11 },
      to: { ...emptyAddress(), city: 'Kraków', lat: 50.06, lng: 19.94, addressDbId: 12 },
    },
    form: { ...initialFormState(), step: 'shippingDetails', maxStepNumber: 3 },
  };
}
