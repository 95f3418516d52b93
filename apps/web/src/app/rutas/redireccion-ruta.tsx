import { Navigate, useLocation } from 'react-router';

/** Sends an alternative spelling of a path to the canonical one, keeping the query. */
export function RedireccionRuta({ a }: { a: string }) {
  const { search } = useLocation();
  return <Navigate to={`${a}${search}`} replace />;
}
