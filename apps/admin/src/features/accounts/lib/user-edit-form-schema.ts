import { updateAdminUserBodySchema, type AdminUser } from '@celebra/contracts';
import type { z } from 'zod';

/** The "edit info" popup: the contract of `PUT /admin/users/{id}`; active as '1'/'0' (Ativo/Inativo). */
export const userEditFormSchema = updateAdminUserBodySchema;

export type UserEditFormInput = z.input<typeof userEditFormSchema>;
export type UserEditFormOutput = z.output<typeof userEditFormSchema>;

export const userEditDefaults = (user: AdminUser): UserEditFormInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  active: user.active ? '1' : '0',
});
