import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './database.js';
import * as initial from './migrations/001-initial.js';
import * as feedEngagement from './migrations/002-feed-engagement.js';
import * as mediaPipeline from './migrations/003-media-pipeline.js';
import * as relationships from './migrations/004-relationships.js';
import * as ownData from './migrations/005-own-data.js';
import * as mediaKeyLookup from './migrations/006-media-key-lookup.js';
import * as activityStatus from './migrations/007-activity-status.js';
import * as searchDiscovery from './migrations/008-search-discovery.js';
import * as directMessages from './migrations/009-direct-messages.js';
import * as stories from './migrations/010-stories.js';
import * as transcodeJobs from './migrations/011-transcode-jobs.js';
import * as analyticsEvents from './migrations/012-analytics-events.js';
import * as visitorImpressions from './migrations/013-visitor-impressions.js';
import * as rateLimitWindows from './migrations/015-rate-limit-windows.js';
import * as searchRankingFacts from './migrations/016-search-ranking-facts.js';
import * as accountPreferences from './migrations/020-account-preferences.js';
import * as searchPrefixCovering from './migrations/022-search-prefix-covering.js';
import * as readyTagCounts from './migrations/024-ready-tag-counts.js';
import * as hashtagPrefixRanks from './migrations/025-hashtag-prefix-ranks.js';
import * as directMembershipRanges from './migrations/026-direct-membership-ranges.js';
import * as anonymousWriteLimits from './migrations/027-anonymous-write-limits.js';
import * as uploadHolders from './migrations/028-upload-holders.js';
import * as activity from './migrations/029-activity.js';
import * as activitySettings from './migrations/030-activity-settings.js';
import * as pushSubscriptions from './migrations/031-push-subscriptions.js';
import * as storyActivity from './migrations/032-story-activity.js';
import * as pushSession from './migrations/033-push-session.js';
import * as coauthorInvitations from './migrations/034-coauthor-invitations.js';
import * as storyReplyActivity from './migrations/035-story-reply-activity.js';
import * as sessionDevices from './migrations/036-session-devices.js';
import * as twoFactor from './migrations/038-two-factor.js';
import * as accountMail from './migrations/037-account-mail.js';
import * as moderation from './migrations/039-moderation.js';
import * as uploadParts from './migrations/040-upload-parts.js';
import * as jobLeases from './migrations/041-job-leases.js';

/** A migration module: `up` receives the dialect for the few statements that differ. */
interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Versioned migrations in order; names never change once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial': initial,
  '002-feed-engagement': feedEngagement,
  '003-media-pipeline': mediaPipeline,
  '004-relationships': relationships,
  '005-own-data': ownData,
  '006-media-key-lookup': mediaKeyLookup,
  '007-activity-status': activityStatus,
  '008-search-discovery': searchDiscovery,
  '009-direct-messages': directMessages,
  '010-stories': stories,
  '011-transcode-jobs': transcodeJobs,
  '012-analytics-events': analyticsEvents,
  '013-visitor-impressions': visitorImpressions,
  '015-rate-limit-windows': rateLimitWindows,
  '016-search-ranking-facts': searchRankingFacts,
  '020-account-preferences': accountPreferences,
  '022-search-prefix-covering': searchPrefixCovering,
  '024-ready-tag-counts': readyTagCounts,
  '025-hashtag-prefix-ranks': hashtagPrefixRanks,
  '026-direct-membership-ranges': directMembershipRanges,
  '027-anonymous-write-limits': anonymousWriteLimits,
  '028-upload-holders': uploadHolders,
  '029-activity': activity,
  '030-activity-settings': activitySettings,
  '031-push-subscriptions': pushSubscriptions,
  '032-story-activity': storyActivity,
  '033-push-session': pushSession,
  '034-coauthor-invitations': coauthorInvitations,
  '035-story-reply-activity': storyReplyActivity,
  '036-session-devices': sessionDevices,
  '038-two-factor': twoFactor,
  '037-account-mail': accountMail,
  '039-moderation': moderation,
  '040-upload-parts': uploadParts,
  '041-job-leases': jobLeases,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
      ]),
    );
  }
}

/** Applies every pending migration; throws (and applies nothing further) on the first failure. */
export async function migrateToLatest<T>(db: Kysely<T>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Applies migrations up to and including `target` (the upgrade tests start from older schemas). */
export async function migrateUpTo<T>(db: Kysely<T>, dialect: Dialect, target: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect) });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
