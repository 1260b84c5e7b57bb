import { ReferenceInput, SelectInput } from 'react-admin';

/** A list's site filter, applied by the server: every site of the company until one is chosen. */
export const siteFilter = ({ label, allSites, minWidth }: { label: string; allSites: string; minWidth: number }) => (
  <ReferenceInput
    key="siteId"
    source="siteId"
    reference="sites"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={1000}
    alwaysOn
  >
    <SelectInput
      optionText="name"
      label={label}
      emptyText={allSites}
      helperText={false}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    />
  </ReferenceInput>
);
