import { getI18n } from '@/core/i18n/i18n';
import type { Unmount } from '@/core/mount/widget';
import { withoutOwnPolicy } from '@/core/security/trusted-types';
import { renderWidget } from '@/core/ui/render-widget';
import type { TopAnnouncementConfig } from '../config';
import { announcementText, createAnnouncementSanitizer } from '../sanitize';
import { Announcement } from './announcement';
import styles from './announcement.module.css';

export interface AnnouncementProps {
  config: TopAnnouncementConfig;
  close(): void;
}

/** The lazy chunk's entry: React, DOMPurify and the texts load only when the announcement shows. */
export async function mountUi(element: HTMLElement, props: AnnouncementProps): Promise<Unmount> {
  const i18n = await getI18n(['top-announcement']);
  const source = props.config.content ?? '';
  // Without the bundle's Trusted Types policy no HTML can be parsed here: the text still shows.
  const content = withoutOwnPolicy()
    ? { text: announcementText(source) }
    : { html: createAnnouncementSanitizer()(source) };
  // The node keeps the height the server reserved; the strip fills it.
  element.classList.add(styles.host as string);
  const unmount = renderWidget(element, <Announcement {...props} content={content} />, {
    widget: 'top-announcement',
    i18n,
  });
  return () => {
    unmount();
    element.classList.remove(styles.host as string);
  };
}
