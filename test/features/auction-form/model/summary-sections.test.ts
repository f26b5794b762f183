// @vitest-environment node
import { STEP_OF_FIELD, type Auction } from '@/features/auction-form/model/auction';
import {
  STEP_OF_SECTION,
  SUMMARY_SECTION_OF_FIELD,
  SUMMARY_SECTIONS,
} from '@/features/auction-form/model/summary-sections';

const fieldsOf = (section: string) =>
  (Object.keys(SUMMARY_SECTION_OF_FIELD) as (keyof Auction)[]).filter(
    (field) => SUMMARY_SECTION_OF_FIELD[field] === section,
  );

describe('SUMMARY_SECTION_OF_FIELD: where the summary shows each field', () => {
  it.each(SUMMARY_SECTIONS.map((section) => [section, fieldsOf(section)] as const))(
    'the %s section shows fields of one step: the step its Edit goes back to',
    (section, fields) => {
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields.map((field) => STEP_OF_FIELD[field]))).toEqual(
        new Set([STEP_OF_SECTION[section]]),
      );
    },
  );

  it('shows no field that no step fills in', () => {
    const unfilled = (Object.keys(STEP_OF_FIELD) as (keyof Auction)[]).filter(
      (field) => STEP_OF_FIELD[field] === null && SUMMARY_SECTION_OF_FIELD[field] !== null,
    );
    expect(unfilled).toEqual([]);
  });

  it('sends each Edit back to the step of its section', () => {
    expect(STEP_OF_SECTION).toEqual({
      category: 'categorySelection',
      route: 'route',
      dates: 'route',
      items: 'shippingDetails',
      pictures: 'shippingDetails',
      description: 'shippingDetails',
      extras: 'shippingDetails',
      price: 'shippingDetails',
    });
  });
});
