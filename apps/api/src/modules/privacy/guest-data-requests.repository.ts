import {
  type DbOrTx,
  type NewPrivacyRequest,
  privacyRequests,
} from '@celebra/db';

/** Records a request answered now (LGPD art. 19: the operator shows when it was answered). */
export async function recordAnsweredRequest(
  db: DbOrTx,
  request: Pick<NewPrivacyRequest, 'kind' | 'email' | 'outcome'>,
  now: Date,
): Promise<void> {
  await db
    .insert(privacyRequests)
    .values({ ...request, requestedAt: now, completedAt: now });
}
