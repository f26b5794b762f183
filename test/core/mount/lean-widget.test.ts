import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineLeanWidget, NOTHING, rawAttribute, type LeanMount } from '@/core/mount/lean-widget';
import { registerWidget, unmountWidgets } from '@/core/mount/mount-kit';
import { defineWidget } from '@/core/mount/widget';
import { freshMountKitEachTest } from './fresh-mount-kit';

const schema = v.object({
  show: v.optional(v.boolean(), false),
  size: v.optional(v.number()),
  title: v.optional(v.pipe(v.string(), v.minLength(3))),
});
type Config = v.InferOutput<typeof schema>;

/** A lean widget whose decision is "nothing" unless `data-show` is set; the full one renders the title. */
function makeLean(name: string, leanMount: LeanMount<Config> = NOTHING) {
  const mounted = vi.fn();
  const configured = defineWidget({
    name,
    schema: v.pipe(
      schema,
      v.check((config) => config.size !== 13, 'a size other than 13'),
    ) as unknown as typeof schema,
    mount: (element, config) => {
      mounted(config);
      element.textContent = config.title ?? 'shown';
    },
  });
  const load = vi.fn(() => Promise.resolve(configured));
  const widget = defineLeanWidget<Config>({
    name,
    decide: (element) => (rawAttribute(element, 'data-show') === undefined ? leanMount : null),
    load,
  });
  return { widget, load, mounted };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 30));

const kit = freshMountKitEachTest();

const state = (id: string) => document.getElementById(id)?.getAttribute('data-tw-state');

describe('lean widgets in the mount kit', () => {
  it('a node decided without the schema mounts and loads nothing when it carries no attribute', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="lean"></div>';
    const { widget, load } = makeLean('lean');
    await registerWidget(widget);
    expect(state('n')).toBe('mounted');
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(kit.errors).not.toHaveBeenCalled();
  });

  it('checks the attributes of a decided node later, naming a malformed one once; the node stays mounted', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="lean" data-size="big"></div>';
    const { widget, load, mounted } = makeLean('lean');
    await registerWidget(widget);
    expect(state('n')).toBe('mounted');
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(kit.errors).toHaveBeenCalledTimes(1));
    expect(String(kit.errors.mock.calls[0]?.[0])).toMatch(
      /\[lean\] invalid data-size: expected a number, found other text \(attribute ignored, its default applies\)$/,
    );
    expect(mounted).not.toHaveBeenCalled();
    expect(state('n')).toBe('mounted');
  });

  it('a config that could not have mounted unmounts the decided node and marks it failed', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="lean" data-size="13"></div>';
    const leanUnmount = vi.fn();
    const { widget } = makeLean('lean', () => leanUnmount);
    await registerWidget(widget);
    expect(state('n')).toBe('mounted');
    await vi.waitFor(() => expect(state('n')).toBe('error'));
    expect(leanUnmount).toHaveBeenCalledTimes(1);
    expect(kit.errors).toHaveBeenCalledTimes(1);
    expect(String(kit.errors.mock.calls[0]?.[0])).toMatch(
      /\[lean\] invalid config: expected a size other than 13/,
    );
  });

  it('a lean mount that asks for the config shares the one parse with the later check', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="lean" data-title="ab"></div>';
    let seen: Config | undefined;
    const { widget, load } = makeLean('lean', (_element, configured) => {
      void configured().then((config) => {
        seen = config;
      });
    });
    await registerWidget(widget);
    await vi.waitFor(() => expect(seen).toEqual({ show: false }));
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(kit.errors).toHaveBeenCalledTimes(1);
    expect(String(kit.errors.mock.calls[0]?.[0])).toMatch(/\[lean\] invalid data-title/);
  });

  it('an undecided node loads the configured widget and mounts it, reporting at once', async () => {
    document.body.innerHTML =
      '<div id="n" data-tw-widget="lean" data-show="true" data-title="x"></div>';
    const { widget, load, mounted } = makeLean('lean');
    await registerWidget(widget);
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveBeenCalledWith({ show: true });
    expect(state('n')).toBe('mounted');
    expect(document.getElementById('n')?.textContent).toBe('shown');
    expect(kit.errors).toHaveBeenCalledTimes(1);
  });

  it('a node removed before its check is not checked', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="lean" data-size="big"></div>';
    const { widget, load } = makeLean('lean');
    await registerWidget(widget);
    unmountWidgets(document);
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(kit.errors).not.toHaveBeenCalled();
  });

  it('a failing load marks only that node failed', async () => {
    document.body.innerHTML =
      '<div id="a" data-tw-widget="lean" data-show="true"></div><div id="b" data-tw-widget="other"></div>';
    const broken = defineLeanWidget<Config>({
      name: 'lean',
      decide: () => null,
      load: () => Promise.reject(new Error('chunk failed')),
    });
    await Promise.all([registerWidget(broken), registerWidget(makeLean('other').widget)]);
    expect(state('a')).toBe('error');
    expect(state('b')).toBe('mounted');
    expect(String(kit.errors.mock.calls[0]?.[0])).toContain('lean failed to mount');
  });
});
