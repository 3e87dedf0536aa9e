import {
  type CreateGiftSuggestionResponse,
  type GiftSuggestion,
  type GiftSuggestionBody,
  hostTexts,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import {
  insertGiftSuggestion,
  listGiftSuggestions,
} from './gift-suggestions.repository';

export type GiftSuggestionsService = ReturnType<
  typeof createGiftSuggestionsService
>;

/** Gifts a host suggests for the catalogue, kept with the event. */
export function createGiftSuggestionsService(deps: { db: Db }) {
  const { db } = deps;

  /** The event's suggestions, newest first. */
  async function list(eventId: number): Promise<GiftSuggestion[]> {
    const rows = await listGiftSuggestions(db, eventId);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    list,

    async suggest(
      eventId: number,
      body: GiftSuggestionBody,
    ): Promise<CreateGiftSuggestionResponse> {
      await insertGiftSuggestion(db, {
        eventId,
        title: body.title,
        description: body.description ?? '',
      });
      return {
        success: true,
        message: hostTexts.success.suggestionCreated,
        giftSuggestions: await list(eventId),
      };
    },
  };
}
