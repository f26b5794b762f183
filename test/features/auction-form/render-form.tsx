import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import * as v from 'valibot';
import { getI18n } from '@/core/i18n/i18n';
import type { Locale } from '@/core/i18n/locales';
import { auctionFormConfigSchema, type AuctionFormConfig } from '@/features/auction-form/config';
import { draftKey } from '@/features/auction-form/state/draft/draft-keys';
import type { DraftPersistor } from '@/features/auction-form/state/draft/draft-persistence';
import type { FormEnvironment } from '@/features/auction-form/state/store/environment';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import { startForm } from '@/features/auction-form/state/store/start-form';
import { makeStore, type AppStore } from '@/features/auction-form/state/store/store';
import { FormEnvironmentContext } from '@/features/auction-form/ui/environment-context';
import { FormApp } from '@/features/auction-form/ui/form-app';
import { answerScreenWanted } from '@/features/auction-form/ui/steps/registry';

export interface RenderFormOptions {
  /** Data attributes as the widget would read them (defaults apply). */
  config?: Partial<v.InferInput<typeof auctionFormConfigSchema>>;
  locale?: Locale;
  currency?: string;
  /** Base path the step segments are appended to; default `/form/en/`. */
  stepBase?: string;
  /** Save and restore the draft in localStorage; off by default. */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** The page's `data-user-id`: the account the draft is saved for; a visitor by default. */
  userId?: string | null;
  /** The mount node to render into (e.g. one carrying `data-tw-widget`); appended to the body. */
  container?: HTMLElement;
}

export interface RenderedForm extends RenderResult {
  store: AppStore;
  env: FormEnvironment;
  user: UserEvent;
  /** The draft's persistor (with `persist`): the screen tests restore it themselves. */
  persistor: DraftPersistor | null;
}

function setUp(options: RenderFormOptions) {
  const config: AuctionFormConfig = v.parse(auctionFormConfigSchema, options.config ?? {});
  const env: FormEnvironment = {
    config,
    locale: options.locale ?? 'en',
    currency: options.currency ?? 'EUR',
    stepBase:
      options.stepBase ??
      (config.mode === 'edit' ? `/edit-auction/${config.auctionId}/` : '/form/en/'),
    draftKey: draftKey(config.mode, config.auctionId),
    userId: options.userId ?? null,
  };
  const { store, persistor } = makeStore({
    env,
    persist: options.persist ?? false,
    preloadedState: options.preloadedState,
  });
  // As the widget's mount does: the UI answers the store's requests for a screen.
  answerScreenWanted(store.dispatch);
  return { env, store, persistor };
}

/**
 * Renders the whole form (shell, start-up, navigation) with a fresh store,
 * as the widget mounts it (its start-up beside the first render). Waits for the first step's heading.
 */
export async function renderForm(options: RenderFormOptions = {}): Promise<RenderedForm> {
  const i18n = await getI18n(['auction-form'], options.locale ?? 'en');
  await i18n.changeLanguage(options.locale ?? 'en');
  await i18n.loadNamespaces(['auction-form']);
  const { env, store, persistor } = setUp(options);
  // As the widget's mount does: the start-up runs beside the first render, not from it.
  void store.dispatch(startForm(persistor));
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FormApp store={store} persistor={persistor} env={env} />
    </I18nextProvider>,
    options.container ? { container: document.body.appendChild(options.container) } : undefined,
  );
  return { ...result, store, env, user, persistor };
}

/**
 * Renders one screen (e.g. the route step) with the providers and a fresh
 * store, without the start-up: give it the state the screen needs.
 */
export async function renderStep(
  Screen: ComponentType,
  options: RenderFormOptions & { wrapper?: (children: ReactNode) => ReactNode } = {},
): Promise<RenderedForm> {
  const i18n = await getI18n(['auction-form'], options.locale ?? 'en');
  await i18n.changeLanguage(options.locale ?? 'en');
  await i18n.loadNamespaces(['auction-form']);
  const { env, store, persistor } = setUp(options);
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const body = <Screen />;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <FormEnvironmentContext.Provider value={env}>
          {options.wrapper ? options.wrapper(body) : body}
        </FormEnvironmentContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return { ...result, store, env, user, persistor };
}

/** The form's h1 once start-up has placed a step. */
export const findHeadline = () => screen.findByRole('heading', { level: 1 });
