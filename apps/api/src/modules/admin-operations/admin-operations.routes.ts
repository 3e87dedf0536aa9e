import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { adminDashboardRoutes } from '../admin-dashboard/admin-dashboard.routes';
import { createAdminDashboardService } from '../admin-dashboard/admin-dashboard.service';
import { adminEventGuestsRoutes } from '../admin-event-guests/admin-event-guests.routes';
import { createAdminEventGuestsService } from '../admin-event-guests/admin-event-guests.service';
import { adminEventMessagesRoutes } from '../admin-event-messages/admin-event-messages.routes';
import { createAdminEventMessagesService } from '../admin-event-messages/admin-event-messages.service';
import { adminEventMoneyRoutes } from '../admin-event-money/admin-event-money.routes';
import { createAdminEventMoneyService } from '../admin-event-money/admin-event-money.service';
import { adminEventsRoutes } from '../admin-events/admin-events.routes';
import { createAdminEventsService } from '../admin-events/admin-events.service';
import { adminPayoutsListRoutes } from '../admin-payouts/admin-payouts.routes';
import { createAdminPayoutsService } from '../admin-payouts/admin-payouts.service';
import { adminUsersRoutes } from '../admin-users/admin-users.routes';
import { createAdminUsersService } from '../admin-users/admin-users.service';

/**
 * The back office's people, events and money reads (admin §7): dashboard, users, events and
 * their messages, guests, orders, balances and services, and the payout list. Register inside
 * the requireAdmin group.
 */
export async function adminOperationsRoutes(
  app: FastifyInstance,
  deps: { db: Db },
) {
  const { db } = deps;
  await app.register(adminDashboardRoutes, {
    service: createAdminDashboardService({ db }),
  });
  await app.register(adminUsersRoutes, {
    service: createAdminUsersService({ db }),
  });
  await app.register(adminEventsRoutes, {
    service: createAdminEventsService({ db }),
  });
  await app.register(adminEventMessagesRoutes, {
    db,
    service: createAdminEventMessagesService({ db }),
  });
  await app.register(adminEventGuestsRoutes, {
    db,
    service: createAdminEventGuestsService({ db }),
  });
  await app.register(adminEventMoneyRoutes, {
    db,
    service: createAdminEventMoneyService({ db }),
  });
  await app.register(adminPayoutsListRoutes, {
    service: createAdminPayoutsService({ db }),
  });
}
