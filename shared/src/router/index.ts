// The router every app uses, shared at runtime as one singleton under this name (docs/architecture.md#portalshared-and-its-facades). Shared
// modules are never tree-shaken: sharing `react-router-dom` itself sent its whole build (data APIs,
// server rendering, cookies: 61 KiB gzip) to every first paint. Only what the portal uses is re-exported
// here, so the shared chunk is cut to it: declarative routing only (BrowserRouter, useRoutes), since the
// portal has no loaders, actions or fetchers, and the data router's state machine added 16 KiB gzip to every
// first paint. Import the router from here, never from `react-router-dom` (ESLint enforces it): a second
// import path would be a second router instance.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
  type Location,
  type RouteObject,
} from 'react-router-dom';
