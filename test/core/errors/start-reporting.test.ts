import { afterEach, describe, expect, it, vi } from 'vitest';

const createSentrySink = vi.fn(() => vi.fn());
vi.mock('@/core/errors/sentry-client', () => ({ createSentrySink }));

const { startErrorReporting, resetStartReportingForTests } =
  await import('@/core/errors/start-reporting');
const { reportError, resetReportingForTests } = await import('@/core/errors/report');

const page = {
  sentryDsn: 'https://k@o.ingest.example.invalid/1',
  currency: 'EUR',
  apiTimeout: 15000,
};

afterEach(() => {
  resetStartReportingForTests();
  resetReportingForTests();
  createSentrySink.mockClear();
});

describe('startErrorReporting', () => {
  it('initialises Sentry once per page however many widgets call it, and flushes what waited', async () => {
    reportError(new Error('early'), { widget: 'a' });
    startErrorReporting(page);
    startErrorReporting(page);
    startErrorReporting(page);
    await vi.waitFor(() => expect(createSentrySink).toHaveBeenCalledTimes(1));
    const sink = createSentrySink.mock.results[0]?.value as ReturnType<typeof vi.fn>;
    await vi.waitFor(() =>
      expect(sink).toHaveBeenCalledWith(expect.objectContaining({ message: 'early' }), {
        widget: 'a',
      }),
    );
  });

  it('loads nothing and keeps nothing without a DSN', async () => {
    startErrorReporting({ currency: 'EUR', apiTimeout: 15000 });
    reportError(new Error('dropped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createSentrySink).not.toHaveBeenCalled();
  });
});
