// POST /auth/guest: a guest session for the browser (a signed token, 60
// minutes), limited per client address so tokens cannot be minted in bulk.
// Sent with the guest's still-valid token, it renews that guest: the new
// token names the same guest, so what the guest sent before (an idempotency
// key whose answer was lost) is still its own. Any other Authorization, or
// none, starts a new guest.
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../context';
import { refuseOtherMethods } from '../../http/platform';
import { routeLimit } from '../../http/rate-limit-plugin';
import type { GuestTokens } from './guest-token';

export const authRoutes: FastifyPluginAsync<{ services: Services; guestTokens: GuestTokens }> = async (
  app,
  { services, guestTokens },
) => {
  const { rateLimit } = services.config;
  // The body is ignored, whatever its type, but a large one is still refused.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, null),
  );
  app.post(
    '/auth/guest',
    {
      config: {
        rateLimit: routeLimit(
          'guest-tokens',
          rateLimit.guestTokensPerAddress,
          rateLimit.windowSeconds * 1000,
        ),
      },
    },
    async (request) => {
      const current = await guestTokens.verify(request.headers.authorization);
      return guestTokens.issue(services.now(), current.ok ? current.guest.guestId : undefined);
    },
  );
  refuseOtherMethods(app, '/auth/guest', ['POST']);
};
