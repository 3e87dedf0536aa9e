import { z } from 'zod';
import {
  idSchema,
  okResponse,
  requiredMultiLineText,
  requiredText,
} from '../common.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

export const CUSTOM_PAGE_TITLE_MAX_LENGTH = 120;
export const CUSTOM_PAGE_CONTENT_MAX_LENGTH = 20_000;

/** `/api/users/events/{eventId}/pages/{pageId}`. */
export const customPageParamsSchema = z.object({
  eventId: idSchema,
  pageId: idSchema,
});

/** An extra page of the public site (PAGE service); content is plain text with light markdown. */
export const customPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  position: z.number().int(),
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** `POST` and `PUT` of a page. */
export const customPageBodySchema = z.object({
  title: requiredText().max(CUSTOM_PAGE_TITLE_MAX_LENGTH, v.tooLong),
  content: requiredMultiLineText().max(
    CUSTOM_PAGE_CONTENT_MAX_LENGTH,
    v.tooLong,
  ),
});

/**
 * `GET /api/users/events/{eventId}/pages`: the pages in site order; `enabled` says whether the
 * Página service is contracted (writes need it), `limit` how many pages it allows.
 */
export const listCustomPagesResponseSchema = okResponse({
  enabled: z.boolean(),
  limit: z.number().int().min(0),
  pages: z.array(customPageSchema),
});

/** `POST` / `PUT`: 'Página criada.' / 'Página atualizada.', the page and every page. */
export const saveCustomPageResponseSchema = okResponse({
  message: z.string(),
  page: customPageSchema,
  pages: z.array(customPageSchema),
});

/** `DELETE`: 'Página removida.' and the pages left. */
export const removeCustomPageResponseSchema = okResponse({
  message: z.string(),
  pages: z.array(customPageSchema),
});

export type CustomPageParams = z.infer<typeof customPageParamsSchema>;
export type CustomPage = z.infer<typeof customPageSchema>;
export type CustomPageBody = z.infer<typeof customPageBodySchema>;
export type CustomPageBodyInput = z.input<typeof customPageBodySchema>;
export type ListCustomPagesResponse = z.infer<
  typeof listCustomPagesResponseSchema
>;
export type SaveCustomPageResponse = z.infer<
  typeof saveCustomPageResponseSchema
>;
export type RemoveCustomPageResponse = z.infer<
  typeof removeCustomPageResponseSchema
>;
