import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { stepChanged } from '@/features/auction-form/state/navigation/form-slice';
import { makeStore } from '@/features/auction-form/state/store/store';
import { useStepNavigation } from '@/features/auction-form/ui/navigation/use-step-navigation';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';

describe('useStepNavigation', () => {
  it('gives the same moves across a step change: a screen that only moves does not re-render for it', () => {
    const { store } = makeStore({
      env: formEnvironment({ currency: 'GBP' }),
      persist: false,
      preloadedState: formStateOn({ step: 'route', form: { maxStepNumber: 2 } }),
    });
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(
      () => {
        renders += 1;
        return useStepNavigation();
      },
      { wrapper },
    );
    const before = result.current;
    const rendered = renders;
    act(() => void store.dispatch(stepChanged({ step: 'shippingDetails', history: 'none' })));
    expect(renders).toBe(rendered);
    expect(result.current).toBe(before);
  });
});
