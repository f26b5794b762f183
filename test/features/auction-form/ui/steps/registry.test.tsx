import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { getI18n } from '@/core/i18n/i18n';
import { DETAILS_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { screenWanted } from '@/features/auction-form/state/store/shared-actions';
import { preloadScreen, stepScreens } from '@/features/auction-form/ui/steps/registry';
import { renderForm, renderStep } from '../../render-form';

function DetailsInSuspense() {
  const Details = stepScreens.shippingDetails;
  return (
    <Suspense fallback={<p>Loading the step</p>}>
      <Details />
    </Suspense>
  );
}

describe('step registry', () => {
  it("answers the store's screenWanted by fetching that screen (the store never imports one)", async () => {
    // First in this file: nothing has fetched the details screen yet.
    const form = await renderForm({ config: { mode: 'addNew' } });
    const i18n = await getI18n([], 'en');
    expect(i18n.hasLoadedNamespace('auction-form-details')).toBe(false);
    const RegionNames = Intl.DisplayNames;
    const regionNames = vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (
      locales: ConstructorParameters<typeof RegionNames>[0],
      options: ConstructorParameters<typeof RegionNames>[1],
    ) {
      return new RegionNames(locales, options);
    } as never);
    form.store.dispatch(screenWanted('shippingDetails'));
    // The screen's namespace comes with its chunk: once it is in, the screen was fetched.
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('auction-form-details')).toBe(true));
    // Then, when idle, the screen's warm-up: the invoice countries named in the page's language.
    await vi.waitFor(() => expect(regionNames).toHaveBeenCalledWith(['en'], { type: 'region' }));
    regionNames.mockRestore();
  });

  it('a screen fetched ahead (chunk and translations) paints in the first render, without the loader in between', async () => {
    await preloadScreen('shippingDetails');
    // Its own namespace came with it (a missing one would suspend the screen too).
    expect((await getI18n([], 'en')).hasLoadedNamespace(DETAILS_NAMESPACE)).toBe(true);
    await renderStep(DetailsInSuspense, { config: { mode: 'addNew' } });
    // No await between render and these checks: a suspension would have shown the fallback.
    expect(screen.queryByText('Loading the step')).toBeNull();
    expect(document.getElementById('tw-details-about-heading')).not.toBeNull();
  });
});
