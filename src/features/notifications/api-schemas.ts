import * as v from 'valibot';
import { wireNumber } from '../../core/validation/finite-number';
import { toItem, type NotificationItem } from './model';

/*
 * The answers the notifications widget reads, one schema per route name.
 * The platform's shapes are not specified (platform spec section 7), so the
 * field names are lenient; the shape is not: anything else is `malformed`.
 */

const count = v.pipe(
  wireNumber,
  v.transform((n) => Math.max(0, Math.floor(n))),
);

/** `api_get_message_unread_prompt`: a count, or an object holding one. */
export const unreadPromptAnswer = v.union([
  count,
  v.pipe(
    v.looseObject({
      count: v.optional(count),
      unread: v.optional(count),
      unreadCount: v.optional(count),
      total: v.optional(count),
    }),
    v.check(
      (o) => [o.count, o.unread, o.unreadCount, o.total].some((n) => n !== undefined),
      'an unread count',
    ),
    v.transform((o) => o.count ?? o.unread ?? o.unreadCount ?? o.total ?? 0),
  ),
]);

/** Rows without an id or a title (or not objects at all: `null`) are dropped, never shown half-empty. */
const rows = v.pipe(
  v.array(v.unknown()),
  v.transform((list) =>
    list.map((row) => toItem(row)).filter((item): item is NotificationItem => item !== null),
  ),
);

/** `api_get_my_account_messages`: an array, or an object holding one under items/messages/data/results. */
export const messagesAnswer = v.union([
  rows,
  v.pipe(
    v.looseObject({
      items: v.optional(rows),
      messages: v.optional(rows),
      data: v.optional(rows),
      results: v.optional(rows),
    }),
    v.check(
      (o) => [o.items, o.messages, o.data, o.results].some(Array.isArray),
      'a list of messages',
    ),
    v.transform((o) => o.items ?? o.messages ?? o.data ?? o.results ?? []),
  ),
]);

/** `api_patch_message_mark_as_viewed` and `api_me`: the answer is not read, any body will do. */
export const ignoredAnswer = v.unknown();
