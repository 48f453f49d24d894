// Types of the alias react-router-subset.ts imports (create-config.ts
// points it at react-router's production build): the package's own types.
declare module 'react-router-production' {
  export * from 'react-router';
}
