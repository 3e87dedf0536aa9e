/** The item at `index` of a list the caller knows to be long enough; throws when it is not. */
export function itemAt<Item>(list: readonly Item[], index: number): Item {
  const item = list[index];
  if (item === undefined)
    throw new Error(`No item at ${index}: the list has ${list.length}`);
  return item;
}
