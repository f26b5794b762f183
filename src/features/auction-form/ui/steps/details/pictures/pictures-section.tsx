import { lazy, Suspense } from 'react';
import { loadWithOneRetry } from '@/core/errors/missing-file';
import { useDetailsT } from '../details-t';
import styles from './pictures.module.css';

// The uploader (XHR, drag and drop, thumbnails) is its own chunk: the screen paints without it.
const PictureUploader = lazy(() =>
  loadWithOneRetry(
    () => import(/* webpackChunkName: "form-picture-uploader" */ './picture-uploader'),
  ),
);

export function PicturesSection() {
  const { t } = useDetailsT();
  return (
    <section className={styles.section} aria-labelledby="tw-details-pictures-heading">
      <h2 id="tw-details-pictures-heading" className={styles.heading}>
        {t('pictures.heading')} <span className={styles.optional}>{t('optional')}</span>
      </h2>
      <Suspense
        fallback={
          <div className={styles.dropSkeleton} aria-label={t('pictures.loading')} role="status" />
        }
      >
        <PictureUploader />
      </Suspense>
    </section>
  );
}
