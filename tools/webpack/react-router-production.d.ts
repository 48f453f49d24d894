// Types of the aliases react-router-subset.ts imports (create-config.ts
// points them at react-router's production build): the package's own types.
declare module 'react-router-production' {
  export * from 'react-router';
}
declare module 'react-router-production-dom' {
  export * from 'react-router/dom';
}
