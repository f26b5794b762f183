import fc from 'fast-check';
import {
  CATEGORIES,
  DATA_TYPES,
  EXTRAS,
  GAPS,
  nonceTags,
  OPENINGS,
  type Injection,
} from '../../../fixtures/reliability/consent-injections';

/** Open-tag and open-attribute-value injections before one of the page's nonce'd tags. */
export const injection: fc.Arbitrary<Injection> = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  withSrc: fc.boolean(),
  dataType: fc.constantFrom(null, ...DATA_TYPES),
  extra: fc.subarray(EXTRAS),
  extraLast: fc.boolean(),
  opening: fc.constantFrom(...OPENINGS),
  gap: fc.constantFrom(...GAPS),
  next: fc.nat({ max: nonceTags('').length - 1 }),
});
