import { describe, expect, it } from 'vitest';
import { initialPagedList, pagedListReducer, type PagedListState } from './paged-list';

type Row = { id: string };
const reduce = pagedListReducer<Row>((row) => row.id);
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

describe('paged list (collections: loading, updated, errored)', () => {
  it('starts loading and is updated by a page', () => {
    const start = initialPagedList<Row>();
    expect(start.status).toBe('loading');
    const next = reduce(start, {
      type: 'loaded',
      page: { items: rows('1', '2'), nextMaxId: '2', moreAvailable: true },
    });
    expect(next).toEqual({ items: rows('1', '2'), nextMaxId: '2', moreAvailable: true, status: 'updated' });
  });

  it('appends the next page without repeating items', () => {
    const one: PagedListState<Row> = { items: rows('1', '2'), nextMaxId: '2', moreAvailable: true, status: 'loading' };
    const two = reduce(one, { type: 'loaded', page: { items: rows('2', '3'), nextMaxId: null, moreAvailable: false } });
    expect(two.items).toEqual(rows('1', '2', '3'));
    expect(two.moreAvailable).toBe(false);
  });

  it('ends a list that claims more without a cursor', () => {
    const next = reduce(initialPagedList<Row>(), {
      type: 'loaded',
      page: { items: rows('1'), nextMaxId: null, moreAvailable: true },
    });
    expect(next.moreAvailable).toBe(false);
  });

  it('is errored on failure and keeps what it had', () => {
    const one: PagedListState<Row> = { items: rows('1'), nextMaxId: '1', moreAvailable: true, status: 'loading' };
    expect(reduce(one, { type: 'failed' })).toEqual({ ...one, status: 'errored' });
  });

  it('edits items in place', () => {
    const one: PagedListState<Row> = {
      items: rows('1', '2'),
      nextMaxId: null,
      moreAvailable: false,
      status: 'updated',
    };
    expect(reduce(one, { type: 'edited', update: (items) => items.filter((r) => r.id !== '1') }).items).toEqual(
      rows('2'),
    );
  });
});
