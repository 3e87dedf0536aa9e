import {
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminServiceBody,
  type AdminServiceResponse,
  type AdminServicesResponse,
  type AdminServiceType,
  type AdminServiceTypeBody,
  type AdminServiceTypeResponse,
  type AdminServiceTypesResponse,
  serviceTypeLabel,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, isForeignKeyViolation } from '@celebra/db';
import {
  deleteService,
  findService,
  insertService,
  isServicePurchased,
  listAdminServices,
  updateService,
} from './packages.repository';
import { serviceNotFound, serviceTypeNotFound } from './service-errors';
import {
  findServiceType,
  listServiceTypes,
  updateServiceType,
} from './service-types.repository';

export type PackagesAdminService = ReturnType<
  typeof createPackagesAdminService
>;

const serviceTypeDto = (
  row: Omit<AdminServiceType, 'label'>,
): AdminServiceType => ({ ...row, label: serviceTypeLabel(row.code) });

/** The back office's purchasable packages and service types (the free package of each type). */
export function createPackagesAdminService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async listServices(): Promise<AdminServicesResponse> {
      return {
        success: true,
        message: apiTexts.server.listLoaded,
        services: await listAdminServices(db),
      };
    },

    async getService(id: number): Promise<AdminServiceResponse> {
      const service = await findService(db, id);
      if (!service) throw serviceNotFound();
      return { success: true, service };
    },

    async createService(
      body: AdminServiceBody,
    ): Promise<AdminCatalogueWriteResponse> {
      await insertService(db, body);
      return { success: true, message: apiTexts.success.saved };
    },

    async updateService(
      id: number,
      body: AdminServiceBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateService(db, id, body))) throw serviceNotFound();
      return { success: true, message: apiTexts.success.saved };
    },

    /**
     * Removes a package no event ever bought; one that events bought (or started buying) is
     * deactivated instead, so their purchases keep pointing at it.
     */
    async removeService(id: number): Promise<AdminCatalogueDeleteResponse> {
      if (!(await findService(db, id))) throw serviceNotFound();
      if (!(await isServicePurchased(db, id))) {
        try {
          await deleteService(db, id);
          return {
            success: true,
            message: apiTexts.success.removed,
            deactivated: false,
          };
        } catch (error) {
          // Bought in the meantime: keep it, deactivated.
          if (!isForeignKeyViolation(error)) throw error;
        }
      }
      await updateService(db, id, { active: false });
      return {
        success: true,
        message: apiTexts.server.serviceDeactivated,
        deactivated: true,
      };
    },

    async listServiceTypes(): Promise<AdminServiceTypesResponse> {
      const rows = await listServiceTypes(db);
      return { success: true, serviceTypes: rows.map(serviceTypeDto) };
    },

    async getServiceType(id: number): Promise<AdminServiceTypeResponse> {
      const row = await findServiceType(db, id);
      if (!row) throw serviceTypeNotFound();
      return { success: true, serviceType: serviceTypeDto(row) };
    },

    async updateServiceType(
      id: number,
      body: AdminServiceTypeBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateServiceType(db, id, body))) throw serviceTypeNotFound();
      return { success: true, message: apiTexts.success.saved };
    },
  };
}
