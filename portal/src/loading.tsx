/**
 * What a section of the portal loads: 'loading' until the server answers (again whenever what it asks for changes, so
 * a sheet never shows under another month's name), then the answer or the server's words for why not.
 */
import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'shown'; value: T } | { kind: 'failed'; message: string };

/** The words of a failed call (the server's message when it gave one). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Calls `load(key)` when shown and whenever `key` changes; an answer that comes after the section left is dropped. */
export function useLoaded<K, T>(key: K, load: (key: K) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loader.current(key).then(
      (value) => live && setState({ kind: 'shown', value }),
      (error: unknown) => live && setState({ kind: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
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
