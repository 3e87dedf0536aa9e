import { z } from 'zod';
import {
  cappedTotalShape,
  idSchema,
  okResponse,
  paginationQuerySchema,
  singleLineString,
} from '../common.schema';
import { adminGuestBodySchema } from '../guests/admin-guests.schema';
import { formBooleanSchema } from '../form-fields.schema';
import { eventRoleSchema } from '../members/member-event.schema';
import * as messages from '../texts/shared';

const v = messages.validation;
const FILTER_MAX_LENGTH = 120;

const filterText = singleLineString()
  .max(FILTER_MAX_LENGTH, v.tooLong)
  .optional();

/**
 * `GET /api/admin/users?name&email&phoneNumber&page&limit`: name matches the first name, the
 * last name or both (case-insensitive), e-mail any part, phone any run of its digits.
 * Blank filters are ignored.
 */
export const listAdminUsersQuerySchema = paginationQuerySchema.extend({
  name: filterText,
  email: filterText,
  phoneNumber: filterText,
});

export const adminUserParamsSchema = z.object({ id: idSchema });

/** Derived from `active`: a deactivated account cannot sign in. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: z.enum(USER_STATUSES),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** Newest first; `total` counts the matches up to a bound (`cappedTotalShape`). */
export const listAdminUsersResponseSchema = okResponse({
  users: z.array(adminUserSchema),
  ...cappedTotalShape,
});

/** `GET /api/admin/users/{id}`. */
export const getAdminUserResponseSchema = okResponse({
  user: adminUserSchema,
});

/** An event in the "user's events" popup. */
export const adminUserEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  createdAt: z.iso.datetime(),
  /** 'Online' for a virtual event; else the place name or the address; null when not filled. */
  location: z.string().nullable(),
  description: z.string(),
  /** The user's role on the event. */
  role: eventRoleSchema,
});

/** `GET /api/admin/user-events/{id}`: every event the user is a member of, newest first. */
export const listAdminUserEventsResponseSchema = okResponse({
  events: z.array(adminUserEventSchema),
});

/** Account status: a boolean, or 1/0 as the back-office form sends it. */
export const userActiveSchema = z.preprocess(
  (input) => (input === 1 ? true : input === 0 ? false : input),
  formBooleanSchema,
);

/**
 * `PUT /api/admin/users/{id}`. E-mail unique case-insensitively (409);
 * deactivating closes the user's sessions.
 */
export const updateAdminUserBodySchema = adminGuestBodySchema.extend({
  active: userActiveSchema,
});

export type ListAdminUsersQuery = z.infer<typeof listAdminUsersQuerySchema>;
export type ListAdminUsersQueryInput = z.input<
  typeof listAdminUsersQuerySchema
>;
export type AdminUserParams = z.infer<typeof adminUserParamsSchema>;
export type UserStatus = (typeof USER_STATUSES)[number];
export type AdminUser = z.infer<typeof adminUserSchema>;
export type ListAdminUsersResponse = z.infer<
  typeof listAdminUsersResponseSchema
>;
export type GetAdminUserResponse = z.infer<typeof getAdminUserResponseSchema>;
export type AdminUserEvent = z.infer<typeof adminUserEventSchema>;
export type ListAdminUserEventsResponse = z.infer<
  typeof listAdminUserEventsResponseSchema
>;
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBodySchema>;
export type UpdateAdminUserBodyInput = z.input<
  typeof updateAdminUserBodySchema
>;

/** 'Alterações salvas com sucesso.' with the saved user. */
export const updateAdminUserResponseSchema = okResponse({
  message: z.string(),
  user: adminUserSchema,
});

export type UpdateAdminUserResponse = z.infer<
  typeof updateAdminUserResponseSchema
>;
