/**
 * The ui project's setup: findBy… and waitFor wait up to 10 s for what the user would see. Rendering
 * react-admin and its lazy pages in jsdom on a busy 2-core machine can take longer than the library's
 * default second; this is a hang guard, not a timing.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
