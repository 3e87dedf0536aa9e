import { z } from 'zod';
import {
  colorSchema,
  idSchema,
  okResponse,
  requiredMultiLineText,
  requiredText,
} from '../common.schema';
import { ownerEventSchema } from './event.schema';
import { eventThemeSchema } from './theme.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_TITLE_DESCRIPTION_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;

/** `/api/users/.../{eventId}`: every host route about one event. */
export const ownerEventParamsSchema = z.object({ eventId: idSchema });

/** `/api/users/events/{id}/...`: the routes whose path names the event `{id}`. */
export const ownerEventIdParamsSchema = z.object({ id: idSchema });

/** `GET /api/users/event/{eventId}`. */
export const getOwnerEventResponseSchema = okResponse({
  event: ownerEventSchema,
});

/** 'Cores e Textos': every field required, '* Campo obrigatório'. */
export const eventContentBodySchema = z.object({
  title: requiredText().max(EVENT_TITLE_MAX_LENGTH, v.tooLong),
  subtitle: requiredText().max(EVENT_TITLE_MAX_LENGTH, v.tooLong),
  titleDescription: requiredText().max(
    EVENT_TITLE_DESCRIPTION_MAX_LENGTH,
    v.tooLong,
  ),
  description: requiredMultiLineText().max(
    EVENT_DESCRIPTION_MAX_LENGTH,
    v.tooLong,
  ),
  color: colorSchema,
});

/** 'Aparência': the site's theme and the host's colour, which the theme uses as its accent. */
export const eventAppearanceBodySchema = z.object({
  theme: eventThemeSchema,
  color: colorSchema,
});

/** `PUT /api/users/event/{eventId}`: 'Informações atualizadas.' and the saved event. */
export const updateEventContentResponseSchema = okResponse({
  message: z.string(),
  event: ownerEventSchema,
});

export type OwnerEventParams = z.infer<typeof ownerEventParamsSchema>;
export type OwnerEventIdParams = z.infer<typeof ownerEventIdParamsSchema>;
export type GetOwnerEventResponse = z.infer<typeof getOwnerEventResponseSchema>;
export type EventContentBody = z.infer<typeof eventContentBodySchema>;
export type EventContentBodyInput = z.input<typeof eventContentBodySchema>;
export type EventAppearanceBody = z.infer<typeof eventAppearanceBodySchema>;
export type UpdateEventContentResponse = z.infer<
  typeof updateEventContentResponseSchema
>;
