import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '@/features/auction-form/ui/shell/first-screen-room';
import { oddAnswers } from '../../../../../fixtures/form/odd-answers';
import { mockServer } from '../../../../../fixtures/node';
import { holdCategoriesAnswer } from '../../held-categories';
import { renderForm } from '../../render-form';

/**
 * The entry stylesheet keeps room for the form's first screen until the mount node carries
 * FIRST_SCREEN_ATTRIBUTE (first-screen-room.css). Released too early, the host's footer jumps
 * up and down again; never released, a short step or an error leaves a hole in the page.
 */
const mountNode = () => {
  const node = document.createElement('div');
  node.setAttribute('data-tw-widget', 'auction-form');
  return node;
};

describe('first-screen room', () => {
  it('is kept while the categories load and released once the category step shows them', async () => {
    const answer = holdCategoriesAnswer();
    const node = mountNode();
    await renderForm({ container: node });
    // The form is waiting for the categories (its loader says so): the room is still kept.
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(node).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);

    answer();
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    await waitFor(() => expect(node).toHaveAttribute(FIRST_SCREEN_ATTRIBUTE));
  });

  it('is released when a start-up failure stands where the first screen would be', async () => {
    mockServer.use(oddAnswers.wrappedCategories);
    const node = mountNode();
    await renderForm({ container: node });
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(node).toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
  });
});
