import type { FastifyRequest } from 'fastify';
import { pageLayoutFor, type PageLayout } from 'shared-contracts';

/**
 * The layout a page is drawn in on the server for this request's device
 * (docs/performance.md#a-phone-gets-the-phone-layout-from-the-server).
 */
export function pageLayoutOf(request: FastifyRequest): PageLayout {
  const hint = request.headers['sec-ch-ua-mobile'];
  return pageLayoutFor({
    mobileHint: typeof hint === 'string' ? hint : undefined,
    userAgent: request.headers['user-agent'],
  });
}

/** What a page's markup depends on, for the Vary header: language, session and device. */
export const PAGE_VARY = 'Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent';
