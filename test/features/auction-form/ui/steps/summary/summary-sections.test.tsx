import { act, screen, waitFor } from '@testing-library/react';
import { addDays, today } from '@/core/dates/calendar-day';
import type { AuctionFields } from '@/features/auction-form/model/auction';
import {
  SUMMARY_SECTION_OF_FIELD,
  type ShownField,
} from '@/features/auction-form/model/summary-sections';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { renderSummary } from './render-summary';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

/** The auction's own fields the summary shows (the addresses, items and pictures have slices and tests of their own). */
type ShownAuctionField = Extract<ShownField, keyof AuctionFields>;

/**
 * A value of each shown field other than the one the summary starts with below: a field given a
 * section does not compile here until it is given one, and its section must then show the change.
 */
const CHANGES: { [K in ShownAuctionField]: AuctionFields[K] } = {
  title: 'Two armchairs',
  mainCategoryId: 2,
  categoryId: 102,
  dateFixed: false,
  sendDateFrom: addDays(today(), 2),
  sendDateTo: addDays(today(), 4),
  receiveDateFrom: addDays(today(), 3),
  receiveDateTo: addDays(today(), 6),
  distance: 310,
  polylineString: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  description: 'Mind the stairs.',
  priceEstimation: 510,
  bookingSetPrice: 450,
  isFixAvailable: true,
  vatInvoice: false,
  vatInvoiceCountry: 'DE',
  type: 'with_carrying',
  pickupElevator: true,
  deliveryElevator: true,
  pickupFloor: 4,
  deliveryFloor: 2,
  totalWeight: 75,
};

const sectionHtml = (name: string) =>
  (document.querySelector(`[data-summary-section="${name}"]`) as HTMLElement).innerHTML;

describe('SUMMARY_SECTION_OF_FIELD, as the summary shows it', () => {
  it.each(Object.entries(CHANGES) as Array<[ShownAuctionField, unknown]>)(
    'a change of %s shows in its section',
    async (field, value) => {
      const section = SUMMARY_SECTION_OF_FIELD[field];
      const { store } = await renderSummary({
        auction: {
          vatInvoice: true,
          vatInvoiceCountry: 'PL',
          pickupFloor: 3,
          pickupElevator: false,
        },
        form: { isTotalWeightEditedByUser: true },
      });
      // The category's names come from its lookup: the section is as the customer sees it once they have.
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Category' })).toHaveTextContent(
          'Furniture › Sofas',
        ),
      );
      const before = sectionHtml(section);
      act(() => {
        store.dispatch(patchAuction({ [field]: value }));
      });
      await waitFor(() => expect(sectionHtml(section)).not.toBe(before));
    },
  );
});
