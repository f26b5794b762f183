import { act } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { renderWidget } from '@/core/ui/render-widget';

function Hello() {
  const { t } = useTranslation('demo');
  return <p>{t('hello')}</p>;
}

function Broken(): never {
  throw new Error('render failed for x@y.pl');
}

afterEach(() => {
  document.body.innerHTML = '';
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe('renderWidget', () => {
  it('renders translated content in a themed root and unmounts cleanly', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'pl', resources: { pl: { demo: { hello: 'Cześć' } } } });
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = renderWidget(element, <Hello />, { widget: 'demo', i18n });
    });
    expect(element.textContent).toBe('Cześć');
    expect(element.classList.length).toBe(1);
    act(() => unmount());
    expect(element.textContent).toBe('');
    expect(element.classList.length).toBe(0);
  });

  it('keeps a render error inside the widget, reports it once, without personal data in the console', async () => {
    const reports: unknown[] = [];
    setReportSink((error) => reports.push(error));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const broken = document.createElement('div');
    const sibling = document.createElement('p');
    sibling.textContent = 'host content';
    document.body.append(broken, sibling);
    await act(async () => {
      renderWidget(broken, <Broken />, { widget: 'demo', i18n, fallback: <span>fallback</span> });
    });
    expect(broken.textContent).toBe('fallback');
    expect(sibling.textContent).toBe('host content');
    expect(reports).toHaveLength(1);
    const ours = errors.mock.calls
      .map((c) => String(c[0]))
      .filter((line) => line.includes('[transport-widgets]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('[email]');
  });
});
