import { type OrderStatusView } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { statusTokenMatches } from './order-status-token';
import { findOrderStatusView } from './orders.repository';

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;

/** The guest's order on the 'Obrigado!' page, behind the purchase's status token. */
export function createOrderStatusService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * The guest's view of an order ('Obrigado!' page). A missing or wrong token answers the
     * same 404 as an unknown order, so the call tells nothing about orders one cannot open.
     */
    async orderStatus(
      orderId: number,
      token: string | undefined,
    ): Promise<OrderStatusView> {
      const order = await findOrderStatusView(db, orderId);
      if (!order || !statusTokenMatches(token, order.statusTokenHash))
        throw new AppError('NOT_FOUND', apiTexts.server.orderNotFound);
      const { statusTokenHash: _hash, ...view } = order;
      return view;
    },
  };
}
