import { memo } from 'react';
import { Marker, Tooltip } from 'react-leaflet';
import type { RouteTag } from '../../../contract/entities';
import { TAG_ICON } from './tagIcon';

/** The site's tags where they are, under the path's dots, each named (the checkpoints the guard should reach). */
export const SiteTagsLayer = memo(({ tags }: { tags: readonly RouteTag[] }) =>
  tags.map((tag) =>
    typeof tag.latitude !== 'number' || typeof tag.longitude !== 'number' ? null : (
      <Marker
        key={tag.id}
        position={[tag.latitude, tag.longitude]}
        icon={TAG_ICON}
        title={tag.name}
        zIndexOffset={-200}
      >
        <Tooltip direction="top">{tag.name}</Tooltip>
      </Marker>
    ),
  ),
);
