import { Navigate, type RouteObject } from 'react-router-dom';
import { ROUTE_ALIASES, ROUTES } from '../../site/routeTable';
import { SiteLayout } from '../layout/SiteLayout';
import { RoutePage } from './RoutePage';

export const NOT_FOUND_PATH = '/404';

/** The whole route table of docs/spec.md §2 as react-router routes, for the browser and for tests. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        ...Object.entries(ROUTE_ALIASES).map(([from, to]) => ({
          path: from,
          element: <Navigate to={to} replace />,
        })),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
