import { addDays, today } from '@/core/dates/calendar-day';
import { emptyAddress } from '@/features/auction-form/model/address';
import { STEP_OF_FIELD } from '@/features/auction-form/model/auction';
import {
  CHECK_OF_FIELD,
  runFinalValidators,
  type CheckedField,
} from '@/features/auction-form/rules/final-validators';
import { isStepValid } from '@/features/auction-form/rules/step-validity';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import { selectStepFacts, selectStepValidity } from '@/features/auction-form/state/store/selectors';
import { makeStore } from '@/features/auction-form/state/store/store';
import { firstInvalidField } from '@/features/auction-form/ui/steps/route/route-step-checks';
import { formEnvironment } from '../../form-environment';
import { completeRequest, loadItemLookups } from '../../form-state';

const day = (n: number) => addDays(today(), n);

const complete = (): RootState => completeRequest({ uuid: '0b7a4f57-37e4-4d5e-b0a4-2a6c6c3b9d11' });

/**
 * What makes each judged field wrong. A field given a check does not compile here until it is given
 * a wrong value, and the model must then refuse it: its step invalid, its check named.
 */
const WRONG: { [K in CheckedField]: (state: RootState) => void } = {
  title: (state) => {
    state.auction.title = ' ';
    state.form.isTitleEnteredByUser = true;
  },
  mainCategoryId: (state) => void (state.auction.mainCategoryId = null),
  categoryId: (state) => void (state.auction.categoryId = null),
  dateFixed: (state) => void (state.auction.dateFixed = false),
  sendDateFrom: (state) => void (state.auction.sendDateFrom = null),
  sendDateTo: (state) => void (state.auction.sendDateTo = day(0)),
  receiveDateFrom: (state) => void (state.auction.receiveDateFrom = null),
  receiveDateTo: (state) => void (state.auction.receiveDateTo = day(1)),
  description: (state) => void (state.auction.description = 'x'.repeat(5001)),
  bookingSetPrice: (state) => void (state.auction.bookingSetPrice = 0),
  fromAddress: (state) => void (state.addresses.from = emptyAddress()),
  toAddress: (state) => void (state.addresses.to = emptyAddress()),
  items: (state) => void (state.items = []),
};

async function judge(state: RootState) {
  const { store } = makeStore({ env: formEnvironment(), persist: false, preloadedState: state });
  // The item's checks read its category's field definitions: loaded, as the details step leaves them.
  await loadItemLookups(store);
  const facts = selectStepFacts(store.getState(), 'en');
  return {
    facts,
    failed: runFinalValidators(facts),
    validity: selectStepValidity(store.getState(), 'en'),
  };
}

describe('CHECK_OF_FIELD, as the step-validity model judges the store', () => {
  it('passes the complete request', async () => {
    const { failed, validity } = await judge(complete());
    expect(failed).toEqual([]);
    expect(validity).toEqual({
      categoryChosen: true,
      routeAddressesValid: true,
      routeDataValid: true,
      detailsValid: true,
    });
  });

  it.each(Object.keys(WRONG) as CheckedField[])(
    'a wrong %s is refused by its step and named by its check',
    async (field) => {
      const state = complete();
      WRONG[field](state);
      const { facts, failed, validity } = await judge(state);
      expect(failed).toContain(CHECK_OF_FIELD[field]);
      // The route step's Continue moves the focus to what is wrong: there must be a field to focus.
      if (STEP_OF_FIELD[field] === 'route') expect(firstInvalidField(facts)).not.toBeNull();
      expect(
        isStepValid(
          STEP_OF_FIELD[field] as NonNullable<(typeof STEP_OF_FIELD)[typeof field]>,
          validity,
        ),
      ).toBe(false);
    },
  );
});
