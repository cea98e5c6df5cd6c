import { useEffect, useRef, useState } from 'react';
import { resumePreview } from '../../../lib/api/resumes';
import type { DashText } from '../text';

/**
 * The first page of a ready resume, fetched only once its card scrolls near the screen (a library
 * of 200 never loads 200 images at once). The image needs the ID token, so it is read as a blob.
 */
export function ResumePreview({ id, version, name, t }: { id: string; version: string; name: string; t: DashText }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    resumePreview(id, 'ats')
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, version, visible]);

  return (
    <div ref={box} className="dash-preview">
      {url ? (
        <img src={url} alt={t('card.preview', { name })} className="dash-preview__image" width={170} height={220} />
      ) : (
        <span className="dash-preview__placeholder">
          {failed ? t('card.noPreview') : <span className="visually-hidden">{t('card.previewLoading')}</span>}
        </span>
      )}
    </div>
  );
}
