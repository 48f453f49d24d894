// Types of the aliases the subset modules import (create-config.ts points
// each at the library's own build, LIBRARY_SUBSETS): the packages' own types.
declare module 'react-router-production' {
  export * from 'react-router';
}
declare module 'react-redux-production' {
  export * from 'react-redux';
}
