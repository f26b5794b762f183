import { selectPictures } from '@/features/auction-form/state/pictures/pictures-slice';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

export function PicturesSummary() {
  const { t } = useSummaryT();
  const pictures = useAppSelector(selectPictures);
  return (
    <SummarySection name="pictures">
      {pictures.length === 0 ? (
        <p className={styles.muted}>{t('pictures.none')}</p>
      ) : (
        <ul className={styles.pictures}>
          {pictures.map((picture, index) => {
            const src = picture.thumbUrl ?? picture.originalUrl;
            const alt = t('pictures.alt', {
              number: index + 1,
              name: picture.originalName ?? '',
            });
            return (
              <li key={picture.uid} className={styles.picture}>
                {src ? (
                  <img className={styles.thumb} src={src} alt={alt} loading="lazy" />
                ) : (
                  <span className={styles.thumbMissing}>{alt}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SummarySection>
  );
}
