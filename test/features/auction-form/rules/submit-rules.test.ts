import { ApiError } from '@/core/http/api-error';
import { patchPayload, postPayload } from '@/features/auction-form/api/submit-payload';
import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyAuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem } from '@/features/auction-form/model/item';
import { classifyFailure } from '@/features/auction-form/rules/classify-failure';
import type { ItemContext } from '@/features/auction-form/rules/details-validation';
import { mapFieldErrors, stepOfField } from '@/features/auction-form/rules/field-errors';
import { runFinalValidators } from '@/features/auction-form/rules/final-validators';
import type { StepFacts } from '@/features/auction-form/rules/step-validity';
import { deviceUid, DEVICE_UID_KEY } from '@/features/auction-form/state/submit/device-uid';

const http = (status: number, data?: unknown) =>
  new ApiError('http', 'api_post_auction', status, data);

describe('failure classification', () => {
  it.each([
    [new ApiError('network', 'r'), true, 'network'],
    [new ApiError('network', 'r'), false, 'offline'],
    [new ApiError('timeout', 'r'), true, 'timeout'],
    [new ApiError('malformed', 'r'), true, 'badAnswer'],
    [http(401), true, 'auth'],
    [http(403), true, 'forbidden'],
    [http(422), true, 'validation'],
    [http(500), true, 'server'],
    [http(503), true, 'server'],
    [http(409), true, 'rejected'],
    [http(429), true, 'network'],
    [new TypeError('Failed to fetch'), false, 'offline'],
  ] as const)('%s (online %s) is %s', (error, online, kind) => {
    expect(classifyFailure(error, online).kind).toBe(kind);
  });
});

describe('422 mapping', () => {
  const items = [emptyItem('a'), emptyItem('b')];

  it('reads the platform shape and places each error on its step and item', () => {
    expect(
      mapFieldErrors(
        {
          message: 'Validation Failed',
          errors: [
            { field: 'items[1].weight', message: 'Too heavy.' },
            { field: 'fromAddress.postalCode', message: 'Wrong postal code format.' },
            { field: 'categoryId', message: 'Required.' },
            { field: 'somethingElse', message: 'Odd.' },
          ],
        },
        items,
      ),
    ).toEqual([
      {
        path: 'items[1].weight',
        field: 'weight',
        message: 'Too heavy.',
        step: 'shippingDetails',
        itemIndex: 1,
        itemKey: 'b',
      },
      {
        path: 'fromAddress.postalCode',
        field: 'fromAddress',
        message: 'Wrong postal code format.',
        step: 'route',
        itemIndex: null,
        itemKey: null,
      },
      {
        path: 'categoryId',
        field: 'categoryId',
        message: 'Required.',
        step: 'categorySelection',
        itemIndex: null,
        itemKey: null,
      },
      {
        path: 'somethingElse',
        field: 'somethingElse',
        message: 'Odd.',
        step: null,
        itemIndex: null,
        itemKey: null,
      },
    ]);
  });

  it('also reads Symfony violations and a field-to-messages map', () => {
    expect(
      mapFieldErrors({ violations: [{ propertyPath: 'items.0.name', title: 'Blank.' }] }, items)[0],
    ).toMatchObject({ field: 'name', itemKey: 'a', step: 'shippingDetails' });
    expect(mapFieldErrors({ errors: { description: ['Too long.', 'Bad.'] } }, items)).toHaveLength(
      2,
    );
    expect(mapFieldErrors('nonsense', items)).toEqual([]);
  });

  it('an item index the form does not have keeps the step but no item', () => {
    expect(
      mapFieldErrors({ errors: [{ field: 'items[7].weight', message: 'x' }] }, items)[0],
    ).toMatchObject({
      step: 'shippingDetails',
      itemIndex: null,
      itemKey: null,
    });
    expect(stepOfField('sendDateFrom')).toBe('route');
  });
});

