// Public surface of the application's own page (/apply/status/). The page
// itself is a chunk of its own (the routes module imports it lazily); this
// entry carries only the small helpers other features use.
export { statusLinkFor, tokenFromHash, useHashToken, type HashToken } from './hash-token';
