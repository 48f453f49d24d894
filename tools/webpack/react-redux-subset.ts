// What the browser gets for `react-redux` in a production build
// (create-config.ts aliases it here, LIBRARY_SUBSETS): only the parts the site
// and RTK Query's React hooks use. react-redux stays a federation singleton,
// shared whole, which would keep `connect` and its selector factories (about
// 2 KiB gzip the site never runs); re-exporting the subset lets webpack drop
// them. A new import adds its name below; library-subsets.test.ts (npm test)
// fails on a name the browser code imports that this module does not give.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-production';
