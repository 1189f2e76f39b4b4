import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createCollection,
  deleteCollection,
  editCollection,
  fetchCollectionItems,
  fetchCollections,
  type CollectionItemsPage,
} from 'shared-client';
import { type Collection, type CollectionType, type CollectionsPage, type Media } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { MEDIA_ROOT } from './media-cache.js';

/** Keys of the viewer's collections; a collection's posts live under the media root. */
export const collectionKeys = {
  lists: ['collections'] as const,
  list: (types: readonly CollectionType[] | 'all') =>
    ['collections', types === 'all' ? 'all' : types.join(',')] as const,
  allItems: [MEDIA_ROOT, 'collection'] as const,
  items: (collectionId: string) => [MEDIA_ROOT, 'collection', collectionId] as const,
};

type CollectionsPages = InfiniteData<CollectionsPage, string | null>;

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The viewer's collections ("All posts" first, then the named ones, newest first), paged by
 * max_id; `collectionTypes` narrows them (['MEDIA']: only the named ones).
 */
export function useCollectionsQuery(collectionTypes?: readonly CollectionType[]) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(collectionTypes ?? 'all'),
    queryFn: ({ pageParam, signal }) => fetchCollections({ collectionTypes, maxId: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.more_available && last.next_max_id ? last.next_max_id : undefined),
    select: (data) =>
      uniqueBy(
        data.pages.flatMap((page) => page.items),
        (collection) => collection.collection_id,
      ),
  });
}

/** A collection's name and posts, paged by max_id (a missing collection fails with not_found). */
export function useCollectionItemsQuery(collectionId: string) {
  return useInfiniteQuery({
    queryKey: collectionKeys.items(collectionId),
    queryFn: ({ pageParam, signal }) => fetchCollectionItems(collectionId, { maxId: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.more_available && last.next_max_id ? last.next_max_id : undefined),
    select: (data): { name: string; items: Media[] } => ({
      name: data.pages[0]?.collection_name ?? '',
      items: uniqueBy(
        data.pages.flatMap((page) => page.items.map((item) => item.media)),
        (media) => media.pk,
      ),
    }),
  });
}

/** Edits every cached list of collections. */
function editCachedLists(client: QueryClient, edit: (items: Collection[]) => Collection[]): void {
  client.setQueriesData<CollectionsPages>({ queryKey: collectionKeys.lists }, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    // Edits go through the first page: new collections go there, and ids are unique across pages.
    const pages = [
      { ...first, items: edit(first.items) },
      ...rest.map((page) => ({ ...page, items: edit(page.items) })),
    ];
    return { ...data, pages };
  });
}

/** Marks the lists and collections stale (a save changed covers, counts or contents). */
export function invalidateCollections(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: collectionKeys.lists, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: collectionKeys.allItems, refetchType: 'none' });
}

/** Creates a named collection (optionally with posts in it); it shows after "All posts" at once. */
export function useCreateCollectionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, mediaIds = [] }: { name: string; mediaIds?: readonly string[] }) =>
      createCollection(name, mediaIds),
    onSuccess: ({ status: _status, ...collection }) => {
      editCachedLists(client, (items) => {
        if (items.some((item) => item.collection_id === collection.collection_id)) return items;
        const auto = items.filter((item) => item.collection_type !== 'MEDIA');
        const named = items.filter((item) => item.collection_type === 'MEDIA');
        return [...auto, collection, ...named];
      });
      eventBus.emit('collection-changed', {
        collectionId: collection.collection_id,
        change: 'created',
        name: collection.collection_name,
      });
    },
  });
}

/** Renames a collection everywhere it is cached. */
export function useRenameCollectionMutation(collectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => editCollection(collectionId, { name }),
    onSuccess: (_result, name) => {
      editCachedLists(client, (items) =>
        items.map((item) => (item.collection_id === collectionId ? { ...item, collection_name: name } : item)),
      );
      client.setQueryData<InfiniteData<CollectionItemsPage, string | null>>(
        collectionKeys.items(collectionId),
        (data) => (data ? { ...data, pages: data.pages.map((page) => ({ ...page, collection_name: name })) } : data),
      );
      eventBus.emit('collection-changed', { collectionId, change: 'renamed', name });
    },
  });
}

/** Deletes a collection (its posts stay saved in "All posts"). */
export function useDeleteCollectionMutation(collectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollection(collectionId),
    onSuccess: () => {
      editCachedLists(client, (items) => items.filter((item) => item.collection_id !== collectionId));
      client.removeQueries({ queryKey: collectionKeys.items(collectionId), exact: true });
      eventBus.emit('collection-changed', { collectionId, change: 'deleted' });
    },
  });
}

/** Takes posts out of a collection (they stay saved in "All posts"). */
export function useRemoveFromCollectionMutation(collectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaIds: readonly string[]) => editCollection(collectionId, { removedMediaIds: mediaIds }),
    onSuccess: (_result, mediaIds) => {
      client.setQueryData<InfiniteData<CollectionItemsPage, string | null>>(
        collectionKeys.items(collectionId),
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.filter((item) => !mediaIds.includes(item.media.pk)),
                })),
              }
            : data,
      );
      void client.invalidateQueries({ queryKey: collectionKeys.lists, refetchType: 'none' });
      eventBus.emit('collection-changed', { collectionId, change: 'items-removed', mediaIds: [...mediaIds] });
    },
  });
}
