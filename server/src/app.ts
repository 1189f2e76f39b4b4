import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import type { AppDeps } from './deps.js';
import { installErrorHandling, installNotFoundHandling } from './http/errors.js';
import { installWriteLimits } from './http/write-limits.js';
import { installCsrfProtection } from './http/csrf.js';
import { installOriginCheck } from './http/origin-check.js';
import { installRequestIdEcho, loggerOptions, requestIdOf } from './http/logging.js';
import { installSecurityHeaders, pageSecurityHeaders, pageSourcesFromConfig } from './http/security-headers.js';
import { installInputGuards } from './http/input-guards.js';
import { installJsonCompression } from './http/compression.js';
import { loadViewer } from './http/session.js';
import { healthRoutes } from './routes/health/health-routes.js';
import { accountsRoutes } from './routes/accounts/accounts-routes.js';
import { ownDataRoutes } from './routes/accounts/own-data-routes.js';
import { sessionsRoutes } from './routes/accounts/sessions-routes.js';
import { twoFactorRoutes } from './routes/accounts/two-factor-routes.js';
import { accountMailRoutes } from './routes/accounts/account-mail-routes.js';
import { settingsRoutes } from './routes/accounts/settings-routes.js';
import { preferencesRoutes } from './routes/accounts/preferences-routes.js';
import { localeFromHeader } from './domain/locale.js';
import { graphqlRoutes } from './routes/graphql/graphql-routes.js';
import { profileRoutes } from './routes/profile/profile-routes.js';
import { profileEditRoutes } from './routes/profile/profile-edit-routes.js';
import { friendshipsRoutes } from './routes/friendships/friendships-routes.js';
import { commentApprovalRoutes } from './routes/friendships/comment-approval-routes.js';
import { searchRoutes } from './routes/search/search-routes.js';
import { searchHistoryRoutes } from './routes/search/search-history-routes.js';
import { exploreRoutes } from './routes/discover/explore-routes.js';
import { locationPageRoutes } from './routes/locations/location-page-routes.js';
import { directRoutes } from './routes/direct/direct-routes.js';
import { consentRoutes } from './routes/consent/consent-routes.js';
import { visitorRoutes } from './routes/visitors/visitor-routes.js';
import { webinstallRoutes } from './routes/webinstall/webinstall-routes.js';
import { analyticsRoutes } from './routes/analytics/analytics-routes.js';
import { uploadRoutes } from './routes/uploads/upload-routes.js';
import { configureRoutes } from './routes/configure/configure-routes.js';
import { locationRoutes } from './routes/locations/location-routes.js';
import { likesRoutes } from './routes/likes/likes-routes.js';
import { activityRoutes } from './routes/activity/activity-routes.js';
import { savesRoutes } from './routes/saves/saves-routes.js';
import { collectionsRoutes } from './routes/collections/collections-routes.js';
import { commentsRoutes } from './routes/comments/comments-routes.js';
import { discoverRoutes } from './routes/discover/discover-routes.js';
import { remotesRoutes } from './routes/remotes/remotes-routes.js';
import { mediaRoutes } from './routes/media/media-routes.js';
import { mediaInfoRoutes } from './routes/media/media-info-routes.js';
import { mediaDeleteRoutes } from './routes/media/media-delete-routes.js';
import { mediaEditRoutes } from './routes/media/media-edit-routes.js';
import { mediaCollabRoutes } from './routes/media/media-collab-routes.js';
import { storiesRoutes } from './routes/stories/stories-routes.js';
import { reportRoutes } from './routes/moderation/report-routes.js';
import { moderationRoutes } from './routes/moderation/moderation-routes.js';
import { frontendRoutes, isApiPath } from './routes/frontend/frontend-routes.js';
import { visitorGateOf } from './http/visitor-gate.js';
import { pageLayoutOf } from './http/page-layout.js';
import { pageStatus } from './routes/frontend/page-status.js';
import { pageDataRoutes } from './routes/frontend/page-data-routes.js';
import { installRealtimeSocket } from './realtime/realtime-socket.js';
import { BENCH_NO_RENDER_HEADER } from './render/page-renderer.js';

