import type { AdminDashboardResponse } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { countDashboardTotals } from './admin-dashboard.repository';

export type AdminDashboardService = ReturnType<
  typeof createAdminDashboardService
>;

export function createAdminDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async totals(): Promise<AdminDashboardResponse> {
      return { success: true, totals: await countDashboardTotals(db) };
    },
  };
}
