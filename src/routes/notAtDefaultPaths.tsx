import { Route } from 'react-router';
import { NotFound } from './lazyPages';

/**
 * The children of every <Resource>: its screens are at the spec's paths (the routes table in ./index), so
 * react-admin's own /{resource}/… paths are not found.
 */
export const notAtDefaultPaths = <Route path="*" element={<NotFound />} />;
