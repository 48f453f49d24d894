// The area search call lives in @hikari/shared/api: the application's check of
// the installation address sends the very same call.
export { commufaAreaSearch, searchCommufaAreaEndpoint } from '@hikari/shared/api';
