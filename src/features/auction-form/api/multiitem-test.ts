import { apiRequest } from '@/core/http/client';

export interface MultiitemTest {
  auctionUuid: string | null;
  price: number | null;
  categoryId: number | null;
  step: number | null;
}

/** Spec section 7: the A/B test call; nulls go as 0. Its answer is not used, and a failure never stops the form. */
export async function sendMultiitemTest(test: MultiitemTest): Promise<void> {
  try {
    await apiRequest({
      route: 'api_patch_multiitem_test',
      method: 'PATCH',
      json: {
        auctionUuid: test.auctionUuid,
        price: test.price ?? 0,
        categoryId: test.categoryId ?? 0,
        step: test.step ?? 0,
      },
    });
  } catch {
    // apiRequest has already reported what deserves reporting.
  }
}
