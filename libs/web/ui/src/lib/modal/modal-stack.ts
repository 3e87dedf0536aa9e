const openModals: symbol[] = [];

/** Registers an open modal; only the top one answers Esc, Tab and focus leaving. */
export const pushModal = (): { isTop: () => boolean; remove: () => void } => {
  const entry = Symbol('modal');
  openModals.push(entry);
  return {
    isTop: () => openModals[openModals.length - 1] === entry,
    remove: () => {
      const index = openModals.indexOf(entry);
      if (index >= 0) openModals.splice(index, 1);
    },
  };
};
