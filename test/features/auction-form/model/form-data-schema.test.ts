import * as v from 'valibot';
import { auctionAnswerSchema } from '@/features/auction-form/api/auction-answer';
import { fetchAuction } from '@/features/auction-form/api/auction-loader';
import { addressSchema, emptyAddress } from '@/features/auction-form/model/address';
import {
  auctionFieldsSchema,
  auctionSchema,
  emptyAuctionFields,
  STEP_OF_FIELD,
} from '@/features/auction-form/model/auction';
import {
  DIMENSION_FIELDS,
  DYNAMIC_FIELDS,
  emptyItem,
  itemSchema,
  MEASUREMENT_FIELDS,
  TITLE_INPUT_FIELDS,
} from '@/features/auction-form/model/item';
import { pictureSchema } from '@/features/auction-form/model/picture';
import {
  ADDRESS_FIELDS,
  AUCTION_FIELDS,
  FIXED_DATE_AUCTION_ID,
  FLEX_AUCTION_ID,
  ITEM_FIELDS,
  PICTURE_FIELDS,
} from '../../../../fixtures/data/auctions';

const keys = (schema: { entries: object }) => Object.keys(schema.entries).sort();

describe('the form data schema', () => {
  it('names exactly the fields of spec section 3 (items add the client-only key and touched flag)', () => {
    expect(keys(auctionSchema)).toEqual([...AUCTION_FIELDS].sort());
    expect(keys(addressSchema)).toEqual([...ADDRESS_FIELDS].sort());
    expect(keys(pictureSchema)).toEqual([...PICTURE_FIELDS].sort());
    expect(keys(itemSchema)).toEqual([...ITEM_FIELDS, 'key', 'touched'].sort());
    expect(keys(auctionFieldsSchema)).toEqual(
      AUCTION_FIELDS.filter(
        (f) => !['fromAddress', 'toAddress', 'pictures', 'items'].includes(f),
      ).sort(),
    );
  });

  it('gives the field lists as item fields', () => {
    const itemFields = keys(itemSchema);
    for (const list of [DIMENSION_FIELDS, MEASUREMENT_FIELDS, DYNAMIC_FIELDS, TITLE_INPUT_FIELDS])
      expect(itemFields).toEqual(expect.arrayContaining([...list]));
    expect(MEASUREMENT_FIELDS).toEqual(['length', 'width', 'height', 'weight']);
  });

  it('accepts the empty records the slices start from', () => {
    expect(v.safeParse(itemSchema, emptyItem('k')).success).toBe(true);
    expect(v.safeParse(addressSchema, emptyAddress()).success).toBe(true);
    expect(v.safeParse(auctionFieldsSchema, emptyAuctionFields('u')).success).toBe(true);
  });

  it.each([FIXED_DATE_AUCTION_ID, FLEX_AUCTION_ID])(
    'describes auction %i as the API boundary hands it to the form',
    async (id) => {
      const auction = await fetchAuction(id, 'edit');
      const result = v.safeParse(auctionSchema, auction);
      expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
    },
  );

  it('reads from the API the fields the model declares, each of them, and places each on a step', () => {
    const answer = auctionAnswerSchema.pipe[1] as v.ObjectSchema<v.ObjectEntries, undefined>;
    expect(keys(answer)).toEqual(keys(auctionSchema));
    expect(Object.keys(STEP_OF_FIELD).sort()).toEqual(keys(auctionSchema));
    // A model field left out of an answer comes as its empty value, as in a new form.
    const parsed = v.parse(auctionAnswerSchema, {});
    const { fromAddress, toAddress, pictures, items, ...fields } = parsed;
    expect(fields).toEqual(emptyAuctionFields(null));
    expect([fromAddress, toAddress, pictures, items]).toEqual([
      emptyAddress(),
      emptyAddress(),
      [],
      [],
    ]);
  });

  it('refuses an item whose weight is text', () => {
    expect(v.safeParse(itemSchema, { ...emptyItem('k'), weight: '12' }).success).toBe(false);
  });
});
