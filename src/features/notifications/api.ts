import { apiRequest } from '../../core/http/client';
import { toItems, toUnreadCount, type NotificationItem } from './model';

export interface NotificationsApi {
  unread(signal?: AbortSignal): Promise<number>;
  list(type: string, signal?: AbortSignal): Promise<NotificationItem[]>;
  markViewed(id: string): Promise<void>;
}

export const notificationsApi: NotificationsApi = {
  unread: (signal) =>
    apiRequest({ route: 'api_get_message_unread_prompt', signal }).then(toUnreadCount),
  list: (type, signal) =>
    apiRequest({ route: 'api_get_my_account_messages', params: { type }, signal }).then(toItems),
  markViewed: (id) =>
    apiRequest({
      route: 'api_patch_message_mark_as_viewed',
      params: { messageId: id },
      method: 'PATCH',
    }).then(() => undefined),
};
