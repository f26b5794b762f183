import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/core/i18n/locales';
import { safeUrl } from '@/core/security/safe-url';
import controls from '@/core/ui/controls.module.css';
import type { NotificationItem } from '../model';
import styles from './notifications.module.css';
import { RelativeTime } from './relative-time';

interface Props {
  item: NotificationItem;
  locale: Locale;
  expanded: boolean;
  failed: boolean;
  onToggle(item: NotificationItem): void;
}

/** One entry: a disclosure whose opening reveals the text and marks the entry viewed. */
export const NotificationEntry = memo(function NotificationEntry({
  item,
  locale,
  expanded,
  failed,
  onToggle,
}: Props) {
  const { t } = useTranslation('notifications');
  const bodyId = `tw-notification-${item.id}`;
  return (
    <li className={styles.item} data-unread={item.viewed ? undefined : 'true'} data-id={item.id}>
      <button
        type="button"
        className={styles.itemButton}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => onToggle(item)}
      >
        <span className={item.viewed ? styles.dotRead : styles.dotUnread} aria-hidden="true" />
        <span className={styles.itemMain}>
          <span className={styles.itemMeta}>
            <span className={styles.kind}>
              {t(item.kind === 'message' ? 'kind.message' : 'kind.notification')}
            </span>
            <RelativeTime className={styles.time} value={item.createdAt} locale={locale} />
          </span>
          <span className={item.viewed ? styles.title : styles.titleUnread}>{item.title}</span>
          {!item.viewed && <span className={controls.visuallyHidden}>{t('unreadLabel')}</span>}
        </span>
      </button>
      <div id={bodyId} className={styles.itemBody} hidden={!expanded}>
        {item.body && <p className={styles.bodyText}>{item.body}</p>}
        {safeUrl(item.url) && (
          <a className={styles.openLink} href={safeUrl(item.url)}>
            {t('open')}
          </a>
        )}
      </div>
      {failed && (
        <p className={styles.inlineError} role="alert">
          {t('markFailed')}
        </p>
      )}
    </li>
  );
});
