import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { mountWidgets, registerWidget, unmountWidgets } from '@/core/mount/mount-kit';
import { defineWidget } from '@/core/mount/widget';
import { freshMountKitEachTest } from './fresh-mount-kit';

const schema = v.object({ title: v.pipe(v.string(), v.minLength(1)) });

function makeWidget(name: string, onMount = vi.fn()) {
  const unmount = vi.fn();
  const widget = defineWidget({
    name,
    schema,
    mount: (element, config) => {
      onMount(element, config);
      element.textContent = config.title;
      return unmount;
    },
  });
  return { widget, onMount, unmount };
}

const kit = freshMountKitEachTest();

describe('mount kit', () => {
  it('does nothing, silently, when no node is on the page', async () => {
    const { widget, onMount } = makeWidget('alpha');
    await registerWidget(widget);
    expect(onMount).not.toHaveBeenCalled();
    expect(kit.errors).not.toHaveBeenCalled();
  });

  it('mounts every node with its own config', async () => {
    document.body.innerHTML =
      '<div data-tw-widget="alpha" data-title="one"></div><div data-tw-widget="alpha" data-title="two"></div>';
    const { widget, onMount } = makeWidget('alpha');
    await registerWidget(widget);
    expect(onMount).toHaveBeenCalledTimes(2);
    expect(
      [...document.querySelectorAll('[data-tw-widget]')].map((n) => [
        n.textContent,
        n.getAttribute('data-tw-state'),
      ]),
    ).toEqual([
      ['one', 'mounted'],
      ['two', 'mounted'],
    ]);
  });

  it('keeps a bad config from mounting, names it, and leaves the other widgets working', async () => {
    document.body.innerHTML =
      '<div id="bad" data-tw-widget="alpha" data-title=""></div><div id="good" data-tw-widget="beta" data-title="ok"></div>';
    const alpha = makeWidget('alpha');
    const beta = makeWidget('beta');
    await Promise.all([registerWidget(alpha.widget), registerWidget(beta.widget)]);
    expect(alpha.onMount).not.toHaveBeenCalled();
    expect(document.getElementById('bad')?.getAttribute('data-tw-state')).toBe('error');
    expect(document.getElementById('good')?.textContent).toBe('ok');
    expect(kit.errors).toHaveBeenCalledTimes(1);
    expect(String(kit.errors.mock.calls[0]?.[0])).toMatch(
      /\[alpha\] invalid data-title: expected text, found an empty value$/,
    );
  });

  it('contains a widget whose mount throws', async () => {
    document.body.innerHTML =
      '<div id="x" data-tw-widget="boom" data-title="t"></div><div id="y" data-tw-widget="beta" data-title="ok"></div>';
    const boom = defineWidget({
      name: 'boom',
      schema,
      mount: () => Promise.reject(new Error('chunk failed')),
    });
    await Promise.all([registerWidget(boom), registerWidget(makeWidget('beta').widget)]);
    expect(document.getElementById('x')?.getAttribute('data-tw-state')).toBe('error');
    expect(document.getElementById('y')?.getAttribute('data-tw-state')).toBe('mounted');
    expect(String(kit.errors.mock.calls[0]?.[0])).toContain('boom failed to mount');
  });

  it('mounting twice does no harm', async () => {
    document.body.innerHTML = '<div data-tw-widget="alpha" data-title="one"></div>';
    const { widget, onMount } = makeWidget('alpha');
    await registerWidget(widget);
    await registerWidget(widget);
    await mountWidgets();
    expect(onMount).toHaveBeenCalledTimes(1);
  });

  it('mounts and unmounts HTML inserted later through the global API', async () => {
    const { widget, onMount, unmount } = makeWidget('alpha');
    await registerWidget(widget);
    const container = document.createElement('section');
    container.innerHTML = '<div data-tw-widget="alpha" data-title="late"></div>';
    document.body.append(container);
    await window.TransportWidgets?.mount(container);
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(window.TransportWidgets?.widgets()).toEqual(['alpha']);
    window.TransportWidgets?.unmount(container);
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild?.hasAttribute('data-tw-state')).toBe(false);
    await mountWidgets(container);
    expect(onMount).toHaveBeenCalledTimes(2);
    unmountWidgets(container);
  });

  it('waits for the page gate before mounting', async () => {
    let open: () => void = () => undefined;
    window.transportWidgetsReady = new Promise<void>((resolve) => {
      open = resolve;
    });
    document.body.innerHTML = '<div data-tw-widget="alpha" data-title="one"></div>';
    const { widget, onMount } = makeWidget('alpha');
    const done = registerWidget(widget);
    await Promise.resolve();
    expect(onMount).not.toHaveBeenCalled();
    open();
    await done;
    expect(onMount).toHaveBeenCalledTimes(1);
    delete window.transportWidgetsReady;
  });
});
