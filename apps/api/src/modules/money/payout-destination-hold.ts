const HOUR_MS = 60 * 60 * 1000;

/**
 * When payouts may be asked for again after the destination was replaced: `holdHours` after
 * the change, or undefined when there is no hold (the event's first destination, a hold of 0,
 * or one already over at `now`).
 */
export function payoutsFromOf(
  destination: { createdAt: Date; updatedAt: Date },
  holdHours: number,
  now: Date = new Date(),
): Date | undefined {
  if (holdHours === 0) return undefined;
  if (destination.updatedAt.getTime() <= destination.createdAt.getTime())
    return undefined;
  const from = new Date(destination.updatedAt.getTime() + holdHours * HOUR_MS);
  return from > now ? from : undefined;
}
