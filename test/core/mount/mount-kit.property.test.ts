import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toAttributeName } from '@/core/config/data-attributes';
import { pageConfigSchema, resetPageConfigForTests } from '@/core/config/page-config';
import { ConfigError } from '@/core/errors/errors';
import { resetReportingForTests } from '@/core/errors/report';
import {
  mountWidgets,
  registerWidget,
  unmountWidgets,
  type RegisteredWidget,
} from '@/core/mount/mount-kit';
import { defineWidget, type WidgetDefinition } from '@/core/mount/widget';
import { widget as auctionForm } from '@/features/auction-form/widget';
import { leanWidget as leanCookieBar } from '@/features/cookie-consent/lean-widget';
import { widget as cookieBar } from '@/features/cookie-consent/widget';
import { leanWidget as leanLoginHelper } from '@/features/login-helper/lean-widget';
import { widget as loginHelper } from '@/features/login-helper/widget';
import { leanWidget as leanMobileAppBar } from '@/features/mobile-app-bar/lean-widget';
import { widget as mobileAppBar } from '@/features/mobile-app-bar/widget';
import { leanWidget as leanNotifications } from '@/features/notifications/lean-widget';
import { widget as notifications } from '@/features/notifications/widget';
import { leanWidget as leanTopAnnouncement } from '@/features/top-announcement/lean-widget';
import { widget as topAnnouncement } from '@/features/top-announcement/widget';
import { widget as validationMessages } from '@/features/validation-messages/widget';
import { ALL_PAYLOADS, POLLUTED_KEY } from '../../../fixtures/reliability/payloads';
import { widgetConfigSchemas } from '../../../widgets/config-schemas';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';
import { resetMounting } from './reset-mounting';

/*
 * "It never throws past the mount kit": whatever the data attributes of any
 * registered widget (and of the page's meta tag) hold, and however a widget's
 * mount fails, mountWidgets resolves, every node ends `mounted` or `error`,
 * and each failed node is named once on the console.
 */

const attributeValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom(...ALL_PAYLOADS),
  fc.integer().map(String),
  fc.constantFrom('true', 'false', '', '[]', '{}', 'null', '1e999', ' '),
);
const attributesFor = (schema: { entries: Record<string, unknown> }) => {
  const keys = Object.keys(schema.entries);
  const names = [
    ...keys.map(toAttributeName),
    'data-__proto__',
    'data-constructor',
    'data-tw-state',
  ];
  return fc.dictionary(fc.constantFrom(...names), attributeValue, { maxKeys: 5 });
};

/** How a mount may end: fine, nothing, a throw, a rejection with anything at all. */
const NASTY_REASONS: Array<() => unknown> = [
  () => new Error('chunk load failed'),
  () => new TypeError('Cannot read properties of undefined'),
  () => 'a string',
  () => null,
  () => undefined,
  () => 42,
  () => ({ message: 'plain object' }),
  () => Object.create(null) as unknown,
  () => ({
    toString() {
      throw new Error('toString throws');
    },
  }),
  () => new ConfigError('x', 'data-x', 'something', 'nothing'),
  () =>
    Object.assign(new Error('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig for jan@example.com'), {
      name: 'Error',
    }),
];
type Outcome =
  | { kind: 'ok' }
  | { kind: 'none' }
  | { kind: 'throw'; reason: number }
  | { kind: 'reject'; reason: number }
  | { kind: 'slow' };
const outcomeArb: fc.Arbitrary<Outcome> = fc.oneof(
  fc.constant<Outcome>({ kind: 'ok' }),
  fc.constant<Outcome>({ kind: 'none' }),
  fc.constant<Outcome>({ kind: 'slow' }),
  fc.nat(NASTY_REASONS.length - 1).map<Outcome>((reason) => ({ kind: 'throw', reason })),
  fc.nat(NASTY_REASONS.length - 1).map<Outcome>((reason) => ({ kind: 'reject', reason })),
);

const names = Object.keys(widgetConfigSchemas) as Array<keyof typeof widgetConfigSchemas>;
const nodeArb = fc.record({
  widget: fc.constantFrom(...names),
  attributes: fc.constant(null),
  outcome: outcomeArb,
});
const pageArb = attributesFor(pageConfigSchema);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetMounting();
  resetPageConfigForTests();
  resetReportingForTests();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  consoleError.mockRestore();
});

function setPage(attributes: Record<string, string>): void {
  document.head.innerHTML = '';
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'transport-widgets');
  for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value);
  document.head.append(meta);
}

