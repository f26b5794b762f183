import { screen } from '@testing-library/react';
import { DRAFT_VERSION } from '@/features/auction-form/state/draft/draft-migrations';
import { migrateDraft } from '@/features/auction-form/state/draft/draft-restore';
import { savedDraft } from '../../../state/draft/saved-draft';
import { renderSummary } from './render-summary';

/*
 * A rollback after a newer release: the saved draft holds the title as an
 * object. The summary reads the title as text; restored as it was, it threw
 * on every load. Through the draft layer the title is dropped and the rest
 * of the request stays.
 */
describe('a summary restored from a draft with a field of another type', () => {
  it('renders without that field, keeping the rest', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const draft = savedDraft();
    const stored = {
      ...draft,
      auction: { ...draft.auction, title: { text: 'Sofa', lang: 'en' } },
      _persist: { version: DRAFT_VERSION, rehydrated: true },
    };
    const restored = (await migrateDraft('unit')(stored, DRAFT_VERSION)) as unknown as ReturnType<
      typeof savedDraft
    >;
    await renderSummary({
      auction: { title: restored.auction.title, description: restored.auction.description },
    });
    expect(await screen.findByText('Please wrap the legs.')).toBeInTheDocument();
    expect(restored.auction.title).toBeNull();
  });
});
