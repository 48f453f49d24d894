// The value of ops' preview cookie (hikari_preview): a keyed hash of the ops
// token, so only someone holding the token (POST /ops/canary/preview) can
// make the page servers (the API's and nginx, whose config carries the value)
// answer a canary's pages, even at 0%. The token itself never leaves the server.
import { createHmac } from 'node:crypto';

export function previewCookieValue(secret: string): string {
  return createHmac('sha256', secret).update('hikari canary preview').digest('hex');
}
