// @vitest-environment node
import { STEP_OF_FIELD, type Auction } from '@/features/auction-form/model/auction';
import {
  CHECK_OF_FIELD,
  CHECK_STEPS,
  type FinalCheck,
} from '@/features/auction-form/rules/final-validators';

const FIELDS = Object.keys(CHECK_OF_FIELD) as (keyof Auction)[];

describe('CHECK_OF_FIELD: the final check that judges each field of the auction', () => {
  it.each(FIELDS.filter((field) => CHECK_OF_FIELD[field] !== null))(
    '%s is judged on the step where it is filled in',
    (field) => {
      expect(CHECK_STEPS[CHECK_OF_FIELD[field] as FinalCheck]).toBe(STEP_OF_FIELD[field]);
    },
  );

  it("judges every field a check is named after; the rest are the items' own or the dates' past", () => {
    const named = new Set<FinalCheck | null>(FIELDS.map((field) => CHECK_OF_FIELD[field]));
    const unnamed = (Object.keys(CHECK_STEPS) as FinalCheck[]).filter((check) => !named.has(check));
    expect(unnamed).toEqual(['datesPast', 'itemCount', 'itemFields']);
  });

  it('judges no field that no step fills in', () => {
    expect(
      FIELDS.filter((field) => STEP_OF_FIELD[field] === null && CHECK_OF_FIELD[field] !== null),
    ).toEqual([]);
  });
});
