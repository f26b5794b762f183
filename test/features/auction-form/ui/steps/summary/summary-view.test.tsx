import { screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@/core/i18n/i18n';
import { emptyItem } from '@/features/auction-form/model/item';
import { loadItemDefinitions } from '@/features/auction-form/state/details/item-category-listener';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import { StepPlaceholder } from '@/features/auction-form/ui/shell/step-placeholder';
import { pickedPlace } from '../../../form-state';
import { renderStep } from '../../../render-form';
import { renderSummary } from './render-summary';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const section = (name: string) => screen.getByRole('region', { name });

describe('summary view', () => {
  it('shows every section as couriers will read it', async () => {
    await renderSummary({
      items: [
        { name: 'Sofa', length: 220, width: 95, height: 80, weight: 60, packed: true },
        { name: 'Armchair', itemsNumber: 2, weight: 20 },
      ],
      auction: { vatInvoice: true, vatInvoiceCountry: 'PL', pickupFloor: 3, pickupElevator: false },
    });
    await waitFor(() => expect(within(section('Category')).getByText('Sofas')).toBeInTheDocument());
    expect(section('Category')).toHaveTextContent('Furniture › Sofas');
    expect(section('Route')).toHaveTextContent('PickupWarszawa, Poland');
    expect(section('Route')).toHaveTextContent('DeliveryKraków, Poland');
    expect(section('Route')).toHaveTextContent('294 km by road');
    expect(
      within(section('Route')).getByRole('img', {
        name: 'Map of the route from Warszawa to Kraków',
      }),
    ).toBeInTheDocument();
    expect(section('Dates')).toHaveTextContent(/Pickup.+ – .+Delivery.+ – /);
    const items = within(section('Items')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sofa220 × 95 × 80 cm · 60 kgPacked');
    expect(items[1]).toHaveTextContent('Armchair× 220 kg');
    expect(section('Items')).toHaveTextContent('Total weight100 kg');
    expect(section('Photos')).toHaveTextContent('No photos added');
    expect(section('Title and description')).toHaveTextContent('Sofa and two armchairs');
    expect(section('Title and description')).toHaveTextContent('Please wrap the legs.');
    expect(section('Extra services')).toHaveTextContent('ServiceTransport with loading');
    expect(section('Extra services')).toHaveTextContent('VAT invoiceYes, for Poland');
    expect(section('Extra services')).toHaveTextContent('At pickupfloor 3, no lift');
    expect(section('Price estimate')).toHaveTextContent('Couriers usually quote about €420');
  });

  it('says flexible dates plainly', async () => {
    await renderSummary({
      auction: {
        dateFixed: false,
        sendDateFrom: null,
        sendDateTo: null,
        receiveDateFrom: null,
        receiveDateTo: null,
      },
      form: { transportDateRange: 'flex' },
    });
    expect(section('Dates')).toHaveTextContent('Flexible dates: couriers suggest');
  });

  it('draws the review rating from config as stars with a text, and the count', async () => {
    await renderSummary({ config: { reviewRating: 4.8, reviewCount: 12873 } });
    const banner = screen.getByRole('complementary', { name: 'Why post your request here' });
    expect(within(banner).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('12,873 reviews');
    expect(banner).toHaveTextContent('Free');
    expect(banner).toHaveTextContent('Verified couriers');
    expect(banner).toHaveTextContent('Savings');
  });

  it('leaves the rating out when config has none', async () => {
    await renderSummary();
    const banner = screen.getByRole('complementary', { name: 'Why post your request here' });
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
  });

  it('each edit button goes to its step with the summary as the return-to step', async () => {
    const form = await renderSummary();
    await form.user.click(screen.getByRole('button', { name: 'Change: Route' }));
    expect(form.store.getState().form).toMatchObject({ step: 'route', returnToStep: 'summary' });
  });
});

describe('return-to step', () => {
  const renderAt = async (step: 'route' | 'shippingDetails', returnToStep: 'summary' | null) => {
    await getI18n(['auction-form'], 'en');
    const form = await renderStep(() => <StepPlaceholder name={step} />, {
      preloadedState: {
        auction: {
          ...(await import('@/features/auction-form/model/auction')).emptyAuctionFields('u'),
          mainCategoryId: 1,
          categoryId: 101,
          dateFixed: false,
        },
        // Details as the details step leaves them: the summary needs them valid.
        items: [
          {
            ...emptyItem('a'),
            itemCategoryId: 2001,
            name: 'Sofa',
            itemsNumber: 1,
            weight: 40,
            length: 200,
            width: 90,
            height: 80,
          },
        ],
        addresses: {
          from: pickedPlace('Warszawa', 52.2, 21, 1),
          to: pickedPlace('Kraków', 50, 19.9, 2),
        },
        form: {
          ...initialFormState(),
          step,
          maxStepNumber: 4,
          transportDateRange: 'flex',
          returnToStep,
        },
      },
    });
    // The details step leaves the item lookups cached; the summary's guard judges the items with them.
    await form.store.dispatch(loadItemDefinitions());
    return form;
  };

  it('Next on the edited step comes straight back to the summary, once', async () => {
    const form = await renderAt('route', 'summary');
    await form.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(form.store.getState().form).toMatchObject({ step: 'summary', returnToStep: null });
  });

  it('without a return-to step, Next goes to the next step', async () => {
    const form = await renderAt('route', null);
    await form.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(form.store.getState().form.step).toBe('shippingDetails');
  });
});

describe('summary dates', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('are day-first with the year on an English (en_GB) page', async () => {
    document.documentElement.lang = 'en_GB';
    await renderSummary({
      auction: {
        dateFixed: true,
        sendDateFrom: '2026-12-29',
        sendDateTo: '2026-12-31',
        receiveDateFrom: '2027-01-04',
        receiveDateTo: '2027-01-04',
      },
      form: { transportDateRange: 'custom' },
    });
    expect(section('Dates')).toHaveTextContent(
      'PickupTue, 29 Dec 2026 – Thu, 31 Dec 2026DeliveryMon, 4 Jan 2027',
    );
    // A phone wraps the window between its dates, not inside one.
    expect(section('Dates').textContent).toContain('Tue,\u00a029\u00a0Dec\u00a02026 – ');
  });
});
