import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { RouteTag } from '../../../contract/entities';
import { useSelectedSite } from '../../authProvider/useSession';
import type { PatrolDataProvider } from '../../dataProvider';

/**
 * A new tag's Serial Number: free text, with the serials scanned at the site that are not tags yet.
 * Choosing one hands that tag to the page, which loads it so the save updates it (spec part 2 §4 'New tag').
 */
export const UnallocatedSerialInput = ({ onPick }: { onPick: (tag: RouteTag) => void }) => {
  const translate = useTranslate();
  const site = useSelectedSite();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { field, id } = useInput({ source: 'serialNumber' });
  const { data: tags = [] } = useQuery({
    queryKey: ['tags', 'unallocated', site?.id],
    queryFn: () => dataProvider.unallocatedTags(site?.id ?? 0),
    enabled: !!site,
  });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      options={tags.map((tag) => tag.serialNumber)}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, choice) => {
        const tag = tags.find((candidate) => candidate.serialNumber === choice);
        if (tag) onPick(tag);
      }}
      noOptionsText={translate('patrol.tags.noUnallocated')}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          label={translate('patrol.tags.fields.serialNumber')}
          variant="filled"
          size="small"
          margin="dense"
          sx={{ mb: 3 }}
        />
      )}
    />
  );
};
