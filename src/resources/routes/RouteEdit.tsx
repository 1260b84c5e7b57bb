import { EditBase, Loading } from 'react-admin';
import { PATHS } from '../../paths';
import { RouteForm } from './RouteForm';
import { RouteTitle } from './RouteTitle';
import { useSavedRoute } from './useSavedRoute';

/** An existing route with its ordered tags (read with GET tagToRoute/{id} by the data provider). */
export const RouteEdit = () => {
  const mutationOptions = useSavedRoute();
  return (
    <EditBase
      resource="routes"
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirectOnError={PATHS.routes}
      loading={<Loading />}
    >
      <RouteTitle />
      <RouteForm />
    </EditBase>
  );
};
