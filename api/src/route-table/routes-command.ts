// npm run routes: every route with its method, URL, module and access, as the configured server would serve them
import { appRoutes } from './app-routes.ts';
import { routeTable } from './route-table.ts';

console.log(routeTable(await appRoutes()));
