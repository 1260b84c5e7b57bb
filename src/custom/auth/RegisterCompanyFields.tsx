import { Box, Typography } from '@mui/material';
import { PasswordInput, TextInput, useTranslate } from 'react-admin';
import { COMPANY_FIELDS, USER_FIELDS } from './registration';

const PASSWORDS: readonly string[] = ['password', 'confirmPassword'];

const Section = ({ title, fields }: { title: string; fields: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        {translate(title)}
      </Typography>
      {fields.map((field) =>
        PASSWORDS.includes(field) ? (
          <PasswordInput
            key={field}
            source={field}
            label={`patrol.register.fields.${field}`}
            autoComplete="new-password"
            fullWidth
          />
        ) : (
          <TextInput key={field} source={field} label={`patrol.register.fields.${field}`} fullWidth />
        ),
      )}
    </Box>
  );
};

/** User details and company details side by side (spec part 1 §2). */
export const RegisterCompanyFields = () => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4, width: '100%' }}>
    <Section title="patrol.register.userDetails" fields={USER_FIELDS} />
    <Section title="patrol.register.companyDetails" fields={COMPANY_FIELDS} />
  </Box>
);
