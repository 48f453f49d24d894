// Federation needs one asynchronous step before shared singletons are used.
// This script is added by start.ts once a prerendered page has been painted;
// bootstrap.tsx then starts React, the store and the page in steps.
void import('./bootstrap');
