/** A round, borderless button around a single icon (header actions). */
export const iconButtonClasses =
  'rounded-full p-2 text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark';
