import { createContext, useContext } from 'react';

// What a route fetched before its screen rendered (src/app/router/route-page.tsx): the
// screen reads it here, as it read the data router's loader data.
export const RouteDataContext = createContext<unknown>(undefined);

export const useRouteData = <T>(): T => useContext(RouteDataContext) as T;
