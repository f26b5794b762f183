import { useRef, useState, type DragEvent } from 'react';
import controls from '@/core/ui/controls.module.css';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURES,
  PICTURE_EXTENSIONS,
  PICTURE_TYPES,
} from '@/features/auction-form/api/pictures';
import { openLogin } from '@/features/auction-form/state/navigation/open-login';
import {
  pictureRemovalRequested,
  selectPictureRemoval,
} from '@/features/auction-form/state/pictures/picture-removal-slice';
import {
  addPictureFiles,
  dismissUpload,
  startUpload,
} from '@/features/auction-form/state/pictures/picture-uploads';
import {
  selectPictureUploads,
  selectRefusedFiles,
} from '@/features/auction-form/state/pictures/picture-uploads-slice';
import { selectPictures } from '@/features/auction-form/state/pictures/pictures-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from './pictures.module.css';

const MB = Math.round(MAX_PICTURE_BYTES / (1024 * 1024));
const ACCEPT = [...PICTURE_TYPES, ...PICTURE_EXTENSIONS].join(',');

/**
 * Pictures by picker or drag and drop. Each file is checked before it is
 * sent, uploads on its own with a progress bar, and a failure stays on screen
 * with a retry; the other pictures never notice. The uploads are the store's
 * (state/pictures/picture-uploads.ts): this screen dispatches and shows them.
 */
export default function PictureUploader() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const pictures = useAppSelector(selectPictures);
  const uploads = useAppSelector(selectPictureUploads);
  const rejected = useAppSelector(selectRefusedFiles);
  const { removing, failed: deleteFailed } = useAppSelector(selectPictureRemoval);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = (files: FileList | null) => {
    if (files) dispatch(addPictureFiles(Array.from(files)));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className={styles.uploader}>
      <div
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="picture-drop-zone"
      >
        <span className={styles.dropIcon} aria-hidden="true">
          ⬆
        </span>
        <button type="button" className={controls.secondary} onClick={() => input.current?.click()}>
          {t('pictures.choose')}
        </button>
        <span className={styles.dropText}>{t('pictures.drop')}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className={controls.visuallyHidden}
          tabIndex={-1}
          aria-label={t('pictures.choose')}
          data-testid="picture-input"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p className={styles.hint}>{t('pictures.hint', { size: MB, count: MAX_PICTURES })}</p>

      {rejected.length > 0 && (
        <ul className={styles.rejections} role="alert">
          {rejected.map((r) => (
            <li key={r.id} className={styles.rejection}>
              {t(`pictures.rejected.${r.reason}`, { name: r.name, size: MB, count: MAX_PICTURES })}
            </li>
          ))}
        </ul>
      )}
      {deleteFailed && (
        <div className={`${styles.rejection} ${styles.removalFailure}`} role="alert">
          <p className={styles.removalText}>
            {t('pictures.deleteFailed')}{' '}
            {t([
              `pictures.deleteFailedBecause.${deleteFailed.reason}`,
              `pictures.failedBecause.${deleteFailed.reason}`,
            ])}
          </p>
          <div className={styles.failureActions}>
            {deleteFailed.reason === 'session' ? (
              <button type="button" className={controls.link} onClick={() => void openLogin()}>
                {t('pictures.logIn')}
              </button>
            ) : (
              <button
                type="button"
                className={controls.link}
                onClick={() => dispatch(pictureRemovalRequested(deleteFailed.uid))}
              >
                {t('pictures.retry')}
              </button>
            )}
          </div>
        </div>
      )}

      {(pictures.length > 0 || uploads.length > 0) && (
        <ul className={styles.grid} aria-label={t('pictures.listLabel')}>
          {pictures.map((picture) => (
            <li key={picture.uid} className={styles.tile}>
              <img
                className={styles.thumb}
                src={picture.thumbUrl ?? picture.originalUrl ?? ''}
                alt={picture.originalName ?? ''}
              />
              <span className={styles.tileName}>{picture.originalName}</span>
              <button
                type="button"
                className={styles.delete}
                aria-label={t('pictures.delete', { name: picture.originalName ?? '' })}
                disabled={removing === picture.uid}
                onClick={() => dispatch(pictureRemovalRequested(picture.uid))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className={
                upload.status === 'failed' ? `${styles.tile} ${styles.failed}` : styles.tile
              }
            >
              {upload.preview ? (
                // Named by the tile's text beside it.
                <img className={styles.thumb} src={upload.preview} alt="" />
              ) : (
                <div className={styles.pending} aria-hidden="true" />
              )}
              <span className={styles.tileName}>{upload.name}</span>
              {upload.status === 'uploading' ? (
                <progress
                  className={styles.progress}
                  max={1}
                  value={upload.progress}
                  aria-label={t('pictures.uploading', { name: upload.name })}
                />
              ) : (
                <div className={styles.failure} role="alert">
                  <p className={styles.failureText}>
                    {t('pictures.failed', { name: upload.name })}{' '}
                    {upload.reason && t(`pictures.failedBecause.${upload.reason}`)}
                  </p>
                  <div className={styles.failureActions}>
                    {upload.reason === 'session' && (
                      <button
                        type="button"
                        className={controls.link}
                        onClick={() => void openLogin()}
                      >
                        {t('pictures.logIn')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={controls.link}
                      onClick={() => dispatch(startUpload(upload.id))}
                    >
                      {t('pictures.retry')}
                    </button>
                    <button
                      type="button"
                      className={controls.link}
                      onClick={() => dispatch(dismissUpload(upload.id))}
                    >
                      {t('pictures.dismiss')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
