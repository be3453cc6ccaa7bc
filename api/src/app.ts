import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  type AccountSettings,
  type CheckoutSettings,
  type MailSettings,
  type PaymentSettings,
  fastifyTrustProxy,
  type RateLimitSettings,
  readConfig,
  type TrustProxy,
} from './config.ts';
import type { Database } from './db/open-database.ts';
import { ImageDrawing } from './db/seed/image-drawing.ts';
import { MAIL_WORKER_TIMINGS, type MailWorker, type MailWorkerTimings, startMailWorker } from './mail/mail-worker.ts';
import { createMailer } from './mail/mailer.ts';
import { requestMetrics } from './metrics/request-metrics.ts';
import { type ShopMetrics, shopMetrics } from './metrics/shop-metrics.ts';
import { claimOrdersLink, orderPageLink } from './modules/auth/account-links.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { orderConfirmation } from './modules/orders/confirmation-mail.ts';
import { paymentReminder } from './modules/orders/payment-reminder-mail.ts';
import { orderReceivedRoutes } from './modules/order-received/routes.ts';
import { ordersAdminRoutes } from './modules/orders-admin/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { passwordRoutes } from './modules/password/routes.ts';
import { createPageRenderer } from './modules/pages/page-renderer.ts';
import { servePage } from './modules/pages/serve-page.ts';
import { searchPageLimit } from './modules/pages/search-page-limit.ts';
import { productCombosAdminRoutes } from './modules/product-combos-admin/routes.ts';
import { productsAdminRoutes } from './modules/products-admin/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { type RetentionCleanupOptions, retentionCleanup } from './plugins/retention-cleanup.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { signInRoutes } from './modules/sign-in/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { catalogSync } from './plugins/catalog-sync.ts';
import { type DrainState, draining, drainState } from './plugins/draining.ts';
import { clientErrorHandler, errorHandling, frameworkErrors } from './plugins/error-handling.ts';
import { type FrontEndOptions, frontEnds } from './plugins/front-ends.ts';
import { notFound } from './plugins/not-found.ts';
import { commonRefusalsInDocs } from './plugins/common-refusals.ts';
import { recordRouteMethods, RouteMethods } from './plugins/method-not-allowed.ts';
import { callCounters } from './plugins/call-counters.ts';
import { passwordGuessLimits } from './plugins/password-guesses.ts';
import { personalAnswers } from './plugins/personal-answers.ts';
import { passwordHashingBudget } from './plugins/password-hashing.ts';
import { imagePlaceholder } from './plugins/image-placeholder.ts';
import { echoRequestId, requestId } from './plugins/request-id.ts';
import { rateLimits as rateLimitsPlugin } from './plugins/rate-limits.ts';
import { DEFAULT_BODY_LIMIT_BYTES, requestBodies } from './plugins/request-bodies.ts';
import { routeAccess } from './plugins/route-access.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { stateChangingGets } from './plugins/state-changing-gets.ts';
import { storageFiles } from './plugins/storage-files.ts';
import { textRuleGuard } from './plugins/text-rule-guard.ts';

export type AppOptions = {
  db: Database;
  /** DATA_DIR/storage: catalogue images */
  storageDir: string;
  /** serve the built shell and remotes from the same origin (server.ts turns it on) */
  frontEnds?: FrontEndOptions;
  /** origins allowed to call the API from another origin */
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  /** cash on delivery and its shipping charge; the environment's defaults when not given */
  checkout?: CheckoutSettings;
  /** the payment provider and its keys; the sandbox with fresh secrets when not given */
  payments?: PaymentSettings;
  /** SMTP (or the log when no URL), the sender and the support address; the log when not given */
  mail?: MailSettings;
  /** the mail worker's waits and bounds (mail/mail-worker.ts); tests shorten them */
  mailWorker?: Partial<MailWorkerTimings>;
  /** where rate limits are counted and each limited route's limit; in memory, at the defaults, when not given */
  rateLimits?: RateLimitSettings;
  /** where mailed account links lead; the environment's defaults when not given */
  accounts?: AccountSettings;
  /** whom to believe in X-Forwarded-For for the client IP (rate limits count per IP); nobody when not given */
  trustProxy?: TrustProxy;
  /**
   * The PostgreSQL server `db` is on, which other API instances may share: the catalogue held in memory is then
   * kept the same on all of them (plugins/catalog-sync.ts). Unset with PGlite, which has one instance.
   */
  databaseUrl?: string;
  /** how often, and by which clock, expired sessions and spent tokens are removed; hourly by the real clock when not given */
  retentionCleanup?: Omit<RetentionCleanupOptions, 'db'>;
  /** where a shutdown has got to, which server.ts moves on at SIGTERM; never draining when not given */
  drain?: DrainState;
  /** the drawing of missing catalogue images, which server.ts starts once listening; never under way when not given */
  imageDrawing?: ImageDrawing;
  /** the registry requests and orders are counted in, which server.ts serves on METRICS_PORT; its own when not given */
  metrics?: ShopMetrics;
};

