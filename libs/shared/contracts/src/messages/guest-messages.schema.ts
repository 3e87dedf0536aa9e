import { z } from 'zod';
import {
  idSchema,
  okResponse,
  paginationQuerySchema,
  requiredMultiLineText,
} from '../common.schema';
import { guestEmailSchema, guestNameSchema } from '../guests/guests.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

export const GUEST_MESSAGE_MAX_LENGTH = 2000;

/** The message form of the public site. */
export const guestMessageFormSchema = z.object({
  firstName: guestNameSchema(v.firstNameRequired),
  lastName: guestNameSchema(v.lastNameRequired),
  email: guestEmailSchema,
  message: requiredMultiLineText(v.messageRequired).max(
    GUEST_MESSAGE_MAX_LENGTH,
    v.tooLong,
  ),
});

/** `POST /api/guests/message/{eventId}` (public). */
export const sendGuestMessageBodySchema = guestMessageFormSchema;

/** 'Recado enviado.' */
export const sendGuestMessageResponseSchema = okResponse({
  message: z.string(),
});

/** `GET /api/users/messages/{eventId}`. */
export const guestMessageListParamsSchema = z.object({ eventId: idSchema });

/** `DELETE /api/users/messages/{eventId}/{messageId}`. */
export const guestMessageParamsSchema = z.object({
  eventId: idSchema,
  messageId: idSchema,
});

/** A message left on the public site. */
export const guestMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});

/** Newest first. */
/** `?page=&limit=` of both message lists (host and back office): page 1 and 20 by default. */
export const listGuestMessagesQuerySchema = paginationQuerySchema;

/** One page, newest first; `total` counts every message of the event. */
export const listGuestMessagesResponseSchema = okResponse({
  messages: z.array(guestMessageSchema),
  total: z.number().int(),
});

export type ListGuestMessagesQueryInput = Partial<
  z.infer<typeof listGuestMessagesQuerySchema>
>;

/** 'Recado removido com sucesso.' */
export const deleteGuestMessageResponseSchema = okResponse({
  message: z.string(),
});

export type GuestMessageForm = z.infer<typeof guestMessageFormSchema>;
export type SendGuestMessageBody = z.infer<typeof sendGuestMessageBodySchema>;
export type SendGuestMessageResponse = z.infer<
  typeof sendGuestMessageResponseSchema
>;
export type GuestMessageListParams = z.infer<
  typeof guestMessageListParamsSchema
>;
export type GuestMessageParams = z.infer<typeof guestMessageParamsSchema>;
export type GuestMessage = z.infer<typeof guestMessageSchema>;
export type ListGuestMessagesResponse = z.infer<
  typeof listGuestMessagesResponseSchema
>;
export type DeleteGuestMessageResponse = z.infer<
  typeof deleteGuestMessageResponseSchema
>;
