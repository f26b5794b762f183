import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import {
  checkPictureFile,
  MAX_PICTURE_BYTES,
  MAX_PICTURES,
} from '@/features/auction-form/api/pictures';
import { LOGIN_PAGE } from '../../../../../../fixtures/faults';
import { mockServer } from '../../../../../../fixtures/node';
import { stubLoginDoor } from '../../../../login-helper/login-door';
import { recordRequests, renderDetails } from './render-details';

/** The step's screen with a switch that takes it off the page and back, as a step change does. */
function Away({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        Leave the step
      </button>
      {shown && children}
    </>
  );
}

const photo = (name: string, type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkPictureFile', () => {
  it.each<[string, Pick<File, 'name' | 'type' | 'size'>, number, string | null]>([
    ['a JPEG', { name: 'sofa.jpg', type: 'image/jpeg', size: 1000 }, 0, null],
    [
      'a PNG at the size limit',
      { name: 'a.png', type: 'image/png', size: MAX_PICTURE_BYTES },
      0,
      null,
    ],
    [
      'one byte over the limit',
      { name: 'a.png', type: 'image/png', size: MAX_PICTURE_BYTES + 1 },
      0,
      'size',
    ],
    ['an empty file', { name: 'a.png', type: 'image/png', size: 0 }, 0, 'size'],
    ['a PDF', { name: 'invoice.pdf', type: 'application/pdf', size: 1000 }, 0, 'type'],
    ['an SVG (scripts)', { name: 'a.svg', type: 'image/svg+xml', size: 1000 }, 0, 'type'],
    ['no MIME type, picture extension', { name: 'IMG_0001.JPG', type: '', size: 1000 }, 0, null],
    ['no MIME type, other extension', { name: 'notes.txt', type: '', size: 1000 }, 0, 'type'],
    ['one too many', { name: 'a.jpg', type: 'image/jpeg', size: 1000 }, MAX_PICTURES, 'count'],
  ])('%s', (_label, file, held, expected) => {
    expect(checkPictureFile(file, held)).toBe(expected);
  });
});

