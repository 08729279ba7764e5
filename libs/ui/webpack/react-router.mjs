/*
 * What the apps share as `react-router`: its declarative-mode API (the one a <BrowserRouter>
 * app can use). Module Federation cannot tree-shake a shared package, and react-router's
 * full export list (data routers, server rendering, sessions, RSC) is about 60 KB gzipped;
 * re-exporting the declarative part lets webpack drop the rest, about 15 KB remain.
 * Data-router hooks (useLoaderData, useFetcher, useBlocker…) need a data router, which the
 * shell does not use, so nothing an app can call is missing. Add a name here if an app needs
 * one that is not listed.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from '@atelier/react-router-full';
