import { useTranslation } from 'react-i18next';
import type { TrustedHTML } from '@/core/security/trusted-types';
import controls from '@/core/ui/controls.module.css';
import { isSafeLink } from '../safe-link';
import styles from './announcement.module.css';
import type { AnnouncementProps } from './mount-ui';

/** Sanitised HTML, or plain text where no HTML can be parsed (Trusted Types without the bundle's policy). */
export type AnnouncementContent = { html: TrustedHTML | string } | { text: string };

/** The strip: sanitised text, an optional link and a real close button, in a labelled region. */
export function Announcement({
  config,
  close,
  content,
}: AnnouncementProps & { content: AnnouncementContent }) {
  const { t } = useTranslation('top-announcement');
  const link = config.linkUrl && isSafeLink(config.linkUrl) ? config.linkUrl : undefined;
  return (
    <div
      role="region"
      aria-label={t('region')}
      className={`${styles.bar} ${styles[config.variant] ?? ''}`}
      data-variant={config.variant}
    >
      <p className={styles.content}>
        {'html' in content ? (
          // Sanitised by DOMPurify to the allow-list of sanitize.ts.
          <span
            className={styles.text}
            dangerouslySetInnerHTML={{ __html: content.html as string }}
          />
        ) : (
          <span className={styles.text}>{content.text}</span>
        )}
        {link && (
          <>
            {' '}
            <a className={styles.link} href={link} rel="noopener noreferrer">
              {config.linkText ?? t('more')}
            </a>
          </>
        )}
      </p>
      <button
        type="button"
        className={`${controls.iconButton} ${styles.close}`}
        aria-label={t('close')}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
