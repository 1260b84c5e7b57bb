import { useTranslate } from 'react-admin';

/** A role in the console's words (Admin, Controller, Security Guard, Sys Admin); an unknown one as it came. */
export const RoleName = ({ role }: { role: unknown }) => {
  const translate = useTranslate();
  return typeof role === 'string' ? translate(`patrol.roles.${role}`, { _: role }) : null;
};
