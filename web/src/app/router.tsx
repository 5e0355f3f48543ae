import { createBrowserRouter } from 'react-router';
import { ROUTER_BASENAME, routes } from './route-table';

export { ROUTER_BASENAME, routes };

/** The browser's router; the server's first paint (entry-server.tsx) uses the same routes. */
export const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });
