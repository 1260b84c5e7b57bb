import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RouteTag } from '../../../contract/entities';

interface SiteTagsListProps {
  tags: RouteTag[];
  positionOf: Map<number, number>;
  onToggle: (tag: RouteTag) => void;
  readOnly?: boolean;
}

/** 'Tags for this site': every tag, marked when it is in the route; a click toggles it. */
export const SiteTagsList = ({ tags, positionOf, onToggle, readOnly }: SiteTagsListProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h3" id="site-tags-title" sx={{ mt: 2 }}>
        {translate('patrol.routes.siteTags')}
      </Typography>
      <List dense aria-labelledby="site-tags-title">
        {tags.map((tag) => {
          const position = positionOf.get(tag.id);
          return (
            <ListItemButton
              key={tag.id}
              selected={!!position}
              aria-pressed={!!position}
              disabled={readOnly}
              onClick={() => onToggle(tag)}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {position ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
              </ListItemIcon>
              <ListItemText
                primary={tag.name}
                secondary={
                  position ? translate('patrol.routes.inRoute', { n: position }) : translate('patrol.routes.notInRoute')
                }
              />
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
};
