import type { ServiceType } from '@celebra/contracts';
import { type Db, eventServices, services, oneRow } from '@celebra/db';
import { unique } from './factories';

/** A package of `type` bought for the event (status CONTRACTED unless told otherwise). */
export async function contractPackage(
  db: Db,
  eventId: number,
  type: ServiceType,
  quantity: number,
  status: 'PENDING' | 'CONTRACTED' | 'EXPIRED' | 'CANCELLED' = 'CONTRACTED',
): Promise<void> {
  const service = oneRow(
    await db
      .insert(services)
      .values({ type, name: unique('Pacote'), price: 1990, quantity })
      .returning({ id: services.id }),
  );
  await db.insert(eventServices).values({
    eventId,
    serviceId: service.id,
    status,
    type,
    price: 1990,
    quantity,
    provider: 'local',
    contractedAt: status === 'CONTRACTED' ? new Date() : null,
  });
}
