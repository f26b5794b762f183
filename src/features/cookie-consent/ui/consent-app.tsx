import { useId, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { useBottomSpace } from '@/core/ui/use-bottom-space';
import { hasCategory, isPolishHost, toggleCategory, type Choice } from '../consent-bits';
import type { ConsentUiHost } from '../ui-contract';
import { CategoryToggle } from './category-toggle';
import styles from './cookie-bar.module.css';
import type { ViewStore } from './view-store';

interface Props {
  host: ConsentUiHost;
  store: ViewStore;
}

/** The bar and its settings view: one fixed, labelled region that never blocks the page. */
export function ConsentApp({ host, store }: Props) {
  const { t } = useTranslation('cookie-consent');
  // The same snapshot for hydration: the build rendered the store's state as it starts.
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  // The bar covers the bottom of the screen: the form and the notifications sheet make room.
  const barRef = useBottomSpace('cookie-bar');
  const settingsButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const analyticsLocked = isPolishHost(host.hostname);
  const decided = host.stored() !== null;

  // At commit, not after paint: a view that opens from outside React (a settings link, the public
  // API) would otherwise show its heading for a moment before focus reaches it.
  useLayoutEffect(() => {
    if (!state.focusTarget) return;
    (state.focusTarget === 'settings' ? settingsHeading.current : settingsButton.current)?.focus();
  }, [state.focusRequest, state.focusTarget]);

  const close = () => {
    const back = state.returnTo;
    store.set({ view: null, returnTo: null, focusTarget: null });
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  const decide = (choice: Choice) => {
    const value = host.decide(choice, state.selection);
    // Never awaited: a slow or failing log must not hold the page. Its HTTP client and router load
    // only now, so they are not on the bar's way to being painted and interactive.
    void import(/* webpackChunkName: "consent-log" */ './consent-log')
      .then(({ logConsent }) => logConsent(value))
      .catch(() => false);
    store.set({ status: t('saved') });
    close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state.view !== 'settings') return;
    event.stopPropagation();
    if (decided) close();
    else store.focusOn('bar', 'bar');
  };

  const policy = host.config.policyUrl ? (
    <a className={styles.policy} href={host.config.policyUrl}>
      {t('policy')}
    </a>
  ) : null;

  return (
    <>
      <p role="status" className={controls.visuallyHidden}>
        {state.status}
      </p>
      {state.view && (
        <div
          ref={barRef}
          role="region"
          aria-labelledby={titleId}
          className={styles.bar}
          data-nosnippet=""
          data-view={state.view}
          onKeyDown={onKeyDown}
        >
          {state.view === 'bar' ? (
            <div className={styles.inner}>
              <div className={styles.text}>
                <h2 id={titleId} className={styles.title}>
                  {t('title')}
                </h2>
                <p className={styles.body}>
                  {t('body')} {policy}
                </p>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${controls.button} ${styles.choice}`}
                  onClick={() => decide('acceptAll')}
                >
                  {t('acceptAll')}
                </button>
                <button
                  type="button"
                  className={`${controls.button} ${styles.choice}`}
                  onClick={() => decide('necessaryOnly')}
                >
                  {t('necessaryOnly')}
                </button>
                <button
                  ref={settingsButton}
                  type="button"
                  className={`${controls.link} ${styles.more}`}
                  onClick={() => store.focusOn('settings', 'settings')}
                >
                  {t('settings')}
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.inner}>
              <div className={styles.settings}>
                <div className={styles.settingsHead}>
                  <h2 id={titleId} ref={settingsHeading} tabIndex={-1} className={styles.title}>
                    {t('settingsTitle')}
                  </h2>
                  {decided && (
                    <button
                      type="button"
                      className={`${controls.iconButton} ${styles.close}`}
                      aria-label={t('close')}
                      onClick={close}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </div>
                <p className={styles.body}>
                  {t('settingsIntro')} {policy}
                </p>
                <ul className={styles.categories}>
                  <CategoryToggle
                    name={t('necessary.name')}
                    description={t('necessary.description')}
                    checked
                    locked
                    note={t('alwaysOn')}
                  />
                  <CategoryToggle
                    name={t('analytics.name')}
                    description={t('analytics.description')}
                    checked={hasCategory(state.selection, 'analytics')}
                    locked={analyticsLocked}
                    note={analyticsLocked ? t('alwaysOn') : undefined}
                    onChange={(on) =>
                      store.set({ selection: toggleCategory(state.selection, 'analytics', on) })
                    }
                  />
                  <CategoryToggle
                    name={t('marketing.name')}
                    description={t('marketing.description')}
                    checked={hasCategory(state.selection, 'marketing')}
                    onChange={(on) =>
                      store.set({ selection: toggleCategory(state.selection, 'marketing', on) })
                    }
                  />
                </ul>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`${controls.button} ${styles.choice}`}
                    onClick={() => decide('save')}
                  >
                    {t('save')}
                  </button>
                  <button
                    type="button"
                    className={`${controls.button} ${styles.choice}`}
                    onClick={() => decide('acceptAll')}
                  >
                    {t('acceptAll')}
                  </button>
                  {!decided && (
                    <button
                      type="button"
                      className={`${controls.link} ${styles.more}`}
                      onClick={() => store.focusOn('bar', 'bar')}
                    >
                      {t('back')}
                    </button>
                  )}
                </div>
              </div>
            </div>
          )}
        </div>
      )}
    </>
  );
}
