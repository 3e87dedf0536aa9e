/** The event slug is the first path segment: '/ana-e-leo/presentes' → 'ana-e-leo'; '/' → null. */
export const slugFromPath = (pathname: string): string | null => {
  const [first] = pathname.split('/').filter(Boolean);
  if (!first) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
};
