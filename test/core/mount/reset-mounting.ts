import { resetMountKitForTests } from '@/core/mount/mount-kit';
import { resetRegistryForTests } from '@/core/mount/registry';

/**
 * Forgets what a page's runtime and mount kit hold: the widgets, their nodes and the kit's start.
 * The registry's reset is the tests' own call, so that no production chunk imports it and the
 * runtime every page loads does not carry it.
 */
export function resetMounting(): void {
  resetRegistryForTests();
  resetMountKitForTests();
}
