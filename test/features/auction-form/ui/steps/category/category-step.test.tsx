import { screen, waitFor } from '@testing-library/react';
import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyAuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem } from '@/features/auction-form/model/item';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { findHeadline, renderForm } from '../../../render-form';

const leavePage = vi.fn<(url: string) => void>();
vi.mock('@/features/auction-form/ui/steps/route/route-step', () => ({
  default: () => null,
}));

const CONFIG = {
  newFormCategoryIds: [601, 602, 603],
  designatedSubcategoryIds: [501, 301],
  categoryHints: { '1': 'Sofas, wardrobes, beds and more' },
};

const tile = (name: RegExp | string) => screen.findByRole('button', { name });

describe('category step', () => {
  let restoreNavigator: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/form/en/');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    leavePage.mockClear();
    restoreNavigator = setPageNavigator(leavePage);
  });
  afterEach(() => {
    restoreNavigator();
    vi.useRealTimers();
  });

  it('shows the main categories as a list of buttons, with hints and images', async () => {
    await renderForm({ config: CONFIG });
    const list = await screen.findByRole('list', { name: 'Categories' });
    const names = [...list.querySelectorAll(':scope > li > button')].map(
      (b) => b.querySelector('.name')?.textContent,
    );
    expect(names.slice(0, 4)).toEqual(['Furniture', 'Household removals', 'Cars', 'Car']);
    expect(await tile(/Furniture/)).toHaveTextContent('Sofas, wardrobes, beds and more');
    await waitFor(() =>
      expect(
        document.querySelector('[data-category-id="1"] [data-category-image]'),
      ).toHaveAttribute('data-category-image', 'furniture'),
    );
  });

  it('a main category with several children opens its list; back clears the main category', async () => {
    const { store, user } = await renderForm({ config: CONFIG });
    await user.click(await tile(/Furniture/));
    const heading = await screen.findByRole('heading', {
      name: 'Furniture: what exactly are you sending?',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(store.getState().auction.mainCategoryId).toBe(1);
    expect(store.getState().auction.categoryId).toBeNull();
    const sub = screen.getByRole('list', { name: 'Subcategories of Furniture' });
    expect(sub.querySelectorAll('li')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: /All categories/ }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(store.getState().auction.mainCategoryId).toBeNull();

    await user.click(await tile(/Furniture/));
    await user.click(await tile(/Wardrobes/));
    await findHeadlineText('Where and when?');
    expect(store.getState().auction).toMatchObject({ mainCategoryId: 1, categoryId: 102 });
    expect(store.getState().form.categoryName).toBe('Wardrobes');
  });

  it('a main category with exactly one child selects it and moves to the route', async () => {
    const { store, user } = await renderForm({ config: CONFIG });
    await user.click(await tile(/Musical instruments/));
    await findHeadlineText('Where and when?');
    expect(store.getState().auction).toMatchObject({ mainCategoryId: 10, categoryId: 1001 });
    expect(window.location.pathname).toBe('/form/en/routes-dates');
  });

  it('a designated subcategory sets its parent as main and itself as category', async () => {
    const { store, user } = await renderForm({ config: CONFIG });
    await user.click(await tile(/^Euro pallet/));
    await findHeadlineText('Where and when?');
    expect(store.getState().auction).toMatchObject({ mainCategoryId: 5, categoryId: 501 });
  });

  it('tells a subcategory shortcut from its parent ("Car" beside "Cars")', async () => {
    await renderForm({ config: { ...CONFIG, categoryHints: {} } });
    expect(await tile(/^Car(?!s)/)).toHaveTextContent('Category: Cars');
    expect(await tile(/^Cars/)).toHaveTextContent('Several kinds: choose yours next');
    expect(await tile(/^Euro pallet/)).toHaveTextContent('Category: Pallets');
    expect(await tile(/^Furniture/)).not.toHaveTextContent('Several kinds');
  });

  it('a newer-form category sends the customer to /create-auction/category/{slug} with the query', async () => {
    const { store, user } = await renderForm({
      config: CONFIG,
      locale: 'pl',
      preloadedState: undefined,
    });
    await findHeadline();
    const { setAddress } = await import('@/features/auction-form/state/route/addresses-slice');
    store.dispatch(
      setAddress({ which: 'from', address: { ...emptyAddress(), cityPlaceId: 'pl-warszawa' } }),
    );
    await user.click(await tile(/^Paczki/));
    await user.click(await tile(/^Paczka/));
    await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
    const url = new URL(leavePage.mock.calls[0]?.[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/create-auction/category/paczka');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flag: 'from-classic-form',
      fromPlaceId: 'pl-warszawa',
      uuid: store.getState().auction.uuid,
    });
    expect(store.getState().auction.categoryId).toBeNull();
  });

  it('changing the category after step one runs the soft reset', async () => {
    const dates = {
      dateFixed: true,
      sendDateFrom: '2030-01-02',
      sendDateTo: '2030-01-04',
      receiveDateFrom: '2030-01-03',
      receiveDateTo: '2030-01-05',
    };
    const { store, user } = await renderForm({
      config: { ...CONFIG, initialStep: 'category' },
      preloadedState: {
        auction: {
          ...emptyAuctionFields('u-1'),
          mainCategoryId: 1,
          categoryId: 101,
          title: 'Sofa',
          description: 'Blue',
          distance: 300,
          polylineString: 'p',
          ...dates,
        },
        items: [{ ...emptyItem('a'), name: 'Sofa', weight: 50 }],
        addresses: {
          from: { ...emptyAddress(), city: 'Warszawa' },
          to: { ...emptyAddress(), city: 'Kraków' },
        },
        form: {
          ...initialFormState(),
          step: 'shippingDetails',
          maxStepNumber: 3,
          transportDateRange: 'custom',
        },
      },
    });
    await user.click(await tile(/All categories/));
    await user.click(await tile(/Musical instruments/));
    await findHeadlineText('Where and when?');
    const state = store.getState();
    expect(state.auction).toMatchObject({
      categoryId: 1001,
      title: null,
      description: null,
      distance: 300,
      polylineString: 'p',
      uuid: 'u-1',
      ...dates,
    });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.name).toBeNull();
    expect(state.addresses.from.city).toBe('Warszawa');
  });

  it('says nothing before a pick when nothing entered would be cleared', async () => {
    await renderForm({
      config: { ...CONFIG, initialStep: 'category' },
      preloadedState: {
        auction: { ...emptyAuctionFields('u-1'), mainCategoryId: 1, categoryId: 101 },
        form: { ...initialFormState(), step: 'shippingDetails', maxStepNumber: 3 },
      },
    });
    await tile(/All categories/);
    expect(screen.queryByText(/Choosing a different category/)).not.toBeInTheDocument();
  });

  it('re-picking the same category keeps the entered data', async () => {
    const { store, user } = await renderForm({
      config: { ...CONFIG, initialStep: 'category' },
      preloadedState: {
        auction: {
          ...emptyAuctionFields('u-1'),
          mainCategoryId: 10,
          categoryId: 1001,
          title: 'Piano',
        },
        form: { ...initialFormState(), step: 'route', maxStepNumber: 3 },
      },
    });
    await user.click(await tile(/Musical instruments/));
    await findHeadlineText('Where and when?');
    expect(store.getState().auction.title).toBe('Piano');
  });

  it("a tile shows the image of its slug, not the API's picture (subcategories: item-1)", async () => {
    const { CategoryTile } =
      await import('@/features/auction-form/ui/steps/category/category-tile');
    const { render } = await import('@testing-library/react');
    const { I18nextProvider } = await import('react-i18next');
    const { getI18n } = await import('@/core/i18n/i18n');
    const i18n = await getI18n(['auction-form'], 'en');
    const base = {
      name: 'Sofas',
      slugTranslated: 'sofas',
      grammaticalCaseSlug: 'sofas',
      children: [],
    };
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <CategoryTile
          category={{ ...base, id: 101, slug: 'sofas', parentId: 1, picture: 'boats' }}
          selected={false}
          onPick={() => undefined}
        />
        <CategoryTile
          category={{
            ...base,
            id: 11,
            slug: 'boats',
            parentId: null,
            picture: 'https://cdn.example/b.png',
          }}
          selected={false}
          onPick={() => undefined}
        />
      </I18nextProvider>,
    );
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('[data-category-image]')].map((n) =>
          n.getAttribute('data-category-image'),
        ),
      ).toEqual(['sofas-item-1', 'boats']),
    );
  });

  it('a category without a picture, or with a missing image module, shows the generic icon', async () => {
    const { CategoryImage } =
      await import('@/features/auction-form/ui/steps/category/category-image');
    const { render } = await import('@testing-library/react');
    const { container } = render(
      <>
        <CategoryImage image={null} />
        <CategoryImage image="no-such-image" />
        <CategoryImage image="../../secret" />
      </>,
    );
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('[data-category-image]')].map((n) =>
          n.getAttribute('data-category-image'),
        ),
      ).toEqual(['generic', 'generic', 'generic']),
    );
    expect(container.querySelectorAll('svg')).toHaveLength(3);
  });
});

async function findHeadlineText(text: string) {
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text));
}
