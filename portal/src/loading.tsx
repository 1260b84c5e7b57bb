/**
 * What a section of the portal loads: 'loading' until the server answers (again whenever what it asks for changes, so
 * a sheet never shows under another month's name), then the answer or the server's words for why not. A section that
 * follows the day (Today) reads again every so often while the page is in sight: what it shows stays up while it reads,
 * and a read that fails leaves it up, with when it was read and why it could not be updated.
 */
import { useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { kind: 'loading' }
  | {
      kind: 'shown';
      value: T;
      /** When the value was read (epoch seconds, the phone's clock). */
      readAt: number;
      /** Why the last re-read failed, the value shown being the one read at readAt; null when it is the last read. */
      notUpdated: string | null;
    }
  | { kind: 'failed'; message: string };

/** The words of a failed call (the server's message when it gave one). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Calls `load(key)` when shown and whenever `key` changes; an answer that comes after the section left is dropped.
 * With `everyMs`, calls it again that often while the page is visible (document.visibilityState), and at once when
 * the page becomes visible again, one read at a time; a re-read never puts 'loading' over what is shown.
 */
export function useLoaded<K, T>(key: K, load: (key: K) => Promise<T>, everyMs?: number): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    let reading = false;
    setState({ kind: 'loading' });
    const read = () => {
      if (reading) return;
      reading = true;
      loader.current(key).then(
        (value) => {
          reading = false;
          if (live) setState({ kind: 'shown', value, readAt: Date.now() / 1000, notUpdated: null });
        },
        (error: unknown) => {
          reading = false;
          const message = errorText(error);
          if (live)
            setState((last) =>
              last.kind === 'shown' ? { ...last, notUpdated: message } : { kind: 'failed', message },
            );
        },
      );
    };
    read();
    if (!everyMs)
      return () => {
        live = false;
      };
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(read, everyMs) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') read();
      follow();
    };
    follow();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, everyMs]);
  return state;
}

/** Why something could not be done, as an alert; nothing when there is nothing to say. */
export function Refused({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="refused">
      {message}
    </p>
  ) : null;
}
