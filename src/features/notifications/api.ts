import type * as v from 'valibot';
import { reportError } from '../../core/errors/report';
import { apiRequest } from '../../core/http/client';
import { parseAnswer } from '../../core/http/parse-answer';
import { ignoredAnswer, messagesAnswer, unreadPromptAnswer } from './api-schemas';
import type { NotificationItem } from './model';

export interface NotificationsApi {
  unread(signal?: AbortSignal): Promise<number>;
  list(type: string, signal?: AbortSignal): Promise<NotificationItem[]>;
  markViewed(id: string): Promise<void>;
}

const UNREAD = 'api_get_message_unread_prompt';
const LIST = 'api_get_my_account_messages';
const VIEWED = 'api_patch_message_mark_as_viewed';

/** The answer of `route` read by its schema; a bad one is reported (its paths, never its values). */
const read =
  <S extends v.GenericSchema>(route: string, schema: S) =>
  (raw: unknown): v.InferOutput<S> => {
    try {
      return parseAnswer(route, schema, raw);
    } catch (error) {
      reportError(error, { kind: 'http', extra: { route } });
      throw error;
    }
  };

export const notificationsApi: NotificationsApi = {
  unread: (signal) => apiRequest({ route: UNREAD, signal }).then(read(UNREAD, unreadPromptAnswer)),
  list: (type, signal) =>
    apiRequest({ route: LIST, params: { type }, signal }).then(read(LIST, messagesAnswer)),
  markViewed: (id) =>
    apiRequest({ route: VIEWED, params: { messageId: id }, method: 'PATCH' })
      .then(read(VIEWED, ignoredAnswer))
      .then(() => undefined),
};