describe('picture uploader', () => {
  it('uploads with a thumbnail; a failed upload shows a retry that works, and never drops the other pictures', async () => {
    const requests = recordRequests();
    let failNext = true;
    mockServer.use(
      http.post('*/api/auction/:auctionId/picture', async ({ request }) => {
        const form = await request.formData();
        const name = String(form.get('originalName'));
        if (name === 'broken.jpg' && failNext) {
          failNext = false;
          return HttpResponse.json({ message: 'Storage unavailable' }, { status: 500 });
        }
        return HttpResponse.json({
          uid: `uid-${name}`,
          originalName: name,
          originalUrl: `https://cdn.example/${name}`,
          thumbUrl: `https://cdn.example/thumb/${name}`,
        });
      }),
    );
    const { store } = await renderDetails();
    const user = userEvent.setup();
    const input = await screen.findByTestId('picture-input');

    await user.upload(input, [photo('sofa.jpg'), photo('broken.jpg')]);

    const list = await screen.findByRole('list', { name: 'Your photos' });
    expect(await within(list).findByRole('img', { name: 'sofa.jpg' })).toHaveAttribute(
      'src',
      'https://cdn.example/thumb/sofa.jpg',
    );
    const failure = await within(list).findByText(
      'broken.jpg could not be uploaded. Our server could not store it. Try again in a moment.',
    );
    expect(store.getState().pictures.map((p) => p.uid)).toEqual(['uid-sofa.jpg']);
    // Anonymous add mode: the auction's uuid stands in for its id.
    expect(requests).toContain('POST /api/auction/3f0c1a52-9d4e-4c1b-8a57-2d6f1e0b9c33/picture');

    await user.click(
      within(failure.closest('li') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await within(list).findByRole('img', { name: 'broken.jpg' })).toBeInTheDocument();
    expect(within(list).queryByText(/could not be uploaded/)).not.toBeInTheDocument();
    expect(store.getState().pictures.map((p) => p.uid)).toEqual(['uid-sofa.jpg', 'uid-broken.jpg']);
  });

  it.each([
    [
      'a 413',
      () => HttpResponse.json({ message: 'Too large' }, { status: 413 }),
      'The server does not take a file this large. Choose a smaller photo.',
    ],
    [
      'a 415',
      () => HttpResponse.json({ message: 'Unsupported' }, { status: 415 }),
      'The server did not accept this file. Try another photo.',
    ],
    ['no answer', () => HttpResponse.error(), 'The connection dropped. Check it and try again.'],
    [
      'a 401',
      () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      'Your session has ended. Log in and try again.',
    ],
  ])('a failed upload says why: %s', async (label, answer, reason) => {
    mockServer.use(http.post('*/api/auction/:auctionId/picture', answer));
    await renderDetails();
    const user = userEvent.setup();
    await user.upload(await screen.findByTestId('picture-input'), [photo('sofa.jpg')]);
    const failure = await screen.findByText(`sofa.jpg could not be uploaded. ${reason}`);
    const tile = within(failure.closest('li') as HTMLElement);
    expect(tile.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // Only a refused session offers the login; retrying alone would fail the same way.
    expect(tile.queryByRole('button', { name: 'Log in' }) !== null).toBe(label === 'a 401');
  });

  it('keeps an upload and its failure across leaving the step and coming back', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.post('*/api/auction/:auctionId/picture', async ({ request }) => {
        const name = String((await request.formData()).get('originalName'));
        if (name === 'broken.jpg') return HttpResponse.json({ message: 'Full' }, { status: 500 });
        await held;
        return HttpResponse.json({ uid: 'uid-sofa', originalName: name, thumbUrl: '/t/sofa.jpg' });
      }),
    );
    const { store } = await renderDetails({ wrapper: (children) => <Away>{children}</Away> });
    const user = userEvent.setup();
    await user.upload(await screen.findByTestId('picture-input'), [
      photo('sofa.jpg'),
      photo('broken.jpg'),
    ]);
    await screen.findByText(/broken.jpg could not be uploaded/);

    await user.click(screen.getByRole('button', { name: 'Leave the step' }));
    expect(screen.queryByTestId('picture-input')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(store.getState().pictures.map((p) => p.uid)).toEqual(['uid-sofa']));
    await user.click(screen.getByRole('button', { name: 'Leave the step' }));

    const list = await screen.findByRole('list', { name: 'Your photos' });
    expect(within(list).getByRole('img', { name: 'sofa.jpg' })).toBeInTheDocument();
    const failure = within(list).getByText(/broken.jpg could not be uploaded/);
    expect(
      within(failure.closest('li') as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });

  it('refuses a wrong type or an oversized file before sending anything, with a clear message', async () => {
    const requests = recordRequests();
    await renderDetails();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('picture-input');
    const huge = photo('huge.jpg', 'image/jpeg', 1);
    Object.defineProperty(huge, 'size', { value: MAX_PICTURE_BYTES + 1 });

    await user.upload(input, [photo('contract.pdf', 'application/pdf'), huge]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'contract.pdf is not a photo we can take. Please use JPG, PNG, WebP or GIF.',
    );
    expect(alert).toHaveTextContent('huge.jpg is empty or larger than 10 MB.');
    expect(requests.filter((r) => r.includes('/picture'))).toEqual([]);
  });

  it('deletes a picture through api_delete_auction_picture', async () => {
    const requests = recordRequests();
    const { store, user } = await renderDetails();
    const input = await screen.findByTestId('picture-input');
    await user.upload(input, photo('chair.png', 'image/png'));
    const list = await screen.findByRole('list', { name: 'Your photos' });
    await within(list).findByRole('img', { name: 'chair.png' });
    const uid = store.getState().pictures[0]?.uid;

    await user.click(screen.getByRole('button', { name: 'Delete photo chair.png' }));
    await waitFor(() => expect(store.getState().pictures).toEqual([]));
    expect(requests).toContain(
      `DELETE /api/auction/3f0c1a52-9d4e-4c1b-8a57-2d6f1e0b9c33/picture/${uid}`,
    );
  });
});

describe('deleting a photo that fails', () => {
  const DELETE = '*/api/auction/:uuid/picture/:fileUid';

  /** The details step holding chair.png, what the customer typed, and the login helper's door. */
  async function withPhoto() {
    const openLogin = stubLoginDoor();
    const form = await renderDetails({ auction: { description: 'Please wrap the legs.' } });
    await form.user.upload(await screen.findByTestId('picture-input'), photo('chair.png'));
    const list = await screen.findByRole('list', { name: 'Your photos' });
    await within(list).findByRole('img', { name: 'chair.png' });
    return { ...form, openLogin };
  }
  afterEach(() => {
    delete (window as { TransportWidgets?: unknown }).TransportWidgets;
  });

  it.each([
    [
      'a redirect to the login page',
      ({ request }: { request: Request }) =>
        HttpResponse.redirect(new URL('/login', request.url), 302),
    ],
    [
      "a redirect to a single sign-on's login page",
      () => HttpResponse.redirect('https://sso.example/login', 302),
    ],
    ['a 401', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })],
    ['the login page instead of an answer', () => HttpResponse.html(LOGIN_PAGE)],
  ])(
    'after the session ended (%s) opens the login, and keeps the photo and what was typed',
    async (_name, answer) => {
      const { store, user, openLogin } = await withPhoto();
      mockServer.use(http.delete(DELETE, answer));
      await user.click(screen.getByRole('button', { name: 'Delete photo chair.png' }));

      await waitFor(() =>
        expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: expect.any(String) }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The photo could not be deleted. Your session has ended. Log in and try again.',
      );
      expect(within(alert).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(store.getState().pictures.map((p) => p.originalName)).toEqual(['chair.png']);
      expect(store.getState().auction.description).toBe('Please wrap the legs.');
    },
  );

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })],
    [
      'an answer that is not JSON',
      () => new HttpResponse('{"ok": ', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('%s is our fault, never the connection, and "Try again" deletes it', async (_name, answer) => {
    const { store, user, openLogin } = await withPhoto();
    mockServer.use(http.delete(DELETE, answer));
    await user.click(screen.getByRole('button', { name: 'Delete photo chair.png' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The photo could not be deleted. Something went wrong on our side. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent(/connection/i);
    expect(within(alert).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(openLogin).not.toHaveBeenCalled();

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.getState().pictures).toEqual([]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no answer names the connection', async () => {
    const { user } = await withPhoto();
    mockServer.use(http.delete(DELETE, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Delete photo chair.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo could not be deleted. The connection dropped. Check it and try again.',
    );
  });
});
