import * as v from 'valibot';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { auctionFormConfigSchema } from '@/features/auction-form/config';
import { createEnvironment } from '@/features/auction-form/state/store/create-environment';

describe("the form's user", () => {
  // The page config is read once per page: another test of this worker may have read it.
  beforeEach(() => resetPageConfigForTests());
  afterEach(() => {
    document.head.innerHTML = '';
    resetPageConfigForTests();
  });
  const config = v.parse(auctionFormConfigSchema, { baseUrl: '/form/en/' });

  it.each([
    ['an account', ' data-user-id="42"', '42'],
    ['a visitor (the empty value Twig prints)', ' data-user-id=""', null],
    ['a visitor (no attribute)', '', null],
  ])("is the page's data-user-id: %s", async (_name, attribute, expected) => {
    document.head.innerHTML = `<meta name="transport-widgets"${attribute}>`;
    const env = await createEnvironment(config, 'en', getPageConfig());
    expect(env.userId).toBe(expected);
  });
});
