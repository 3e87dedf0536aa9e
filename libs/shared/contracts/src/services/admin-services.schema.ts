import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  okResponse,
  requiredMultiLineText,
  requiredText,
  serviceTypeSchema,
} from '../common.schema';
import { SERVICE_TYPES } from '../constants';
import {
  formBooleanSchema,
  makeFormIntegerSchema,
  makeMoneyFieldSchema,
} from '../form-fields.schema';
import * as messages from '../texts/shared';

/*
 * Back-office services:
 * purchasable packages and the default service types (the free package of every event).
 */

const v = messages.validation;

/** `/api/admin/services/{id}`, `/api/admin/service-types/{id}`. */
export const adminServiceParamsSchema = z.object({ id: idSchema });

export const adminServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Centavos. */
  price: centsSchema,
  type: serviceTypeSchema,
  active: z.boolean(),
  quantity: z.number().int().min(0),
});

/** `GET /api/admin/services`: every package, inactive ones included. */
export const adminServicesResponseSchema = okResponse({
  message: z.string(),
  services: z.array(adminServiceSchema),
});

/** `GET /api/admin/services/{id}`. */
export const adminServiceResponseSchema = okResponse({
  service: adminServiceSchema,
});

/** `POST /api/admin/services` and `PUT /api/admin/services/{id}`: every field required. */
export const adminServiceBodySchema = z.object({
  name: requiredText(),
  description: requiredMultiLineText(),
  /** Centavos, 0 or more. */
  price: makeMoneyFieldSchema({
    required: v.required,
    invalid: v.invalidValue,
    min: 0,
  }),
  type: z.enum(SERVICE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? v.required
        : v.invalidValue,
  }),
  active: formBooleanSchema,
  /** 0 or more; negative → 'Valor inválido'. */
  quantity: makeFormIntegerSchema({
    required: v.required,
    invalid: v.invalidValue,
    min: 0,
  }),
});

/** A default service type: the free package every event gets (e.g. 5 photos, 1 video). */
export const adminServiceTypeSchema = z.object({
  id: z.number().int(),
  code: serviceTypeSchema,
  /** Name given by the administrator (editable). */
  name: z.string(),
  /** pt-BR label of the code: Senha, Vídeo, Imagem, Página or Extra. */
  label: z.string(),
  description: z.string(),
  includedQuantity: z.number().int().min(0),
  active: z.boolean(),
});

/** `GET /api/admin/services/types`. */
export const adminServiceTypesResponseSchema = okResponse({
  serviceTypes: z.array(adminServiceTypeSchema),
});

/** `GET /api/admin/service-types/{id}` (addition: the screen /service-types/{id}). */
export const adminServiceTypeResponseSchema = okResponse({
  serviceType: adminServiceTypeSchema,
});

/** `PUT /api/admin/service-types/{id}` (addition); the code never changes. */
export const adminServiceTypeBodySchema = z.object({
  name: requiredText(),
  description: requiredMultiLineText(),
  includedQuantity: makeFormIntegerSchema({
    required: v.required,
    invalid: v.invalidValue,
    min: 0,
  }),
  active: formBooleanSchema,
});

export type AdminServiceParams = z.infer<typeof adminServiceParamsSchema>;
export type AdminService = z.infer<typeof adminServiceSchema>;
export type AdminServicesResponse = z.infer<typeof adminServicesResponseSchema>;
export type AdminServiceResponse = z.infer<typeof adminServiceResponseSchema>;
export type AdminServiceBody = z.infer<typeof adminServiceBodySchema>;
export type AdminServiceBodyInput = z.input<typeof adminServiceBodySchema>;
export type AdminServiceType = z.infer<typeof adminServiceTypeSchema>;
export type AdminServiceTypesResponse = z.infer<
  typeof adminServiceTypesResponseSchema
>;
export type AdminServiceTypeResponse = z.infer<
  typeof adminServiceTypeResponseSchema
>;
export type AdminServiceTypeBody = z.infer<typeof adminServiceTypeBodySchema>;
export type AdminServiceTypeBodyInput = z.input<
  typeof adminServiceTypeBodySchema
>;
