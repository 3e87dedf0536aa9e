import type {
  ListAdminPayoutsQuery,
  ListAdminPayoutsResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { listPayoutsByStatus } from './admin-payouts.repository';

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;

export function createAdminPayoutsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(
      query: ListAdminPayoutsQuery,
    ): Promise<ListAdminPayoutsResponse> {
      const rows = await listPayoutsByStatus(db, query.status);
      return {
        success: true,
        payouts: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
