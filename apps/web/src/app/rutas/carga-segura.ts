import type { LazyRouteFunction, RouteObject } from 'react-router';

/** What a route's lazy() may give: the route's own properties (element, Component, loader...). */
type RutaCargada = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A route's `lazy` that never rejects. When a lazy route fails on the page's first load, React Router keeps
 * the route marked as loading and renders its hydrate fallback: a blank page, no error boundary. So a failed
 * load (a chunk gone after a deploy) is handed on as the route's loader error, which its errorElement shows.
 */
export function cargaSegura(cargar: () => Promise<RutaCargada>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      return await cargar();
    } catch (error) {
      return {
        loader: () => {
          throw error;
        },
      };
    }
  };
}
