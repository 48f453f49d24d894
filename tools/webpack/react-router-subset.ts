// What the browser gets for `react-router` and `react-router-dom` in a
// production build (create-config.ts aliases both here): only the parts the
// site uses, from the library's production build.
//
// Both names stay federation singletons, so the shell provides this module
// once and every remote uses it. A singleton is shared whole, which stops
// webpack from dropping the library's unused exports (data-loading APIs,
// server components, dev-only warnings: about 190 KB of react-router 7's
// development build); re-exporting a subset here lets it drop them while
// the module is still shared.
//
// A page that starts using another react-router export adds it below;
// library-subsets.test.ts (npm test) fails on an import of the browser
// code that this module does not provide (the build cannot see it: a shared
// module's exports are only known at run time).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-production';
