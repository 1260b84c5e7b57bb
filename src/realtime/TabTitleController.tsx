import { useEffect } from 'react';
import { useRedCount } from './LiveContext';
import { titleWithCount } from './tabTitle';

/**
 * Puts the unanswered red count in front of the browser tab's title, on every page of the shell: a page sets
 * its own title (`<title>`), and the count is put back whenever that title changes.
 */
export const TabTitleController = () => {
  const red = useRedCount();
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, red);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [red]);
  return null;
};
