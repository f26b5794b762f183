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

export const notificationsApi: NotificationsApi = {
  unread: (signal) =>
    apiRequest({ route: UNREAD, signal }).then(parseAnswer(UNREAD, unreadPromptAnswer)),
  list: (type, signal) =>
    apiRequest({ route: LIST, params: { type }, signal }).then(parseAnswer(LIST, messagesAnswer)),
  markViewed: (id) =>
    apiRequest({ route: VIEWED, params: { messageId: id }, method: 'PATCH' })
      .then(parseAnswer(VIEWED, ignoredAnswer))
      .then(() => undefined),
};
