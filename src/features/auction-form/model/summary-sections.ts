import { STEP_OF_FIELD, type Auction } from './auction';
import type { Step } from './steps';

/** The summary's sections, in screen order. */
export const SUMMARY_SECTIONS = [
  'category',
  'route',
  'dates',
  'items',
  'pictures',
  'description',
  'extras',
  'price',
] as const;
export type SummarySectionName = (typeof SUMMARY_SECTIONS)[number];

/**
 * The summary section that shows each field of the auction; null for what the summary never shows
 * (the auction's identity, what the server alone uses). Every field is here: one added to the model
 * does not compile until it is given a section or null, and the summary's test then demands that
 * a change of the field shows in its section.
 */
export const SUMMARY_SECTION_OF_FIELD = {
  id: null,
  uuid: null,
  title: 'description',
  mainCategoryId: 'category',
  categoryId: 'category',
  dateFixed: 'dates',
  sendDateFrom: 'dates',
  sendDateTo: 'dates',
  receiveDateFrom: 'dates',
  receiveDateTo: 'dates',
  distance: 'route',
  polylineString: 'route',
  description: 'description',
  priceEstimation: 'price',
  bookingSetPrice: 'extras',
  isFixAvailable: 'extras',
  vatInvoice: 'extras',
  vatInvoiceCountry: 'extras',
  type: 'extras',
  pickupElevator: 'extras',
  deliveryElevator: 'extras',
  pickupFloor: 'extras',
  deliveryFloor: 'extras',
  totalWeight: 'items',
  status: null,
  token: null,
  fromAddress: 'route',
  toAddress: 'route',
  pictures: 'pictures',
  items: 'items',
} as const satisfies Readonly<Record<keyof Auction, SummarySectionName | null>>;

/** The fields the summary shows. */
export type ShownField = {
  [K in keyof typeof SUMMARY_SECTION_OF_FIELD]: (typeof SUMMARY_SECTION_OF_FIELD)[K] extends null
    ? never
    : K;
}[keyof typeof SUMMARY_SECTION_OF_FIELD];

const sectionSteps = (): Readonly<Record<SummarySectionName, Step>> => {
  const steps = {} as Record<SummarySectionName, Step>;
  for (const [field, section] of Object.entries(SUMMARY_SECTION_OF_FIELD)) {
    const step = STEP_OF_FIELD[field as keyof Auction];
    if (section !== null && step !== null) steps[section] ??= step;
  }
  return steps;
};

/**
 * The step a section's Edit goes back to: the step where its fields are filled in
 * (STEP_OF_FIELD). A test holds every section's fields to one step.
 */
export const STEP_OF_SECTION: Readonly<Record<SummarySectionName, Step>> = sectionSteps();
