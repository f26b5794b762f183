import { useSyncExternalStore } from 'react';
import type { NotificationsState, NotificationsStore } from '../store';

export const useNotifications = (store: NotificationsStore): NotificationsState =>
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
