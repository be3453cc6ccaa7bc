/**
 * The router, as every front end uses it: import it from here, never from `react-router-dom`. The shop shares
 * this module rather than the package, so the browser still gets one router (one context for every remote) but
 * only the parts the shop uses: a package shared as it is keeps all of its exports, data routers included.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
