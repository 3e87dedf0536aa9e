import {
  type AdminCatalogueWriteResponse,
  type AdminServiceType,
  type AdminServiceTypeBody,
  type AdminServiceTypeResponse,
  type AdminServiceTypesResponse,
  messages,
  serviceTypeLabel,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  findServiceType,
  listServiceTypes,
  updateServiceType,
} from './admin-service-types.repository';

export type AdminServiceTypesService = ReturnType<
  typeof createAdminServiceTypesService
>;

type ServiceTypeRow = Omit<AdminServiceType, 'label'>;

const toDto = (row: ServiceTypeRow): AdminServiceType => ({
  ...row,
  label: serviceTypeLabel(row.code),
});

const notFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceTypeNotFound);

/** The default service types: the free package every event gets of each type. */
export function createAdminServiceTypesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(): Promise<AdminServiceTypesResponse> {
      const rows = await listServiceTypes(db);
      return { success: true, serviceTypes: rows.map(toDto) };
    },

    async get(id: number): Promise<AdminServiceTypeResponse> {
      const row = await findServiceType(db, id);
      if (!row) throw notFound();
      return { success: true, serviceType: toDto(row) };
    },

    async update(
      id: number,
      body: AdminServiceTypeBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateServiceType(db, id, body))) throw notFound();
      return { success: true, message: messages.success.saved };
    },
  };
}
