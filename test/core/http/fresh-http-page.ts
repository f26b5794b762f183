import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { resetHttpForTests } from '@/core/http/client';
import { resetRouterForTests } from '@/core/router/get-router';

/**
 * A fresh page for a test of the HTTP door: the page meta given, and no page config, router, client
 * or reporting cached from an earlier test (each is read once per page in production). Returns the
 * list the reports of this test go to.
 */
export function freshHttpPage(meta: string): unknown[] {
  document.head.innerHTML = meta;
  resetPageConfigForTests();
  resetRouterForTests();
  resetHttpForTests();
  resetReportingForTests();
  const reports: unknown[] = [];
  setReportSink((error) => reports.push(error));
  return reports;
}
