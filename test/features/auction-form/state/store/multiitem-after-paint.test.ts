import { formClient } from '@/features/auction-form/api/client';
import { stepChanged } from '@/features/auction-form/state/navigation/form-slice';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';
import { heldFrames } from '../../held-frames';
import { UUID } from './listener-store';

describe('the A/B test call after a step change', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is sent after the frame that shows the new step, even when the debounce ends first', async () => {
    const frames = heldFrames();
    const sendMultiitemTest = vi.fn(async () => undefined);
    const { store } = makeStore({
      env: formEnvironment({ currency: 'GBP' }),
      client: { ...formClient, sendMultiitemTest },
      persist: false,
      preloadedState: formStateOn({
        step: 'route',
        uuid: UUID,
        auction: { categoryId: 101 },
        form: { maxStepNumber: 2 },
      }),
    });
    store.dispatch(stepChanged({ step: 'shippingDetails' }));
    // The click that shows the step takes longer than the debounce on a slow phone.
    await vi.advanceTimersByTimeAsync(60);
    expect(sendMultiitemTest).not.toHaveBeenCalled();

    frames.paint();
    await vi.advanceTimersByTimeAsync(1);
    expect(sendMultiitemTest).toHaveBeenCalledTimes(1);
    expect(sendMultiitemTest).toHaveBeenCalledWith({
      auctionUuid: UUID,
      price: null,
      categoryId: 101,
      step: 3,
    });
  });
});
