import { finiteNumber } from '../../core/validation/finite-number';

/** One entry of the panel: a message from another user, or a platform notification. */
export interface NotificationItem {
  id: string;
  kind: 'message' | 'notification';
  title: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  viewed: boolean;
  url?: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (...values: unknown[]): string | undefined => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
};

/**
 * The API's answer shapes are not specified (platform spec section 7), so the
 * reader is lenient about field names and strict about what the UI needs: an
 * entry without an id or a title is dropped, never rendered half-empty.
 */
export function toItem(raw: unknown, fallbackId?: string | null): NotificationItem | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id, raw.messageId, raw.uuid, fallbackId);
  const title = text(raw.title, raw.subject, raw.name);
  if (!id || !title) return null;
  const created = text(raw.createdAt, raw.created_at, raw.date, raw.sentAt);
  const date =
    created && !Number.isNaN(Date.parse(created))
      ? new Date(created).toISOString()
      : new Date().toISOString();
  // `courier_message`, `message`…: anything typed as a message is one; the rest are platform notifications.
  const kind =
    raw.kind === 'message' || (typeof raw.type === 'string' && /message/.test(raw.type))
      ? 'message'
      : 'notification';
  // `"0"` and `"false"` are how some serialisers send false: not viewed.
  const flag = raw.viewed ?? raw.isViewed ?? raw.read ?? raw.isRead ?? false;
  const viewed = typeof flag === 'string' ? !/^(0|false|)$/i.test(flag.trim()) : Boolean(flag);
  const url = text(raw.url, raw.link);
  return {
    id,
    kind,
    title,
    body: text(raw.body, raw.content, raw.text, raw.message) ?? '',
    createdAt: date,
    viewed,
    ...(url ? { url } : {}),
  };
}

/** A list answer: an array, or an object holding one under items/messages/data. */
export function toItems(raw: unknown): NotificationItem[] {
  const list = Array.isArray(raw)
    ? raw
    : isObject(raw)
      ? (([raw.items, raw.messages, raw.data, raw.results].find(Array.isArray) as
          unknown[] | undefined) ?? [])
      : [];
  return list
    .map((entry) => toItem(entry))
    .filter((item): item is NotificationItem => item !== null);
}

/** The unread-prompt answer: a number, or an object with count/unread/unreadCount. */
export function toUnreadCount(raw: unknown): number {
  const value =
    typeof raw === 'number'
      ? raw
      : isObject(raw)
        ? (raw.count ?? raw.unread ?? raw.unreadCount ?? raw.total)
        : undefined;
  const n = finiteNumber(value);
  return n !== null && n >= 0 ? Math.floor(n) : 0;
}

/** A hub update's data: the item as JSON; the SSE event id stands in for a missing item id. */
export function parseHubData(data: string, eventId: string | null): NotificationItem | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return toItem(parsed, eventId);
  } catch {
    return null;
  }
}