/** Assembles the API without listening, so tests can `inject` into it. */
export async function buildApp({
  db,
  storageDir,
  frontEnds: frontEndOptions,
  corsOrigins = [],
  logger = false,
  checkout = readConfig({}).checkout,
  payments = readConfig({}).payments,
  mail = readConfig({}).mail,
  mailWorker: mailWorkerTimings,
  rateLimits = readConfig({}).rateLimits,
  accounts = readConfig({}).accounts,
  trustProxy = false,
  databaseUrl,
  retentionCleanup: retentionCleanupOptions,
  drain = drainState(),
  imageDrawing = new ImageDrawing(),
  metrics = shopMetrics(),
}: AppOptions): Promise<FastifyInstance> {
  // a log line per request cost about 40% of a product page's requests/s under autocannon; kept for LOG_LEVEL=debug
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(trustProxy),
    logController: new LogController({ disableRequestLogging: true }),
    // errors raised below the routes are answered in the envelope too (plugins/error-handling.ts)
    frameworkErrors,
    clientErrorHandler,
    // answered in the envelope by plugins/draining.ts instead
    return503OnClosing: false,
    genReqId: requestId,
    // a route's own limit, from its body schema, is set by plugins/request-bodies.ts
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
  });
  await app.register(echoRequestId);
  await app.register(requestMetrics, { metrics });
  await app.register(draining, { state: drain });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // first, so that they see every route, those of the docs and static files too
  const routes = new RouteMethods();
  await app.register(recordRouteMethods, { routes });
  await app.register(routeAccess, { db });
  await app.register(requestBodies);
  await app.register(commonRefusalsInDocs);
  await app.register(stateChangingGets);
  await app.register(personalAnswers);
  await app.register(securityHeaders, { razorpay: payments.provider === 'razorpay', frontEnds: frontEndOptions });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    // no route needs a compressed body, and 19 bytes of brotli inflated to a megabyte: any other is a 415
    requestEncodings: ['identity'],
  });
  if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: true });
  await app.register(apiDocs);

  await app.register(errorHandling);
  await app.register(textRuleGuard);
  await app.register(rateLimitsPlugin, rateLimits);
  await app.register(passwordHashingBudget, rateLimits);
  await app.register(passwordGuessLimits, rateLimits);
  if (databaseUrl) await app.register(catalogSync, { databaseUrl });
  // the limits counted in route hooks and handlers (checkout, coupon codes, search pages), in the rate limits' store
  const counters = callCounters({
    redis: app.rateLimitRedis,
    keyPrefix: rateLimits.keyPrefix,
    log: app.log.child({ job: 'shopper-limits' }),
  });
  const renderer =
    frontEndOptions &&
    createPageRenderer(
      join(frontEndOptions.frontEndRoot, 'shell', 'dist-server', 'render-worker.js'),
      frontEndOptions.renderThreads ?? 0,
      app.log.level,
    );
  if (renderer) app.addHook('onClose', () => renderer.close());
  const pages =
    frontEndOptions &&
    servePage({
      ...frontEndOptions,
      shopUrl: accounts.shopUrl,
      renderer,
      searchPages: searchPageLimit(counters, rateLimits.productSearch),
    });
  if (pages) app.addHook('onClose', async () => pages.close());
  // the drawing uses the database, which is closed after the app
  app.addHook('onClose', () => imageDrawing.stop());
  const placeholder = imagePlaceholder(imageDrawing);
  await app.register(notFound, {
    routes,
    pageFallback: async (request, reply) => {
      await placeholder(request, reply);
      return reply.sent ? reply : pages?.serve(request, reply);
    },
  });
  await app.register(storageFiles, { storageDir });
  if (frontEndOptions) await app.register(frontEnds, frontEndOptions);

  // every mail is queued in the mail_outbox table by what causes it; this instance's worker delivers it
  // background work logs under its own name, as a request's lines carry the request's id
  const mailLog = app.log.child({ job: 'mail-worker' });
  const mailer = createMailer(mail, mailLog);
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startMailWorker(db, mailer, mailLog, { ...MAIL_WORKER_TIMINGS, ...mailWorkerTimings });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    mailer.close();
  });
  const confirmOrder = orderConfirmation({
    claimLink: (tx, email) => claimOrdersLink(tx, accounts, email),
  });

  await app.register(sessionRoutes, { db });
  await app.register(retentionCleanup, { db, ...retentionCleanupOptions });
  await app.register(catalogRoutes, { db, searchLimit: rateLimits.productSearch });
  await app.register(productsAdminRoutes, { db, storageDir });
  await app.register(productCombosAdminRoutes, { db, storageDir });
  await app.register(cartRoutes, {
    db,
    couponByEmailLimit: rateLimits.couponByEmail,
    applyCouponLimits: rateLimits.applyCoupon,
    counters,
  });
  await app.register(geoRoutes, { db });
  const remindOfPayment = paymentReminder({
    claimLink: (tx, email) => claimOrdersLink(tx, accounts, email),
    orderPageLink: (orderId) => orderPageLink(accounts, orderId),
  });
  await app.register(checkoutRoutes, {
    db,
    settings: checkout,
    confirmOrder,
    remindOfPayment,
    orders: metrics.orders,
    limits: rateLimits.checkout,
    counters,
  });
  await app.register(paymentRoutes, { db, payments, checkout, confirmOrder, orders: metrics.orders });
  await app.register(orderRoutes, { db });
  await app.register(orderReceivedRoutes, { db });
  await app.register(ordersAdminRoutes, { db, payments, orders: metrics.orders });
  await app.register(healthRoutes, { db, drain, imageDrawing });

  await app.register(contactRoutes, { db, supportEmail: mail.supportEmail, limit: rateLimits.contact });
  await app.register(newsletterRoutes, { db, limit: rateLimits.newsletter });
  await app.register(registrationRoutes, { db, accounts, limit: rateLimits.registration });
  await app.register(signInRoutes, {
    db,
    accounts,
    limit: rateLimits.login,
    loginLink: rateLimits.loginLink,
    keyPrefix: rateLimits.keyPrefix,
  });
  await app.register(passwordRoutes, { db, accounts, limit: rateLimits.passwordReset });
  await app.register(authRoutes, { db, userByEmailLimit: rateLimits.userByEmail });
  await app.register(userRoutes, { db, passwordCheckLimit: rateLimits.login });
  await app.register(couponRoutes, { db });
  return app;
}
