import {
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminServiceBody,
  type AdminServiceResponse,
  type AdminServicesResponse,
  messages,
} from '@celebra/contracts';
import { type Db, isForeignKeyViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  deleteService,
  findService,
  insertService,
  isServicePurchased,
  listServices,
  updateService,
} from './admin-services.repository';

export type AdminServicesService = ReturnType<
  typeof createAdminServicesService
>;

const notFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceNotFound);

/** Purchasable packages of the back office. */
export function createAdminServicesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(): Promise<AdminServicesResponse> {
      return {
        success: true,
        message: messages.server.listLoaded,
        services: await listServices(db),
      };
    },

    async get(id: number): Promise<AdminServiceResponse> {
      const service = await findService(db, id);
      if (!service) throw notFound();
      return { success: true, service };
    },

    async create(body: AdminServiceBody): Promise<AdminCatalogueWriteResponse> {
      await insertService(db, body);
      return { success: true, message: messages.success.saved };
    },

    async update(
      id: number,
      body: AdminServiceBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateService(db, id, body))) throw notFound();
      return { success: true, message: messages.success.saved };
    },

    /**
     * Removes a package no event ever bought; one that events bought (or started buying) is
     * deactivated instead, so their purchases keep pointing at it.
     */
    async remove(id: number): Promise<AdminCatalogueDeleteResponse> {
      if (!(await findService(db, id))) throw notFound();
      if (!(await isServicePurchased(db, id))) {
        try {
          await deleteService(db, id);
          return {
            success: true,
            message: messages.success.removed,
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
        message: messages.server.serviceDeactivated,
        deactivated: true,
      };
    },
  };
}
