import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineLeanWidget, NOTHING, rawAttribute, type LeanMount } from '@/core/mount/lean-widget';
import { resetStartForTests, startWidget } from '@/core/mount/start';
import { defineWidget } from '@/core/mount/widget';
import { resetMounting } from './reset-mounting';

const schema = v.object({ size: v.optional(v.number()), title: v.optional(v.string()) });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetMounting();
  resetStartForTests();
  document.body.innerHTML = '';
  errors.mockRestore();
});

/** A lean widget: `data-show` needs the configured widget, anything else mounts `lean`. */
function lean(name: string, leanMount: LeanMount<unknown> = NOTHING) {
  const mounted = vi.fn();
  const load = vi.fn(() =>
    Promise.resolve(
      defineWidget({
        name,
        schema,
        mount: (element, config) => {
          mounted(config);
          element.textContent = config.title ?? 'configured';
        },
      }),
    ),
  );
  const widget = defineLeanWidget<unknown>({
    name,
    decide: (element) => (rawAttribute(element, 'data-show') === undefined ? leanMount : null),
    load,
  });
  return { widget, load, mounted };
}

const state = (id: string) => document.getElementById(id)?.getAttribute('data-tw-state');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startWidget: the helper entries decide without the mount kit', () => {
  it('a node decided synchronously is mounted at once, its unmount kept for the global API', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="quick"></div>';
    const unmount = vi.fn();
    const { widget, load } = lean('quick', () => unmount);
    startWidget(widget);
    await vi.waitFor(() => expect(state('n')).toBe('mounted'));
    expect(load).not.toHaveBeenCalled();
    window.TransportWidgets?.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(state('n')).toBeNull();
  });

  it('a node that needs its schema is handed to the kit, which mounts the configured widget', async () => {
    document.body.innerHTML =
      '<div id="n" data-tw-widget="schema" data-show="1" data-title="t"></div>';
    const { widget, load, mounted } = lean('schema');
    startWidget(widget);
    await vi.waitFor(() => expect(state('n')).toBe('mounted'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveBeenCalledWith({ title: 't' });
    expect(document.getElementById('n')?.textContent).toBe('t');
  });

  it('a mount that takes time is seen through by the kit; one that fails is marked and told once', async () => {
    document.body.innerHTML =
      '<div id="slow" data-tw-widget="slow"></div><div id="bad" data-tw-widget="bad"></div>';
    startWidget(lean('slow', () => settle().then(() => undefined)).widget);
    startWidget(lean('bad', () => Promise.reject(new Error('chunk failed'))).widget);
    await vi.waitFor(() => expect(state('slow')).toBe('mounted'));
    await vi.waitFor(() => expect(state('bad')).toBe('error'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('bad failed to mount');
  });

  it('a decision that throws costs only its node', async () => {
    document.body.innerHTML =
      '<div id="a" data-tw-widget="thrower"></div><div id="b" data-tw-widget="quiet"></div>';
    startWidget(
      defineLeanWidget({
        name: 'thrower',
        decide: () => {
          throw new Error('cannot decide');
        },
        load: () => Promise.reject(new Error('never')),
      }),
    );
    startWidget(lean('quiet').widget);
    await vi.waitFor(() => expect(state('a')).toBe('error'));
    expect(state('b')).toBe('mounted');
  });

  it('a decided node with attributes gets the schema check after load, when idle: a bad one is named once', async () => {
    document.body.innerHTML = '<div id="n" data-tw-widget="checked" data-size="big"></div>';
    const { widget, load } = lean('checked');
    startWidget(widget);
    await vi.waitFor(() => expect(state('n')).toBe('mounted'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/\[checked\] invalid data-size/);
    expect(state('n')).toBe('mounted');
  });

  it('TransportWidgets.mount() mounts HTML inserted later, through the kit', async () => {
    const { widget } = lean('later', (element) => {
      element.textContent = 'decided';
    });
    startWidget(widget);
    await settle();
    const node = document.createElement('div');
    node.setAttribute('data-tw-widget', 'later');
    document.body.append(node);
    await window.TransportWidgets?.mount(document.body);
    expect(node.getAttribute('data-tw-state')).toBe('mounted');
    expect(node.textContent).toBe('decided');
    expect(window.TransportWidgets?.widgets()).toContain('later');
  });
});
