import { useEffect, useState } from 'react';
import { TOKEN_HEADER } from '../../contract/constants';
import { session } from '../authProvider/session';
import { config } from '../config';

export type StoredFile = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

/**
 * A stored file (a clock-in photo, a chat image: `/files/…`) as an object URL for `<img src>`. The server
 * hands stored files only to a signed-in user of their company, so the file is fetched with the session
 * token, like every other call; the object URL is released when the component goes or the file changes.
 */
export function useStoredFile(url: string): StoredFile {
  const [file, setFile] = useState<StoredFile>({ state: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let current = true;
    setFile({ state: 'loading' });
    const token = session.token();
    const load = url.startsWith('/files/')
      ? fetch(`${config().apiUrl}${url}`, { headers: token ? { [TOKEN_HEADER]: token } : {} }).then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.blob();
        })
      : Promise.reject(new Error('not a stored file'));
    load.then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ state: 'ready', src: objectUrl });
      },
      () => current && setFile({ state: 'failed' }),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return file;
}
