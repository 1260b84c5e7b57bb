import { useState } from 'react';
import { type RaRecord, useGetList } from 'react-admin';
import type { ReportSubject } from '../../../dataProvider/reports';

export type SubjectType = ReportSubject['type'];

const byName = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * The company's sites and areas by name, and which one the reports are about: Site by default, the first site
 * chosen once they have loaded (spec part 1 §4 'Reports'). Each type keeps its own choice; no area is chosen
 * until the user picks one.
 */
export function useReportSubjects() {
  const sites = useGetList<RaRecord<number> & { name: string }>('sites', byName);
  const areas = useGetList<RaRecord<number> & { name: string }>('areas', byName);
  const [type, setType] = useState<SubjectType>('site');
  const [chosen, setChosen] = useState<Record<SubjectType, number | null>>({ site: null, area: null });
  const id = type === 'site' ? (chosen.site ?? sites.data?.[0]?.id ?? null) : chosen.area;
  return {
    type,
    setType,
    options: (type === 'site' ? sites.data : areas.data) ?? [],
    isPending: type === 'site' ? sites.isPending : areas.isPending,
    subject: id === null ? null : ({ type, id } satisfies ReportSubject),
    choose: (value: number) => setChosen((current) => ({ ...current, [type]: value })),
  };
}
