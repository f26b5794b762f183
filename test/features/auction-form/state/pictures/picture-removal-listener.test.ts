import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  pictureRemovalRequested,
  selectPictureRemoval,
} from '@/features/auction-form/state/pictures/picture-removal-slice';
import { mockServer } from '../../../../../fixtures/node';
import { detailsStore, UUID } from '../store/listener-store';

const picture = (uid: string) => ({
  uid,
  originalName: `${uid}.jpg`,
  originalUrl: null,
  thumbUrl: null,
});

describe('picture removal listener', () => {
  it('deletes the picture on the server, then from the form', async () => {
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const store = detailsStore({ state: { pictures: [picture('a'), picture('b')] } });
    store.dispatch(pictureRemovalRequested('a'));
    expect(selectPictureRemoval(store.getState())).toEqual({ removing: 'a', failed: null });
    await waitFor(() => expect(store.getState().pictures.map((p) => p.uid)).toEqual(['b']));
    expect(selectPictureRemoval(store.getState())).toEqual({ removing: null, failed: null });
    expect(seen).toContain(`DELETE /api/auction/${UUID}/picture/a`);
  });

  it('keeps the picture and says so when the server refuses', async () => {
    mockServer.use(
      http.delete('*/api/auction/:uuid/picture/:fileUid', () =>
        HttpResponse.json({ message: 'no' }, { status: 500 }),
      ),
    );
    const store = detailsStore({ state: { pictures: [picture('a')] } });
    store.dispatch(pictureRemovalRequested('a'));
    await waitFor(() =>
      expect(selectPictureRemoval(store.getState())).toEqual({
        removing: null,
        failed: { uid: 'a', reason: 'server' },
      }),
    );
    expect(store.getState().pictures.map((p) => p.uid)).toEqual(['a']);
  });
});