describe('final validators', () => {
  const today = '2026-03-10';
  const located = { ...emptyAddress(), lat: 50, lng: 19, addressDbId: 1 };
  const freeName: ItemContext = {
    definitions: undefined,
    categoryRequired: false,
    nameIsModel: false,
  };
  type Overrides = Partial<Omit<StepFacts, 'details'>> & Partial<StepFacts['details']>;
  const facts = (o: Overrides = {}): StepFacts => ({
    mainCategoryId: o.mainCategoryId === undefined ? 1 : o.mainCategoryId,
    categoryId: o.categoryId === undefined ? 101 : o.categoryId,
    from: o.from ?? located,
    to: o.to ?? located,
    dates: o.dates ?? {
      dateFixed: false,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
    },
    range: o.range === undefined ? 'flex' : o.range,
    today,
    details: {
      items: o.items ?? [{ ...emptyItem('a'), name: 'Sofa' }],
      contextOf: o.contextOf ?? (() => freeName),
      title: o.title ?? null,
      isTitleEnteredByUser: o.isTitleEnteredByUser ?? false,
      description: o.description ?? null,
      bookingSetPrice: o.bookingSetPrice ?? null,
    },
  });

  it('passes a complete request', () => {
    expect(runFinalValidators(facts())).toEqual([]);
  });

  it('lists every failure in step order', () => {
    expect(
      runFinalValidators(
        facts({
          categoryId: null,
          to: emptyAddress(),
          range: null,
          items: [{ ...emptyItem('a'), name: ' ', itemsNumber: 0 }],
          isTitleEnteredByUser: true,
          description: 'x'.repeat(5001),
          bookingSetPrice: 0,
        }),
      ),
    ).toEqual([
      'category',
      'addresses',
      'dates',
      'items',
      'itemCount',
      'title',
      'description',
      'price',
    ]);
  });

  it('a category without its main category is no choice (mainCategoryId never null with a category)', () => {
    expect(runFinalValidators(facts({ mainCategoryId: null }))).toEqual(['category']);
  });

  it("checks the item category's own fields: empty length, weight and count cannot be posted", () => {
    const definitions = [
      {
        id: 1,
        key: 'length',
        name: 'Length',
        type: 'number',
        value: null,
        unit: 'cm',
        required: true,
        validators: { mandatory: [{ type: 'blank' }], optional: [] },
      },
      {
        id: 2,
        key: 'weight',
        name: 'Weight',
        type: 'number',
        value: null,
        unit: 'kg',
        required: true,
        validators: { mandatory: [{ type: 'blank' }], optional: [] },
      },
    ];
    const withFields = () => ({ definitions, categoryRequired: false, nameIsModel: false });
    expect(runFinalValidators(facts({ contextOf: withFields }))).toEqual(['itemFields']);
    expect(
      runFinalValidators(
        facts({
          contextOf: withFields,
          items: [{ ...emptyItem('a'), name: 'Sofa', length: 200, weight: 40 }],
        }),
      ),
    ).toEqual([]);
  });

  it('refuses an item whose field definitions are still loading, as the guards do', () => {
    const loading = () => ({ ...freeName, definitionsPending: true });
    expect(runFinalValidators(facts({ contextOf: loading }))).toEqual(['itemFields']);
    // A problem of its own already sends the customer to the details step: one message.
    expect(
      runFinalValidators(facts({ contextOf: loading, items: [{ ...emptyItem('a'), name: '' }] })),
    ).toEqual(['items']);
  });

  it('a title is counted in characters, as on the details step (73 emoji pass)', () => {
    const title = '🚚'.repeat(73);
    expect(runFinalValidators(facts({ title, isTitleEnteredByUser: true }))).toEqual([]);
    expect(
      runFinalValidators(facts({ title: 'x'.repeat(81), isTitleEnteredByUser: true })),
    ).toEqual(['title']);
  });

  it('a model counts as the name (cars); past dates get their own check', () => {
    const car = () => ({
      definitions: [
        {
          id: 9,
          key: 'model',
          name: 'Model',
          type: 'text',
          value: null,
          unit: null,
          required: true,
          validators: { mandatory: [{ type: 'blank' }], optional: [] },
        },
      ],
      categoryRequired: false,
      nameIsModel: true,
    });
    expect(
      runFinalValidators(
        facts({ contextOf: car, items: [{ ...emptyItem('a'), model: 'Fiat 126p' }] }),
      ),
    ).toEqual([]);
    expect(
      runFinalValidators(
        facts({
          range: 'custom',
          dates: {
            dateFixed: true,
            sendDateFrom: '2026-03-01',
            sendDateTo: '2026-03-02',
            receiveDateFrom: '2026-03-02',
            receiveDateTo: '2026-03-03',
          },
        }),
      ),
    ).toEqual(['datesPast']);
  });
});

describe('payloads and device id', () => {
  const input = {
    auction: {
      ...emptyAuctionFields('u-1'),
      fromAddress: emptyAddress(),
      toAddress: emptyAddress(),
      pictures: [],
      items: [{ ...emptyItem('k'), name: 'Box', touched: true }],
    },
    totalWeight: 12,
    isAuctionTitleEnteredByUser: false,
    formMode: 'copy' as const,
    deviceUID: 'dev',
    extraParameters: { uuid: 'evil', campaign: 'spring' },
  };

  it('POST carries the auction, flags, device id, extras and mode; extras cannot overwrite the auction', () => {
    const body = postPayload(input);
    expect(body).toMatchObject({
      uuid: 'u-1',
      totalWeight: 12,
      deviceUID: 'dev',
      formMode: 'copy',
      campaign: 'spring',
      isAuctionTitleEnteredByUser: false,
    });
    expect((body.items as object[])[0]).toEqual(expect.not.objectContaining({ key: 'k' }));
    expect((body.items as object[])[0]).not.toHaveProperty('touched');
  });

  it('PATCH has no device id and no mode', () => {
    const body = patchPayload(input);
    expect(body).not.toHaveProperty('deviceUID');
    expect(body).not.toHaveProperty('formMode');
    expect(body).toMatchObject({ campaign: 'spring', uuid: 'u-1' });
  });

  it('the device id is made once and kept', () => {
    const first = deviceUid();
    expect(localStorage.getItem(DEVICE_UID_KEY)).toBe(first);
    expect(deviceUid()).toBe(first);
  });
});
