import { act, fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../fixtures/node';
import en from '../../locales/en/common.json';
import pl from '../../locales/pl/common.json';
import { renderWidget } from '../../src/core/ui/render-widget';
import { notificationsApi } from '../../src/features/notifications/api';
import { freshHttpPage } from '../core/http/fresh-http-page';

/*
 * Every API answer is
 * parsed at the boundary; numeric strings are coerced, unknown fields
 * ignored, and a bad shape is a `malformed` failure (never a silent zero or
 * empty list); the shared error boundary always shows a message and a retry.
 */

let reports: unknown[] = [];
beforeEach(() => {
  reports = freshHttpPage('<meta name="transport-widgets" data-locale="en">');
});
afterEach(() => vi.restoreAllMocks());

const unreadAnswers = (body: unknown) =>
  mockServer.use(http.get('*/api/message/unread-prompt', () => HttpResponse.json(body as never)));
const listAnswers = (body: unknown) =>
  mockServer.use(
    http.get('*/api/my-account/messages/:type', () => HttpResponse.json(body as never)),
  );

describe('notifications answers at the boundary', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [{ count: '7', somethingNew: { a: 1 } }, 7],
    [{ unreadCount: 2.0 }, 2],
  ])('reads the unread count from %j', async (body, expected) => {
    unreadAnswers(body);
    await expect(notificationsApi.unread()).resolves.toBe(expected);
  });

  it.each([null, 'many', { data: 3 }, { count: 'lots' }, [1, 2], {}])(
    'an unread answer of %j is a malformed failure, not a silent zero',
    async (body) => {
      unreadAnswers(body);
      await expect(notificationsApi.unread()).rejects.toMatchObject({ kind: 'malformed' });
      expect(reports).toHaveLength(1);
    },
  );

  it('reads a wrapped list, coerces ids and flags, drops unusable rows, ignores unknown fields', async () => {
    listAnswers({
      data: [
        null,
        { id: 5, title: 'Offer received', viewed: '0', unknownField: [1] },
        { subject: 'no id' },
        { messageId: 'm-2', subject: 'Question', isViewed: 'true', type: 'courier_message' },
      ],
      pagination: { page: 1 },
    });
    const items = await notificationsApi.list('all');
    expect(items.map(({ id, viewed, kind }) => ({ id, viewed, kind }))).toEqual([
      { id: '5', viewed: false, kind: 'notification' },
      { id: 'm-2', viewed: true, kind: 'message' },
    ]);
  });

  it.each([null, { foo: [] }, { title: 'x' }, 'oops', 42])(
    'a list answer of %j is a malformed failure, not an empty panel',
    async (body) => {
      listAnswers(body);
      await expect(notificationsApi.list('all')).rejects.toMatchObject({ kind: 'malformed' });
    },
  );
});

function Broken({ fail }: { fail: { current: boolean } }) {
  if (fail.current) throw new Error('render failed');
  return <p>widget content</p>;
}

describe('the shared error boundary', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ])(
    'shows a translated message and "Try again" (%s), and the retry renders again',
    async (lng, common) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: { [lng]: { common } } });
      const element = document.createElement('div');
      document.body.append(element);
      const fail = { current: true };
      let unmount = () => undefined as void;
      await act(async () => {
        unmount = renderWidget(element, <Broken fail={fail} />, { widget: 'demo', i18n });
      });
      expect(element.querySelector('[role="alert"]')?.textContent).toContain(common.error.generic);
      const retry = [...element.querySelectorAll('button')].find(
        (button) => button.textContent === common.retry,
      );
      expect(retry).toBeDefined();
      fail.current = false;
      await act(async () => {
        fireEvent.click(retry!);
      });
      expect(element.textContent).toBe('widget content');
      unmount();
      element.remove();
    },
  );
});
