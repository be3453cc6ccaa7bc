import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { shop } from '../config.ts';
import { recentFile } from '../modules/pages/recent-file.ts';
import { apiOrigins, inlineScriptHashes, remoteOrigins, shopPolicy } from './content-security-policy.ts';

export type SecurityHeaderOptions = {
  razorpay: boolean;
  /** the served shell, whose inline scripts the policy allows by hash, and the remotes map, whose origins it allows */
  frontEnds?: { frontEndRoot: string; remotesFile: string };
};

/** Loaded from another origin by design: a remote's files by a shell elsewhere, catalogue images by mail readers. */
const crossOriginResources = ['/mfe/', '/storage/'];

/**
 * Helmet's headers on every answer, and the shop's Content-Security-Policy, made from the shell's page and the
 * remotes map as they are now (each read at most once a second), so repointing a remote needs no restart.
 * The API documentation sets its own policy (plugins/api-docs.ts).
 */
export const securityHeaders = fp<SecurityHeaderOptions>(async (app, { razorpay, frontEnds }) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // the payment provider's windows may open popups that report back to the page
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    // reset and account links carry a token in the address: other sites get the origin only
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });

  const shellPage = frontEnds && recentFile(join(frontEnds.frontEndRoot, 'shell', 'dist', 'index.html'));
  const remotesMap = frontEnds && recentFile(frontEnds.remotesFile);
  let made: { page?: string; remotes?: string; policy: string } | undefined;
  const currentPolicy = async () => {
    const [page, remotes] = await Promise.all([shellPage?.(), remotesMap?.()]);
    if (made && made.page === page && made.remotes === remotes) return made.policy;
    const otherOrigins = [...remoteOrigins(remotes), ...apiOrigins(shop.apiBase)];
    const policy = shopPolicy({ scriptHashes: inlineScriptHashes(page ?? ''), otherOrigins, razorpay });
    made = { page, remotes, policy };
    return policy;
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', await currentPolicy());
    if (crossOriginResources.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
});
