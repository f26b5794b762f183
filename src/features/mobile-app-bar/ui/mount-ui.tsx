import { getI18n } from '@/core/i18n/i18n';
import type { Unmount } from '@/core/mount/widget';
import { renderWidget } from '@/core/ui/render-widget';
import type { MobileAppBarConfig } from '../config';
import type { MobilePlatform } from '../platform';
import { AppBar } from './app-bar';

export interface AppBarProps {
  config: MobileAppBarConfig;
  platform: MobilePlatform;
  storeUrl: string;
  /** Stores the closed flag (never throws). */
  close(): void;
}

/** The lazy chunk's entry: React and the texts load only on a phone that shows the bar. */
export async function mountUi(element: HTMLElement, props: AppBarProps): Promise<Unmount> {
  const i18n = await getI18n(['mobile-app-bar']);
  return renderWidget(element, <AppBar {...props} />, { widget: 'mobile-app-bar', i18n });
}
