import { sql, type Kysely } from 'kysely';
import type { RankedRecipient, RankedRecipients } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { fail } from '../../http/errors.js';
import type { MediaUrls } from '../media-urls.js';
import { searchUsers } from '../search/top-search.js';
import { searchableName } from '../users/searchable-name.js';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/user-presenter.js';
import { personVisibleTo } from '../../policy/people.js';
import { membershipsOf } from './thread-membership.js';
import { loadThreadMembers, presentThreadSummary } from './thread-presenter.js';

/** Most people, and most groups, one answer lists (docs/behaviour/direct.md#choosing-recipients). */
export const RANKED_PEOPLE_MAX = 30;
export const RANKED_GROUPS_MAX = 10;
/** Searches (calls with a query) per account a minute: a fast typist's keystrokes, not a script's sweep. */
export const RANKED_SEARCHES_PER_MINUTE = 120;

/** The longest query, in characters (docs/behaviour/direct.md#choosing-recipients). */
export const RANKED_QUERY_MAX = 100;

/** The query as names are compared with it: trimmed, without a leading @, lower-cased; '' for none. */
function searchTerm(query: string | undefined): string {
  const term = searchableName((query ?? '').trim().replace(/^@/, ''));
  if ([...term].length > RANKED_QUERY_MAX) throw fail.validation({ query: 'The search is too long.' });
  return term;
}

function namePattern(term: string): string | null {
  if (term === '') return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People (and with `showThreads`, groups) to send to: first those the viewer has the most recent
 * one-to-one conversations with, then people the viewer follows; `query` filters by username and
 * full name, and also finds everyone else the viewer may message through people search (bounded
 * to its limit), ranked after them, the exact username first of all. Only people the viewer may
 * see named appear: never an account in a block with the viewer either way, nor one awaiting
 * deletion (docs/behaviour/direct.md#choosing-recipients).
 */
export async function rankedRecipients(
  db: Kysely<DB>,
  dialect: Dialect,
  viewerId: number,
  options: { query?: string | undefined; showThreads: boolean },
  urls: MediaUrls,
): Promise<RankedRecipients> {
  const term = searchTerm(options.query);
  const pattern = namePattern(term);
  const nameMatches = (pattern: string) =>
    sql<boolean>`(lower(users.username) like ${pattern} escape '\\' or lower(users.full_name) like ${pattern} escape '\\')`;

  // Each one-to-one partner once, with their threads' last activity, grouped before the people
  // rule and the name filter: the rule then runs once per partner, and a name filter PostgreSQL
  // misjudges cannot lead it to scan the threads once per match.
  const partners = db
    .selectFrom('direct_thread_members as me')
    .innerJoin('direct_threads', 'direct_threads.id', 'me.thread_id')
    .innerJoin('direct_thread_members as other', 'other.thread_id', 'me.thread_id')
    .select('other.user_id')
    .select((eb) => eb.fn.max('direct_threads.last_activity_at').as('recent'))
    .where('me.user_id', '=', viewerId)
    .where('me.pending', '=', 0)
    .where('me.left_at', 'is', null)
    .where('direct_threads.is_group', '=', 0)
    .where('other.user_id', '<>', viewerId)
    .groupBy('other.user_id');
  let talked = db
    .selectFrom(partners.as('partner'))
    .innerJoin('users', 'users.id', 'partner.user_id')
    .select(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    .where(personVisibleTo(viewerId, 'users'))
    .orderBy('partner.recent', 'desc')
    .limit(RANKED_PEOPLE_MAX);
  if (pattern) talked = talked.where(nameMatches(pattern));

  let followed = db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(USER_SUMMARY_COLUMNS.map((c) => `users.${c}` as const))
    .where('follows.follower_id', '=', viewerId)
    .where(personVisibleTo(viewerId, 'users'))
    .orderBy('follows.created_at', 'desc')
    .limit(RANKED_PEOPLE_MAX);
  if (pattern) followed = followed.where(nameMatches(pattern));

  // Everyone else comes from people search, which leaves out the same accounts (blocks either
  // way, deletion) and reads a bounded number of candidates whatever the number of accounts.
  const [talkedRows, followedRows, foundRows] = await Promise.all([
    talked.execute(),
    followed.execute(),
    pattern ? searchUsers(db, dialect, term, viewerId) : Promise.resolve([]),
  ]);
  const others = foundRows.filter((row) => Number(row.id) !== viewerId);
  const exact = [...talkedRows, ...followedRows, ...others].filter((row) => row.username.toLowerCase() === term);
  const seen = new Set<number>();
  const people: RankedRecipient[] = [];
  for (const row of [...exact, ...talkedRows, ...followedRows, ...others]) {
    const id = Number(row.id);
    if (seen.has(id) || people.length >= RANKED_PEOPLE_MAX) continue;
    seen.add(id);
    people.push({ user: presentUserSummary(row, urls) });
  }

  const groups: RankedRecipient[] = [];
  if (options.showThreads) {
    const rows = await membershipsOf(db, viewerId)
      .where('me.pending', '=', 0)
      .where('me.left_at', 'is', null)
      .where('direct_threads.is_group', '=', 1)
      .orderBy('direct_threads.last_activity_at', 'desc')
      .limit(pattern ? 200 : RANKED_GROUPS_MAX)
      .execute();
    const members = rows.length
      ? await loadThreadMembers(
          db,
          viewerId,
          rows.map((r) => r.thread_id),
        )
      : [];
    for (const row of rows) {
      const others = members.filter((m) => m.thread_id === row.thread_id && m.id !== viewerId && m.in_view === 1);
      const summary = presentThreadSummary({ id: row.thread_id, title: row.title, is_group: 1 }, others, urls);
      const needle = term === '' ? null : term;
      const haystack = [summary.thread_title, ...others.flatMap((m) => [m.username, m.full_name])]
        .join('\n')
        .toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      if (groups.length < RANKED_GROUPS_MAX) groups.push({ thread: summary });
    }
  }
  return { ranked_recipients: [...groups, ...people], status: 'ok' };
}
