import type { SearchEntry as SearchHistoryEntry } from 'shared-contracts';
import type { SearchEntity } from '../../discover/index';
import type { SearchEntry } from '../search-page/search-query';

/** A recent or suggested search as a result row (positions follow the server's order). */
export function historyToEntry(item: SearchHistoryEntry, position: number): SearchEntry {
  switch (item.type) {
    case 'user':
      return { kind: 'user', position, user: item.user };
    case 'hashtag':
      return { kind: 'hashtag', position, hashtag: item.hashtag };
    case 'place':
      return { kind: 'place', position, place: item.place };
    case 'keyword':
      return { kind: 'keyword', position, keyword: item.keyword };
  }
}

/** The entity a row stands for, as the server's history calls name it. */
export function entryEntity(entry: SearchEntry): SearchEntity {
  switch (entry.kind) {
    case 'user':
      return { type: 'user', id: entry.user.pk };
    case 'hashtag':
      return { type: 'hashtag', id: entry.hashtag.name };
    case 'place':
      return { type: 'place', id: entry.place.location.pk };
    case 'keyword':
      return { type: 'keyword', id: entry.keyword.name };
  }
}
