import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { getPageConfig } from '@/core/config/page-config';
import { auctionFormConfigSchema } from '@/features/auction-form/config';
import { mountUi } from '@/features/auction-form/ui/mount-ui';
import { categoriesFor } from '../../../../fixtures/data/categories';
import { holdCategoriesAnswer } from '../held-categories';

/**
 * What the customer sees first when the widget mounts: a start that needs no request (the page
 * handed the categories over) runs before React's first render, so that render is the first
 * screen itself; a start that waits for the API shows the loader meanwhile.
 */
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  document.body.innerHTML = '';
});

/** Mounts the form's UI on a fresh node, recording every loader and heading React puts in it. */
async function mountRecording(attributes: Record<string, unknown>) {
  const node = document.createElement('div');
  node.setAttribute('data-tw-widget', 'auction-form');
  document.body.append(node);
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const now = [
      node.querySelector('[data-form-loader]') ? 'loader' : null,
      node.querySelector('h1') ? 'heading' : null,
    ]
      .filter(Boolean)
      .join('+');
    if (now && seen.at(-1) !== now) seen.push(now);
  });
  observer.observe(node, { subtree: true, childList: true });
  const config = v.parse(auctionFormConfigSchema, attributes);
  unmount = await mountUi(node, config, { widget: 'auction-form', page: getPageConfig() });
  expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  observer.disconnect();
  return seen;
}

describe('the form mounted', () => {
  it('with the categories handed over, first renders its first screen: no loader before it', async () => {
    const seen = await mountRecording({
      categories: categoriesFor('en'),
      baseUrl: '/form/en/',
    });
    expect(seen[0]).toBe('heading');
    expect(seen).not.toContain('loader');
  });

  it('while the categories are asked for, shows the loader first', async () => {
    const answer = holdCategoriesAnswer();
    const recording = mountRecording({ baseUrl: '/form/en/' });
    await screen.findByRole('status');
    answer();
    const seen = await recording;
    expect(seen[0]).toBe('loader');
    expect(seen).toContain('heading');
  });
});
