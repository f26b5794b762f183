import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/http/api-error';
import { parseAnswer } from '@/core/http/parse-answer';
import { auctionAnswerSchema } from '@/features/auction-form/api/auction-answer';
import { createAutocomplete } from '@/features/auction-form/api/autocomplete';
import {
  carAutocompleteAnswerSchema,
  itemAutocompleteAnswerSchema,
} from '@/features/auction-form/api/autocomplete-answer';
import { categoriesAnswerSchema } from '@/features/auction-form/api/categories-answer';
import { predictionAnswerSchema } from '@/features/auction-form/api/prediction-answer';
import { titleAnswerSchema } from '@/features/auction-form/api/title-answer';
import {
  itemCategoriesAnswerSchema,
  itemCategoryFieldsAnswerSchema,
} from '@/features/auction-form/model/item-category';
import { classifyFailure } from '@/features/auction-form/rules/classify-failure';
import { auctionById } from '../../../../fixtures/data/auctions';
import { categoriesFor } from '../../../../fixtures/data/categories';
import {
  allItemCategories,
  itemCategoriesFor,
  itemCategoryFields,
} from '../../../../fixtures/data/item-categories';

const category = categoriesFor('en')[0];
const row = { id: 7, name: 'Sofa', width: 90, length: 210, height: 85, weight: 60 };

describe('API answers at the boundary', () => {
  it.each<[string, v.GenericSchema, unknown]>([
    ['categories', categoriesAnswerSchema, categoriesFor('de')],
    ['item categories', itemCategoriesAnswerSchema, itemCategoriesFor(1)],
    [
      'item category fields',
      itemCategoryFieldsAnswerSchema,
      itemCategoryFields(allItemCategories()[0]?.id ?? 0),
    ],
    ['auction', auctionAnswerSchema, auctionById(4242)],
    ['item autocomplete', itemAutocompleteAnswerSchema, [row]],
    ['prediction', predictionAnswerSchema, { data: 1850 }],
    ['title', titleAnswerSchema, { title: 'Sofa' }],
  ])('the fixtures answer for %s passes its schema', (_name, schema, answer) => {
    expect(v.safeParse(schema, answer).issues).toBeUndefined();
  });

  it.each<[string, v.GenericSchema, unknown]>([
    ['categories wrapped as {data}', categoriesAnswerSchema, { data: categoriesFor('en') }],
    ['a null category row', categoriesAnswerSchema, [category, null]],
    ['an object for a name', categoriesAnswerSchema, [{ ...category, name: { en: 'Sofa' } }]],
    ['a null autocomplete row', itemAutocompleteAnswerSchema, [row, null]],
    ['an object for an item name', itemAutocompleteAnswerSchema, [{ ...row, name: { x: 1 } }]],
    ['a car without a name', carAutocompleteAnswerSchema, [{ id: 1, generations: [] }]],
    ['a weight that is no number', itemAutocompleteAnswerSchema, [{ ...row, weight: 'heavy' }]],
    ['an auction that is a list', auctionAnswerSchema, [auctionById(4242)]],
    ['a prediction that is an object', predictionAnswerSchema, { data: { value: 1 } }],
    ['a title that is a number', titleAnswerSchema, 42],
  ])('%s is a bad answer, classified for "Try again"', (_name, schema, answer) => {
    let thrown: unknown = null;
    try {
      parseAnswer('some_route', schema, answer);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).kind).toBe('malformed');
    expect(classifyFailure(thrown).kind).toBe('badAnswer');
  });

  it('coerces DECIMAL strings to numbers and drops unknown fields', () => {
    const fixture = auctionById(4242);
    if (!fixture) throw new Error('fixture 4242 missing');
    const answer = {
      ...fixture,
      legacy: { x: 1 },
      totalWeight: '45.50',
      items: [{ ...fixture.items[0], weight: '45.50', length: '210.00', itemsNumber: '2' }],
      fromAddress: { ...fixture.fromAddress, lat: '52.2297', addressDbId: '12' },
    };
    const auction = parseAnswer('api_get_auction_form_data', auctionAnswerSchema, answer);
    expect(auction.totalWeight).toBe(45.5);
    expect(auction.items[0]).toMatchObject({ weight: 45.5, length: 210, itemsNumber: 2 });
    expect(auction.fromAddress).toMatchObject({ lat: 52.2297, addressDbId: 12 });
    expect(auction).not.toHaveProperty('legacy');
    expect(parseAnswer('p', predictionAnswerSchema, { data: '1850.40' }).data).toBe(1850.4);
  });

  it('an autocomplete answer with a null row fails the search instead of listing nothing', async () => {
    const source = createAutocomplete(() => Promise.resolve([row, null]));
    await expect(source.search('item', 'en', 'sofa')).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(source.size()).toBe(0);
    const good = createAutocomplete(() => Promise.resolve([{ ...row, weight: '60.00' }]));
    expect(await good.search('item', 'en', 'sofa')).toEqual([{ ...row, weight: 60 }]);
  });
});
