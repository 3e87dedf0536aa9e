import {
  type FetchGiftsSlugQuery,
  type FetchGiftsSlugResponse,
  hostTexts,
  type ListEventCategoriesResponse,
  type ListEventTypesResponse,
  slugSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { isSlugAvailable } from '../events/event-slug';
import {
  listActiveCategories,
  listActiveEventTypes,
  listActiveGiftsOfCategory,
} from './wizard-lists.repository';

export type WizardListsService = ReturnType<typeof createWizardListsService>;

/** What the registration wizard offers: active event types, their categories and gifts. */
export function createWizardListsService(deps: { db: Db }) {
  const { db } = deps;

  const slugAvailable = async (raw: string | undefined): Promise<boolean> => {
    const parsed = slugSchema.safeParse(raw ?? '');
    return parsed.success && isSlugAvailable(db, parsed.data);
  };

  return {
    async eventTypes(): Promise<ListEventTypesResponse> {
      return { success: true, eventTypes: await listActiveEventTypes(db) };
    },

    async categories(
      eventTypeId: number,
    ): Promise<ListEventCategoriesResponse> {
      return {
        success: true,
        categories: await listActiveCategories(db, eventTypeId),
      };
    },

    /** The wizard's step-1 check: the category's gifts and whether the slug can be used. */
    async giftsAndSlug(
      query: FetchGiftsSlugQuery,
    ): Promise<FetchGiftsSlugResponse> {
      const [gifts, available] = await Promise.all([
        listActiveGiftsOfCategory(db, query.event_category_id),
        slugAvailable(query.slug),
      ]);
      return {
        success: true,
        gifts,
        slug_available: available,
        message: available
          ? apiTexts.success.slugAvailable
          : hostTexts.validation.slugInUse,
      };
    },
  };
}
