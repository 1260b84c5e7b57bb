import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end the list counts as scrolled to the bottom. */
const SLACK_PX = 24;

const isAtBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= SLACK_PX;

/** Whether a scrolled list is at its bottom (as state, and as a ref for event handlers), and a way there. */
export function useStickToBottom(ref: RefObject<HTMLElement | null>) {
  const [atBottom, setAtBottom] = useState(true);
  const stuck = useRef(true);

  const onScroll = useCallback(() => {
    if (!ref.current) return;
    stuck.current = isAtBottom(ref.current);
    setAtBottom(stuck.current);
  }, [ref]);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    stuck.current = true;
    setAtBottom(true);
  }, [ref]);

  return { atBottom, stuck, onScroll, scrollToBottom };
}

/**
 * Keeps the list where the user reads: a newer last item scrolls it down while it is at the bottom; items
 * put in front (earlier messages) leave what was on screen in place.
 */
export function useKeepPlace(
  ref: RefObject<HTMLElement | null>,
  stuck: RefObject<boolean>,
  firstKey: unknown,
  lastKey: unknown,
) {
  const seen = useRef({ firstKey, lastKey, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = seen.current;
    if (stuck.current) element.scrollTop = element.scrollHeight;
    else if (before.firstKey !== firstKey && before.lastKey === lastKey) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { firstKey, lastKey, height: element.scrollHeight };
  }, [ref, stuck, firstKey, lastKey]);
}

/** A list at the bottom stays there when it gets smaller (a window made smaller, a send bar grown a line). */
export function useStayOnResize(ref: RefObject<HTMLElement | null>, stuck: RefObject<boolean>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stuck.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, stuck]);
}
