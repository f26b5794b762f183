import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { mountWidgets, registerWidget } from '@/core/mount/mount-kit';
import { CUSTOM_RULES } from '@/core/validation';
import type { PageJQuery, ValidatorStatic } from '@/features/validation-messages/page-jquery';
import { READY_EVENT, type ReadyDetail } from '@/features/validation-messages/ready';
import { resetValidationSetupForTests } from '@/features/validation-messages/setup';
import { widget } from '@/features/validation-messages/widget';
import { resetMounting } from '../../core/mount/reset-mounting';
import { installPageJQuery, removePageJQuery } from './jquery-page';

let $: PageJQuery;
let validator: ValidatorStatic;

function page(locale: string, body = '<div data-tw-widget="validation-messages"></div>'): void {
  document.head.innerHTML = `<meta name="transport-widgets" data-locale="${locale}">`;
  document.body.innerHTML = body;
}

beforeEach(async () => {
  // Each test starts from a jquery-validation that has never seen our entry.
  ({ $, validator } = await installPageJQuery());
  resetValidationSetupForTests();
  resetPageConfigForTests();
});

afterEach(() => {
  resetMounting();
  vi.restoreAllMocks();
  delete window.TransportWidgets;
  document.body.innerHTML = '';
});

describe('validation-messages entry', () => {
  it('registers the page locale messages and every rule under its spec name, then says it is ready', async () => {
    page('pl_PL');
    const events: ReadyDetail[] = [];
    document.addEventListener(READY_EVENT, (event) =>
      events.push((event as CustomEvent<ReadyDetail>).detail),
    );
    await registerWidget(widget);

    expect(validator.messages.required).toBe('To pole jest wymagane.');
    expect(validator.messages.maxlength).toBe('Proszę podać nie więcej niż {0} znaków.');
    expect(validator.messages.postal).toBe('Nieprawidłowy format kodu pocztowego.');
    for (const rule of CUSTOM_RULES)
      expect({ rule, type: typeof validator.methods[rule] }).toEqual({ rule, type: 'function' });
    expect(events).toEqual([{ locale: 'pl' }]);
    await expect(window.TransportWidgets?.validationMessagesReady).resolves.toEqual({
      locale: 'pl',
    });
    expect(document.querySelector('[data-tw-widget]')?.getAttribute('data-tw-state')).toBe(
      'mounted',
    );
  });

  it('registers once, however many nodes and mounts', async () => {
    page(
      'de',
      '<div data-tw-widget="validation-messages"></div><div data-tw-widget="validation-messages"></div>',
    );
    const addMethod = vi.spyOn(validator, 'addMethod');
    const ready = vi.fn();
    document.addEventListener(READY_EVENT, ready);
    await registerWidget(widget);
    await mountWidgets(document);
    await window.TransportWidgets?.mount();
    expect(addMethod).toHaveBeenCalledTimes(CUSTOM_RULES.length);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(validator.messages.required).toBe('Dieses Feld ist ein Pflichtfeld.');
  });

  it('leaves a jQuery that another copy of the bundle already set up alone', async () => {
    page('fr');
    validator.transportWidgets = { locale: 'pl' };
    const addMethod = vi.spyOn(validator, 'addMethod');
    const ready = vi.fn();
    document.addEventListener(READY_EVENT, ready);
    await registerWidget(widget);
    expect(addMethod).not.toHaveBeenCalled();
    expect(validator.messages.required).toBe('This field is required.');
    expect((ready.mock.calls[0]?.[0] as CustomEvent<ReadyDetail>).detail).toEqual({ locale: 'pl' });
  });

  it('says clearly that jQuery is missing and does nothing else', async () => {
    removePageJQuery();
    page('pl');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ready = vi.fn();
    document.addEventListener(READY_EVENT, ready);
    await registerWidget(widget);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /validation-messages: jQuery \(window\.jQuery\) is not on this page/,
    );
    expect(ready).not.toHaveBeenCalled();
    expect(validator.transportWidgets).toBeUndefined();
    expect(validator.messages.required).toBe('This field is required.');
  });

  it('says so when jQuery is there but jquery-validation is not', async () => {
    const saved = $.validator;
    delete $.validator;
    page('pl');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await registerWidget(widget);
    } finally {
      $.validator = saved;
    }
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /jquery-validation \(\$\.validator\) is not on this page/,
    );
    expect(validator.transportWidgets).toBeUndefined();
  });

  it('does nothing on a page without its node', async () => {
    page('pl', '<form></form>');
    const addMethod = vi.spyOn(validator, 'addMethod');
    await registerWidget(widget);
    expect(addMethod).not.toHaveBeenCalled();
  });
});
