/** One page of an in-memory list: `page` counts from 1. */
export function pageOf<T>(all: readonly T[], page: number, pageSize: number) {
  const list = all.slice((page - 1) * pageSize, page * pageSize);
  return { list, page, pageSize, total: all.length, hasMore: page * pageSize < all.length };
}
