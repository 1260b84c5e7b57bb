import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ENDPOINTS } from '../dataProvider/endpoints';
import { type SelectedCompany, session } from './session';

const SCOPED = Object.entries(ENDPOINTS)
  .filter(([, endpoints]) => endpoints.scoped)
  .map(([resource]) => resource);

/** A sys-admin's company switch: remember the company and forget what was read in the previous one. */
export function useSelectCompany() {
  const queryClient = useQueryClient();
  return useCallback(
    (company: SelectedCompany) => {
      if (session.companyId() !== company.id) {
        queryClient.removeQueries({ predicate: ({ queryKey }) => SCOPED.includes(String(queryKey[0])) });
      }
      session.selectCompany(company);
    },
    [queryClient],
  );
}