describe('the mount kit contains everything', () => {
  it('random attributes on every widget and any mount failure: mountWidgets resolves, nodes end mounted or error, each error named once', async (context) => {
    const cases = fc.tuple(
      pageArb,
      fc.array(nodeArb, { minLength: 1, maxLength: 6 }).chain((nodes) =>
        fc.tuple(
          ...nodes.map((node) =>
            attributesFor(widgetConfigSchemas[node.widget]).map((attributes) => ({
              ...node,
              attributes,
            })),
          ),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([pageAttributes, nodes]) => {
        resetMounting();
        resetPageConfigForTests();
        resetReportingForTests();
        consoleError.mockClear();
        setPage(pageAttributes);
        document.body.innerHTML = '';
        const elements = nodes.map((node) => {
          const element = document.createElement('div');
          element.setAttribute('data-tw-widget', node.widget);
          for (const [name, value] of Object.entries(node.attributes))
            element.setAttribute(name, value);
          document.body.append(element);
          return element;
        });
        const outcomes = new Map(nodes.map((node, i) => [elements[i] as Element, node.outcome]));
        const mounted = new Set<Element>();
        const definitions: WidgetDefinition[] = names.map(
          (name) =>
            defineWidget({
              name,
              schema: widgetConfigSchemas[name],
              mount(element) {
                const outcome = outcomes.get(element) ?? { kind: 'ok' };
                mounted.add(element);
                switch (outcome.kind) {
                  case 'ok':
                    return () => undefined;
                  case 'none':
                    return undefined;
                  case 'slow':
                    return new Promise<() => void>((resolve) =>
                      setTimeout(() => resolve(() => undefined), 1),
                    );
                  case 'throw':
                    throw NASTY_REASONS[outcome.reason]!();
                  case 'reject':
                    return Promise.reject(NASTY_REASONS[outcome.reason]!());
                }
              },
            }) as WidgetDefinition,
        );
        await Promise.all(definitions.map((definition) => registerWidget(definition)));
        await expect(mountWidgets(document)).resolves.toBeUndefined();
        let failed = 0;
        elements.forEach((element) => {
          const state = element.getAttribute('data-tw-state');
          expect(['mounted', 'error']).toContain(state);
          const outcome = outcomes.get(element)!;
          const mountFailed = outcome.kind === 'throw' || outcome.kind === 'reject';
          if (state === 'error') failed += 1;
          // A node whose config parsed ran its mount; it is mounted exactly when the mount did not fail.
          if (mounted.has(element)) expect(state).toBe(mountFailed ? 'error' : 'mounted');
          else expect(state).toBe('error');
        });
        const lines = consoleError.mock.calls.map((call) => String(call[0]));
        // A bad optional attribute costs only itself: one line naming it, and the widget mounts.
        const ignored = lines.filter((line) => line.includes('(attribute ignored'));
        for (const line of ignored) expect(line).toMatch(/\[[\w-]+\] invalid data-[\w-]+/);
        const widgetLines = lines.filter(
          (line) => !line.includes('page config ignored') && !ignored.includes(line),
        );
        expect(widgetLines).toHaveLength(failed);
        expect(Object.prototype).not.toHaveProperty(POLLUTED_KEY);
        unmountWidgets(document);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'config parsing',
      label:
        'random pages through the mount kit (every widget, hostile attributes, failing mounts)',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  }, 120_000);

  const REAL_RUNS = 400;
  it('the real widgets with random attributes never reject and end mounted or error', async (context) => {
    // The helper entries' lean widgets (decide, then maybe load) beside the configured ones.
    const real = [
      auctionForm,
      cookieBar,
      loginHelper,
      mobileAppBar,
      notifications,
      topAnnouncement,
      validationMessages,
      leanCookieBar,
      leanLoginHelper,
      leanMobileAppBar,
      leanNotifications,
      leanTopAnnouncement,
    ] as Array<RegisteredWidget<unknown>>;
    const cases = fc.array(
      fc.constantFrom(...real).chain((definition) =>
        attributesFor(
          widgetConfigSchemas[definition.name as keyof typeof widgetConfigSchemas] as never,
        ).map((attributes) => ({
          definition,
          attributes,
        })),
      ),
      { minLength: 1, maxLength: 3 },
    );
    await fc.assert(
      fc.asyncProperty(pageArb, cases, async (pageAttributes, nodes) => {
        resetMounting();
        resetPageConfigForTests();
        setPage(pageAttributes);
        document.body.innerHTML = '';
        const elements = nodes.map(({ definition, attributes }) => {
          const element = document.createElement('div');
          element.setAttribute('data-tw-widget', definition.name);
          for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
          document.body.append(element);
          return element;
        });
        await Promise.all(
          [...new Set(nodes.map((n) => n.definition))].map((definition) =>
            registerWidget(definition),
          ),
        );
        await expect(mountWidgets(document)).resolves.toBeUndefined();
        for (const element of elements)
          expect(['mounted', 'error']).toContain(element.getAttribute('data-tw-state'));
        expect(Object.prototype).not.toHaveProperty(POLLUTED_KEY);
        unmountWidgets(document);
      }),
      { numRuns: REAL_RUNS },
    );
    recordFigure(context, {
      group: 'config parsing',
      label: 'random pages mounting the real widgets',
      value: REAL_RUNS,
      unit: 'cases',
    });
  }, 120_000);
});
