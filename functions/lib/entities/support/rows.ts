/** A record of a batch with its position, so messages can name the item. */
export interface Indexed<T> {
  index: number;
  value: T;
}

/** The last occurrence of each id wins (a batch may repeat a record), remembering its position. */
export function lastById<T extends { id: number | string }>(rows: readonly T[]): Indexed<T>[] {
  const byId = new Map<number | string, Indexed<T>>();
  rows.forEach((value, index) => {
    byId.delete(value.id);
    byId.set(value.id, { index, value });
  });
  return [...byId.values()];
}
