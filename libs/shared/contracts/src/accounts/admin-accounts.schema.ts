import { z } from 'zod';
import { loginBodySchema } from './accounts.schema';
import { okResponse } from '../common.schema';

/** `POST /api/admin/login`: same fields and messages as the host login. */
export const adminLoginBodySchema = loginBodySchema;

/** Store `token` and `admin.id` as adminToken / adminId. */
export const adminLoginResponseSchema = okResponse({
  message: z.string(),
  token: z.string(),
  admin: z.object({
    id: z.number().int(),
    firstName: z.string(),
  }),
});

export const adminProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** `GET /api/admin/me`. */
export const adminMeResponseSchema = okResponse({
  admin: adminProfileSchema,
});

export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminProfile = z.infer<typeof adminProfileSchema>;
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;
