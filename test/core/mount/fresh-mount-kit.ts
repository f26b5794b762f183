import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetMounting } from './reset-mounting';

/**
 * For mount-kit tests: console errors are silenced and kept (`kit.errors`, a fresh spy per test),
 * and the registry, the page config and the body are reset after each test.
 */
export function freshMountKitEachTest(): { errors: MockInstance } {
  const kit = {} as { errors: MockInstance };
  beforeEach(() => {
    kit.errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetMounting();
    resetPageConfigForTests();
    document.body.innerHTML = '';
    kit.errors.mockRestore();
  });
  return kit;
}
