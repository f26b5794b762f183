import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formApi } from '@/features/auction-form/api/form-api';
import { screenWanted } from '@/features/auction-form/state/store/shared-actions';
import { mockServer } from '../../../../../fixtures/node';
import { renderForm } from '../../render-form';

describe('next-step prefetch', () => {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  beforeEach(() => {
    paths.length = 0;
    mockServer.events.on('request:start', listener);
  });
  afterEach(() => {
    mockServer.events.removeListener('request:start', listener);
  });

  it('on the route step, the details lookups are fetched before Next, and its screen is asked of the UI', async () => {
    const wanted: string[] = [];
    const form = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    form.store.dispatch(
      addListener({
        actionCreator: screenWanted,
        effect: (action) => void wanted.push(action.payload),
      }),
    );
    await screen.findByRole('button', { name: 'Continue' });
    expect(form.store.getState().form.step).toBe('route');
    const { categoryId } = form.store.getState().auction;
    const itemCategoryId = form.store.getState().items[0]?.itemCategoryId;
    expect(categoryId).not.toBeNull();
    expect(itemCategoryId).not.toBeNull();
    await waitFor(() => {
      const state = form.store.getState();
      expect(
        formApi.endpoints.getItemCategories.select(categoryId as number)(state).data,
      ).toBeDefined();
      expect(
        formApi.endpoints.getItemCategoryFields.select(itemCategoryId as number)(state).data,
      ).toBeDefined();
    });
    expect(paths.some((p) => p.startsWith('/api/item_categories/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/api/item_category_fields/'))).toBe(true);
    // Still on the route step: nothing on screen asked for them.
    expect(form.store.getState().form.step).toBe('route');
    // The store names the screen; the UI (ui/steps/registry.ts) loads it.
    expect(wanted).toEqual(['shippingDetails']);
  });
});
