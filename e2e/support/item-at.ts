/** The item at `index`; throws when the list is shorter (the journey's own setup went wrong). */
export function itemAt<Item>(list: readonly Item[], index: number): Item {
  const item = list[index];
  if (item === undefined)
    throw new Error(
      `Expected an item at ${index}, the list has ${list.length}`,
    );
  return item;
}
