import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ReferenceInput, SelectInput, TextInput, useDataProvider } from 'react-admin';
import { useSelectedCompany } from '../../authProvider/useSession';
import type { PatrolDataProvider } from '../../dataProvider';
import { FreeTextAutocomplete } from './FreeTextAutocomplete';

const ALL = 1000;

/** Name, Address, Division and Branch (the company's existing values, or a new one) and the Area. */
export const SiteFields = ({ readOnly }: { readOnly?: boolean }) => {
  const companyId = useSelectedCompany()?.id ?? 0;
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data: divisions = [] } = useQuery({
    queryKey: ['sites', 'divisionOptions', companyId],
    queryFn: () => dataProvider.divisionOptions(companyId),
  });
  const { data: branches = [] } = useQuery({
    queryKey: ['sites', 'branchOptions', companyId],
    queryFn: () => dataProvider.branchOptions(companyId),
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="name" label="patrol.site.fields.name" readOnly={readOnly} />
      <TextInput source="address" label="patrol.site.fields.address" readOnly={readOnly} />
      <FreeTextAutocomplete
        source="division"
        label="patrol.site.fields.division"
        options={divisions}
        readOnly={readOnly}
      />
      <FreeTextAutocomplete source="branch" label="patrol.site.fields.branch" options={branches} readOnly={readOnly} />
      <ReferenceInput source="areaId" reference="areas" perPage={ALL} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" label="patrol.site.fields.area" readOnly={readOnly} fullWidth />
      </ReferenceInput>
    </Box>
  );
};
