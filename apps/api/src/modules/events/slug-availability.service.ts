import { hostTexts, type SlugAvailabilityResponse } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { isSlugAvailable } from './event-slug';

export type SlugAvailabilityService = ReturnType<
  typeof createSlugAvailabilityService
>;

/** The registration wizard's live check: can a new event take this (well-formed) slug? */
export function createSlugAvailabilityService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async slugAvailability(slug: string): Promise<SlugAvailabilityResponse> {
      const available = await isSlugAvailable(db, slug);
      return {
        success: true,
        slug,
        available,
        message: available
          ? apiTexts.success.slugAvailable
          : hostTexts.validation.slugInUse,
      };
    },
  };
}
