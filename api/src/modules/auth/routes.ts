// POST /auth/guest: a guest session for the browser (a signed token, 60
// minutes), limited per client address so tokens cannot be minted in bulk.
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
    async () => guestTokens.issue(services.now()),
  );
  refuseOtherMethods(app, '/auth/guest', ['POST']);
};
