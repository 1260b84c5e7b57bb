import type { ResourceProps } from 'react-admin';

/** What a resource folder's index gives <Resource name=… {...config} />. */
export type ResourceConfig = Omit<ResourceProps, 'name'>;
