import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/core/i18n/locales';
import controls from '@/core/ui/controls.module.css';
import type { NotificationItem } from '../model';
import type { NotificationsStore } from '../store';
import { NotificationEntry } from './notification-item';
import styles from './notifications.module.css';
import { useNotifications } from './use-store';

interface Props {
  store: NotificationsStore;
  locale: Locale;
  onOpenItem(id: string): void;
  onRetry(): void;
  /** Opens the login (the login helper's), when the page has one. */
  onLogin?(): void;
}

function BellIcon() {
  return (
    <svg
      className={styles.bellIcon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

const PANEL_WIDTH = 380;
const MARGIN = 8;

/** Which edge of the bell the panel aligns to, so it stays inside the viewport. */
export function panelSide(
  bell: { left: number; right: number },
  viewport: number,
): 'end' | 'start' {
  const fitsEnd = bell.right - PANEL_WIDTH >= MARGIN;
  const fitsStart = bell.left + PANEL_WIDTH <= viewport - MARGIN;
  return !fitsEnd && fitsStart ? 'start' : 'end';
}

/** The bell with its unread count, the panel it opens, and the polite announcer of new entries. */
export function NotificationsCentre({ store, locale, onOpenItem, onRetry, onLogin }: Props) {
  const { t } = useTranslation('notifications');
  const state = useNotifications(store);
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  // The panel opens towards the side with room: a bell at the left of the host's header opens it
  // rightwards. It reaches down no further than the screen's bottom or a bar fixed there (the
  // stylesheet takes the room below the bell from where the bell was when it opened).
  const [side, setSide] = useState<'end' | 'start'>('end');
  const [bellBottom, setBellBottom] = useState(0);

  useLayoutEffect(() => {
    if (!open || !rootRef.current) return;
    const bell = rootRef.current.getBoundingClientRect();
    setSide(panelSide(bell, document.documentElement.clientWidth));
    setBellBottom(Math.round(bell.bottom));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Stable, so memoised entries do not re-render when a live event arrives.
  const toggleItem = useCallback(
    (item: NotificationItem) => {
      setExpandedId((current) => (current === item.id ? null : item.id));
      if (!item.viewed) onOpenItem(item.id);
    },
    [onOpenItem],
  );

  const announcement = state.announcement;
  const badge = state.unread > 99 ? '99+' : String(state.unread);

  return (
    <div ref={rootRef} className={styles.centre}>
      <button
        ref={bellRef}
        type="button"
        className={`${controls.iconButton} ${styles.bell}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          state.status === 'signedOut'
            ? t('bellSignedOut')
            : state.unread > 0
              ? t('bellUnread', { count: state.unread })
              : t('bell')
        }
        data-unread={state.unread}
        data-signed-out={state.status === 'signedOut' ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {state.status === 'signedOut' && (
          <span className={styles.signedOutMark} aria-hidden="true">
            !
          </span>
        )}
        {state.unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>

      <div
        id={panelId}
        className={styles.panel}
        data-side={side}
        style={{ ['--_bell-bottom' as string]: `${bellBottom}px` }}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
      >
        {/* A closed panel renders nothing: a burst of live events then costs one bell update, not fifty entries. */}
        {open && (
          <>
            <div className={styles.panelHeader}>
              <h2 id={headingId} className={styles.heading}>
                {t('title')}
              </h2>
              {state.unread > 0 && (
                <span className={styles.summary}>
                  {t('unreadSummary', { count: state.unread })}
                </span>
              )}
              <button
                type="button"
                className={`${controls.iconButton} ${styles.close}`}
                aria-label={t('common:close')}
                onClick={() => setOpen(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {state.status === 'loading' && state.items.length === 0 && (
              <p className={styles.state}>{t('common:loading')}</p>
            )}
            {state.status === 'error' && state.items.length === 0 && (
              <div className={styles.state}>
                <p className={styles.stateText}>{t('loadError')}</p>
                <button type="button" className={controls.secondary} onClick={onRetry}>
                  {t('common:retry')}
                </button>
              </div>
            )}
            {state.status === 'signedOut' && (
              <div className={styles.state}>
                <p className={styles.stateText}>{t('signedOut')}</p>
                {onLogin && (
                  <button type="button" className={controls.secondary} onClick={onLogin}>
                    {t('login')}
                  </button>
                )}
              </div>
            )}
            {state.status === 'ready' && state.items.length === 0 && (
              <p className={styles.state}>{t('empty')}</p>
            )}
            {state.items.length > 0 && (
              <ul className={styles.list}>
                {state.items.map((item) => (
                  <NotificationEntry
                    key={item.id}
                    item={item}
                    locale={locale}
                    expanded={expandedId === item.id}
                    failed={state.failedId === item.id}
                    onToggle={toggleItem}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <div className={controls.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement &&
          (announcement.count === 1
            ? t('announceOne', { title: announcement.title })
            : t('announceMany', { count: announcement.count }))}
      </div>
    </div>
  );
}