/** Headers the client sends that a cross-origin shell must be allowed to send. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'Accept',
  'X-CSRFToken',
  'Offset',
  'X-Entity-Length',
  'X-Entity-Name',
  'X-Entity-Type',
  'X-Instagram-Rupload-Params',
];

/** How the application logs: not at all (tests), to stdout, or to a given stream (tests that read logs). */
export interface BuildOptions {
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

/** Builds the HTTP application: plugins, security hooks, and every route module. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const logging = options.logger || options.logStream;
  const app = Fastify({
    logger: logging ? loggerOptions(config.logLevel, options.logStream) : false,
    // Only configured proxies may say who the client is (docs/security.md#client-addresses-and-proxies).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
  });
  installRequestIdEcho(app);
  installSecurityHeaders(app, {
    https: [config.publicOrigin, config.publicApiOrigin].some((o) => o.startsWith('https://')),
  });
  installErrorHandling(app);
  installJsonCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  if (deps.config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: deps.config.corsOrigins,
      credentials: true,
      allowedHeaders: ALLOWED_HEADERS,
      methods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    });
  }
  installOriginCheck(app, [...config.corsOrigins, config.publicOrigin, config.publicApiOrigin]);
  installCsrfProtection(app);
  installInputGuards(app);
  app.decorateRequest('viewerCache', null);
  app.decorateRequest('viewer', function viewerOnce(this: FastifyRequest) {
    this.viewerCache ??= loadViewer(deps.db, this);
    return this.viewerCache;
  });
  // A ceiling on every write, per account or source address, shared by all instances (docs/security.md#limits-on-writes).
  installWriteLimits(app, deps.db, { accounts: config.writesPerMinute, sources: config.anonymousWritesPerMinute });

  for (const routes of [
    healthRoutes,
    accountsRoutes,
    ownDataRoutes,
    sessionsRoutes,
    twoFactorRoutes,
    accountMailRoutes,
    settingsRoutes,
    preferencesRoutes,
    graphqlRoutes,
    profileRoutes,
    profileEditRoutes,
    friendshipsRoutes,
    commentApprovalRoutes,
    searchRoutes,
    searchHistoryRoutes,
    exploreRoutes,
    directRoutes,
    consentRoutes,
    visitorRoutes,
    webinstallRoutes,
    analyticsRoutes,
    uploadRoutes,
    configureRoutes,
    locationRoutes,
    locationPageRoutes,
    likesRoutes,
    activityRoutes,
    savesRoutes,
    collectionsRoutes,
    commentsRoutes,
    discoverRoutes,
    remotesRoutes,
    mediaRoutes,
    mediaInfoRoutes,
    mediaDeleteRoutes,
    mediaEditRoutes,
    mediaCollabRoutes,
    storiesRoutes,
    reportRoutes,
    moderationRoutes,
    pageDataRoutes,
  ]) {
    // Each module in its own encapsulated scope: content-type parsers and hooks stay local.
    await app.register(async (scope) => routes(scope, deps));
  }
  // The one WebSocket per tab (docs/behaviour/direct.md#real-time): an upgrade handler, not a route.
  installRealtimeSocket(app, deps);
  const shellPage = await frontendRoutes(app, deps);
  installNotFoundHandling(
    app,
    shellPage
      ? {
          // The account's appearance and language go into the page (docs/behaviour/shell-chrome.md#before-the-first-paint).
          // The home feed, a post and a profile come with their first screen (docs/performance.md#the-first-screen-comes-with-the-page).
          page: async (nonce, request) => {
            const viewer = await request.viewer().catch(() => null);
            const locale = localeFromHeader(request.headers['accept-language']);
            // A visitor past a limit gets the page without its content (docs/behaviour/logged-out.md#what-the-server-withholds).
            const visitorGate = visitorGateOf(deps.db, request, viewer);
            // `npm run bench` compares the same page with and without rendering (BENCH_ENDPOINTS only).
            const render = !(deps.config.benchEndpoints && request.headers[BENCH_NO_RENDER_HEADER] === '1');
            return shellPage(nonce, {
              viewer,
              url: request.url,
              locale,
              layout: pageLayoutOf(request),
              visitorGate,
              render,
            });
          },
          securityHeaders: (nonce) => pageSecurityHeaders(pageSourcesFromConfig(config), nonce),
          isApiPath,
          status: async (pathname, request) => pageStatus(deps.db, pathname, await request.viewer(), deps.config),
          secureCookies: deps.config.secureCookies,
        }
      : null,
  );
  return app;
}
