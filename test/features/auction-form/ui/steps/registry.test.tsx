import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadScreen, stepScreens } from '@/features/auction-form/ui/steps/registry';
import { getI18n } from '@/core/i18n/i18n';
import { DETAILS_NS } from '@/features/auction-form/ui/steps/details/problem-text';
import { renderStep } from '../../render-form';

function DetailsInSuspense() {
  const Details = stepScreens.shippingDetails;
  return (
    <Suspense fallback={<p>Loading the step</p>}>
      <Details />
    </Suspense>
  );
}

describe('step registry', () => {
  it('a screen fetched ahead (chunk and translations) paints in the first render, without the loader in between', async () => {
    await preloadScreen('shippingDetails');
    // Its own namespace came with it (a missing one would suspend the screen too).
    expect((await getI18n([], 'en')).hasLoadedNamespace(DETAILS_NS)).toBe(true);
    await renderStep(DetailsInSuspense, { config: { mode: 'addNew' } });
    // No await between render and these checks: a suspension would have shown the fallback.
    expect(screen.queryByText('Loading the step')).toBeNull();
    expect(document.getElementById('tw-details-about-heading')).not.toBeNull();
  });
});
