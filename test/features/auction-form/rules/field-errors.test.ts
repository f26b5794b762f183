// @vitest-environment node
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/core/i18n/locales';
import { auctionSchema } from '@/features/auction-form/model/auction';
import { itemSchema } from '@/features/auction-form/model/item';
import { fieldLabelOf } from '@/features/auction-form/rules/field-errors';

const auctionError = (path: string) => ({ path, field: path, itemIndex: null });
const itemError = (field: string) => ({ path: `items[0].${field}`, field, itemIndex: 0 });

describe('fieldLabelOf', () => {
  it.each([
    ['a field of the auction', auctionError('description'), 'description'],
    ['both halves of a date range', auctionError('receiveDateTo'), 'deliveryDate'],
    ['a part of an address: the place', auctionError('fromAddress.city'), 'pickupPlace'],
    ['a field the form names no further', auctionError('pickupFloor'), null],
    ['what no model holds', auctionError('somethingElse'), null],
    ['a prototype key', auctionError('constructor'), null],
    ['an item’s field', itemError('itemsNumber'), 'count'],
    ['an item’s client-only field', itemError('touched'), null],
    ['an auction field named on an item', itemError('title'), null],
  ])('%s', (_what, error, label) => {
    expect(fieldLabelOf(error)).toBe(label);
  });

  it('gives only labels every locale translates', () => {
    const labels = new Set([
      ...Object.keys(auctionSchema.entries).map((name) => fieldLabelOf(auctionError(name))),
      ...Object.keys(itemSchema.entries).map((name) => fieldLabelOf(itemError(name))),
    ]);
    labels.delete(null);
    for (const locale of LOCALES) {
      const texts = JSON.parse(
        readFileSync(`locales/${locale}/auction-form-summary.json`, 'utf8'),
      ) as { serverErrors: { fields: Record<string, string> } };
      expect([...labels].filter((label) => !texts.serverErrors.fields[label!])).toEqual([]);
    }
  });
});
