/**
 * Filing an incident: a category of the company's list, a severity, what the guard found, up to INCIDENT_PHOTOS_MAX
 * photos (the back camera or a file), with where and when the phone is. It goes through the outbox like every event
 * (photos uploaded first, then the `incident` event with their imageUrls), so nothing is lost with no signal; the
 * list below says of each report only what is true: waiting to send, received (stored by the server), or refused.
 */
import { useEffect, useState } from 'react';
import { INCIDENT_CATEGORIES, INCIDENT_PHOTOS_MAX, INCIDENT_SEVERITIES } from '../../contract/incidentLists';
import { type FiledIncident, loadFiled, saveFiled, settleFiled } from './filedIncidents';
import type { Record } from './Handset';
import type { Queued } from './outbox';
import { shrinkPhoto } from './photoShrink';
import { age, lastPosition } from './position';
import { TEXT } from './text';
import { hourMinute } from './time';

const T = TEXT.incident;

interface Photo {
  blob: Blob;
  url: string;
}

export function Incident({
  record,
  ready,
  waiting,
  rejected,
}: {
  record: Record;
  /** The outbox as it stands: whether it was read yet, what waits, what the server refused. */
  ready: boolean;
  waiting: Queued[];
  rejected: Queued[];
}) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [filed, setFiled] = useState<FiledIncident[]>(loadFiled);
  const [busy, setBusy] = useState(false);
  const position = lastPosition();

  useEffect(() => {
    setFiled((list) => {
      const next = settleFiled(list, { ready, waiting, rejected });
      if (next !== list) saveFiled(next);
      return next;
    });
  }, [ready, waiting, rejected]);

  const addPhotos = async (files: FileList | null) => {
    const room = INCIDENT_PHOTOS_MAX - photos.length;
    const added = await Promise.all([...(files ?? [])].slice(0, room).map(shrinkPhoto));
    setPhotos((list) => [...list, ...added.map((blob) => ({ blob, url: URL.createObjectURL(blob) }))]);
  };
  const removePhoto = (index: number) =>
    setPhotos((list) => {
      URL.revokeObjectURL(list[index].url);
      return list.filter((_, i) => i !== index);
    });

  return (
    <section className="incident">
      <h2>{T.title}</h2>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const fields = new FormData(form);
          const where = lastPosition();
          setBusy(true);
          const eventGuid = await record(
            {
              type: 'incident',
              category: String(fields.get('category')),
              severity: String(fields.get('severity')),
              text: String(fields.get('text')).trim(),
              ...(where ? { latitude: where.latitude, longitude: where.longitude } : {}),
            },
            photos.map((photo) => photo.blob),
          );
          const next = [
            {
              eventGuid,
              category: String(fields.get('category')),
              severity: String(fields.get('severity')),
              photos: photos.length,
              filedAt: Date.now(),
            },
            ...filed,
          ];
          saveFiled(next);
          setFiled(next);
          for (const photo of photos) URL.revokeObjectURL(photo.url);
          setPhotos([]);
          form.reset();
          setBusy(false);
        }}
      >
        <label>
          {T.category}
          <select name="category" required defaultValue="">
            <option value="" disabled>
              {T.chooseCategory}
            </option>
            {INCIDENT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </label>
        <fieldset className="severity">
          <legend>{T.severity}</legend>
          {INCIDENT_SEVERITIES.map((severity) => (
            <label key={severity} className={`choice ${severity}`}>
              <input type="radio" name="severity" value={severity} defaultChecked={severity === 'low'} />
              {T.severities[severity]}
            </label>
          ))}
          <p className="hint">{T.highHelp}</p>
        </fieldset>
        <label>
          {T.text}
          <textarea name="text" rows={4} />
        </label>
        {photos.length > 0 && (
          <ul className="thumbs">
            {photos.map((photo, index) => (
              <li key={photo.url}>
                <img src={photo.url} alt={T.photo(index + 1)} />
                <button type="button" className="link" onClick={() => removePhoto(index)}>
                  {T.removePhoto(index + 1)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < INCIDENT_PHOTOS_MAX ? (
          <label className="file">
            {T.addPhoto(photos.length)}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              multiple
              onChange={async (event) => {
                const input = event.currentTarget;
                await addPhotos(input.files);
                input.value = '';
              }}
            />
          </label>
        ) : (
          <p className="hint">{T.photosFull}</p>
        )}
        <p className="hint" data-testid="incident-where">
          {T.where(position ? TEXT.positionOf(position.accuracy, age(position)) : TEXT.noPosition)}
        </p>
        <button type="submit" className="primary" disabled={busy}>
          {T.send}
        </button>
      </form>
      {filed.length > 0 && (
        <>
          <h2>{T.filed}</h2>
          <ul className="filed" aria-label={T.filed}>
            {filed.map((one) => (
              <li key={one.eventGuid} data-guid={one.eventGuid}>
                <span className="time">{hourMinute(one.filedAt)}</span> <strong>{one.category}</strong> ·{' '}
                {T.severities[one.severity as keyof typeof T.severities] ?? one.severity}
                {one.photos > 0 && ` · ${T.photos(one.photos)}`}{' '}
                <span
                  className={one.receivedAt ? 'sent' : one.refused !== undefined ? 'sent refused' : 'sent waiting'}
                  data-testid="incident-state"
                >
                  {one.receivedAt
                    ? `✓ ${T.received(hourMinute(one.receivedAt))}`
                    : one.refused !== undefined
                      ? TEXT.alarmRefused(one.refused)
                      : TEXT.waitingToSend}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
