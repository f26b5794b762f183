// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addBreadcrumb,
  disableReporting,
  pendingBreadcrumbs,
  resetReportingForTests,
  setBreadcrumbSink,
  type Crumb,
} from '@/core/errors/report';

const crumb = (message: string): Crumb => ({ category: 'test', level: 'warning', message });

afterEach(() => resetReportingForTests());

describe('breadcrumbs', () => {
  it('wait for the Sentry client, then go to it in order', () => {
    addBreadcrumb(crumb('one'));
    addBreadcrumb(crumb('two'));
    const sink = vi.fn();
    setBreadcrumbSink(sink);
    addBreadcrumb(crumb('three'));
    expect(sink.mock.calls.map(([c]) => (c as Crumb).message)).toEqual(['one', 'two', 'three']);
    expect(pendingBreadcrumbs()).toEqual([]);
  });

  it('are dropped on a page without a DSN', () => {
    addBreadcrumb(crumb('one'));
    disableReporting();
    addBreadcrumb(crumb('two'));
    expect(pendingBreadcrumbs()).toEqual([]);
  });

  it('keep at most 20 while waiting', () => {
    for (let i = 0; i < 30; i += 1) addBreadcrumb(crumb(String(i)));
    expect(pendingBreadcrumbs()).toHaveLength(20);
  });
});
