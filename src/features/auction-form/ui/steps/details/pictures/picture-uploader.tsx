import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { newUuid } from '@/features/auction-form/model/ids';
import {
  checkPictureFile,
  MAX_PICTURE_BYTES,
  MAX_PICTURES,
  PICTURE_EXTENSIONS,
  PICTURE_TYPES,
  uploadPicture,
  type PictureRejection,
} from '@/features/auction-form/api/pictures';
import { setUuid } from '@/features/auction-form/state/auction-slice';
import { openLogin } from '@/features/auction-form/state/open-login';
import { uploadFailure, type UploadFailure } from '@/features/auction-form/rules/classify-failure';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import {
  pictureRemovalRequested,
  selectPictureRemoval,
} from '@/features/auction-form/state/picture-removal-slice';
import { addPicture, selectPictures } from '@/features/auction-form/state/pictures-slice';
import { DETAILS_NS } from '../problem-text';
import { useAppStore } from '../use-app-store';
import { localThumbnail } from './local-thumbnail';
import styles from './pictures.module.css';

interface Upload {
  id: number;
  file: File;
  progress: number;
  status: 'uploading' | 'failed';
  /** Why the last attempt failed, for the tile's message. */
  reason: UploadFailure | null;
  /** The file's own preview while it is not on the server, once decoded. */
  preview: string | null;
}

interface Rejected {
  id: number;
  name: string;
  reason: PictureRejection;
}

const MB = Math.round(MAX_PICTURE_BYTES / (1024 * 1024));
const ACCEPT = [...PICTURE_TYPES, ...PICTURE_EXTENSIONS].join(',');
let nextId = 0;

/**
 * Pictures by picker or drag and drop. Each file is checked before it is
 * sent, uploads on its own with a progress bar, and a failure stays on screen
 * with a retry; the other pictures never notice.
 */
export default function PictureUploader() {
  const { t } = useTranslation(DETAILS_NS);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pictures = useAppSelector(selectPictures);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const { removing, failed: deleteFailed } = useAppSelector(selectPictureRemoval);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** The auction id, else its uuid (anonymous add mode); a uuid is made if the form has none yet. */
  const auctionId = (): number | string => {
    const { id, uuid } = store.getState().auction;
    if (id !== null) return id;
    if (uuid) return uuid;
    const made = newUuid();
    dispatch(setUuid(made));
    return made;
  };

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = (upload: Upload) => {
    patch(upload.id, { status: 'uploading', progress: 0, reason: null });
    uploadPicture({
      auctionId: auctionId(),
      file: upload.file,
      onProgress: (progress) => patch(upload.id, { progress }),
    }).then(
      (picture) => {
        dispatch(addPicture(picture));
        setUploads((list) => list.filter((u) => u.id !== upload.id));
      },
      (error: unknown) => patch(upload.id, { status: 'failed', reason: uploadFailure(error) }),
    );
  };

  const addFiles = (files: FileList | File[] | null) => {
    if (!files) return;
    const accepted: Upload[] = [];
    const refused: Rejected[] = [];
    let held = store.getState().pictures.length + uploads.length;
    for (const file of Array.from(files)) {
      const reason = checkPictureFile(file, held);
      if (reason) {
        refused.push({ id: nextId++, name: file.name, reason });
        continue;
      }
      held += 1;
      accepted.push({
        id: nextId++,
        file,
        progress: 0,
        status: 'uploading',
        reason: null,
        preview: null,
      });
    }
    setRejected(refused);
    setUploads((list) => [...list, ...accepted]);
    accepted.forEach(start);
    for (const upload of accepted)
      void localThumbnail(upload.file).then((preview) => preview && patch(upload.id, { preview }));
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
        <p className={styles.rejection} role="alert">
          {t('pictures.deleteFailed')}
        </p>
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
              <span className={styles.tileName}>{upload.file.name}</span>
              {upload.status === 'uploading' ? (
                <progress
                  className={styles.progress}
                  max={1}
                  value={upload.progress}
                  aria-label={t('pictures.uploading', { name: upload.file.name })}
                />
              ) : (
                <div className={styles.failure} role="alert">
                  <p className={styles.failureText}>
                    {t('pictures.failed', { name: upload.file.name })}{' '}
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
                    <button type="button" className={controls.link} onClick={() => start(upload)}>
                      {t('pictures.retry')}
                    </button>
                    <button
                      type="button"
                      className={controls.link}
                      onClick={() => setUploads((list) => list.filter((u) => u.id !== upload.id))}
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
