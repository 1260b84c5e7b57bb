/**
 * The ui project's setup, run before each test file.
 *
 * findBy… and waitFor wait up to 10 s for what the user would see. Rendering react-admin and its lazy pages in
 * jsdom on a busy 2-core machine can take longer than the library's default second; this is a hang guard, not a
 * timing.
 *
 * Each file starts with none of the styles the files before it drew. The project shares one module graph and one
 * jsdom document among its files (`isolate: false`), and emotion keeps every rule it ever wrote, one `<style>` a
 * rule in development: after four files the document held 1,144, and jsdom reads them all on each
 * `getComputedStyle` (every `getByRole` asks it of each element and its parents), so a file late in the lane ran
 * slower the more files came before it (ScheduleForm's night-window test took 17 s in a clean-clone run, 1.6 s
 * alone). Emptying emotion's sheet and its record of what it wrote makes each file draw
 * its own styles again, as when it runs alone (docs/performance.md#tests-and-ci).
 */
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { configure } from '@testing-library/react';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

configure({ asyncUtilTimeout: 10_000 });

/** The emotion cache MUI writes to (the default one: the console sets no CacheProvider). */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  const Read = () => {
    cache = useEmotionCache();
    return null;
  };
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Read)));
  act(() => root.unmount());
  if (!cache) throw new Error('no emotion cache');
  return cache;
}

const cache = emotionCache();
cache.sheet.flush();
cache.inserted = {};
