/**
 * An approved incident's photos: thumbnails fetched with the client's session (a plain <img> could not send it),
 * each opened large on a tap and closed with Close or Escape. A photo that cannot be fetched says so in its place.
 */
import { useEffect, useState } from 'react';
import { incidentPhoto } from './api';
import { TEXT } from './text';

function usePhoto(incidentId: number, index: number) {
  const [photo, setPhoto] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    incidentPhoto(incidentId, index).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setPhoto({ url });
      },
      () => live && setPhoto({ failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [incidentId, index]);
  return photo;
}

function Photo({ incidentId, index, of }: { incidentId: number; index: number; of: number }) {
  const photo = usePhoto(incidentId, index);
  const [large, setLarge] = useState(false);
  const alt = TEXT.photoOf(index + 1, of);
  useEffect(() => {
    if (!large) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setLarge(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [large]);
  if (photo.failed) return <span className="photo-missing">{TEXT.photoMissing}</span>;
  if (!photo.url) return <span className="photo-loading" role="img" aria-label={TEXT.loading} />;
  return (
    <>
      <button type="button" className="thumb" onClick={() => setLarge(true)}>
        <img src={photo.url} alt={alt} />
      </button>
      {large ? (
        <div className="photo-large" role="dialog" aria-label={alt}>
          <img src={photo.url} alt={alt} />
          <button type="button" onClick={() => setLarge(false)}>
            {TEXT.close}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function IncidentPhotos({ incidentId, count }: { incidentId: number; count: number }) {
  return (
    <div className="photos">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a photo's place in the report is its identity.
        <Photo key={index} incidentId={incidentId} index={index} of={count} />
      ))}
    </div>
  );
}
