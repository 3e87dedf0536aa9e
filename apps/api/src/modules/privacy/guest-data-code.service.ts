import { createHash, randomInt } from 'node:crypto';
import {
  GUEST_DATA_CODE_MAX_TRIES,
  GUEST_DATA_CODE_TTL_MINUTES,
  GUEST_DATA_SESSION_MINUTES,
  type GuestDataSessionBody,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { fieldError } from '../../errors/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { enqueueMail } from '../../mail/outbox';
import {
  claimGuestDataCode,
  countFailedGuestDataCode,
  findLiveGuestDataCode,
  replaceGuestDataCode,
} from './guest-data-code.repository';
import { guestDataCodeMail } from './guest-data-mails';
import { recordAnsweredRequest } from './guest-data-requests.repository';
import { holdsGuestData } from './guest-data.repository';
import { guestEmailHash, signGuestDataToken } from './guest-data-token';

const MINUTE_MS = 60_000;
const t = apiTexts.guestData;

const codeHashOf = (emailHash: string, code: string) =>
  createHash('sha256').update(`${emailHash}:${code}`).digest('hex');

const wrongCode = () => fieldError('VALIDATION', 'code', t.codeWrong);

export type GuestDataCodeService = ReturnType<
  typeof createGuestDataCodeService
>;

/**
 * The proof of who a guest is: a 6-digit code mailed to the address, valid
 * GUEST_DATA_CODE_TTL_MINUTES, single use, dead after GUEST_DATA_CODE_MAX_TRIES wrong tries;
 * the right code opens 'Meus dados' for GUEST_DATA_SESSION_MINUTES.
 */
export function createGuestDataCodeService(deps: {
  db: Db;
  tokenSecret: string;
  tasks: BackgroundTasks;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new code replaces the unused ones, only when Celebra holds data under the e-mail. */
  async function sendCode(email: string) {
    if (!(await holdsGuestData(db, email))) return;
    const emailHash = guestEmailHash(email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(
      now().getTime() + GUEST_DATA_CODE_TTL_MINUTES * MINUTE_MS,
    );
    await db.transaction(async (tx) => {
      await replaceGuestDataCode(tx, {
        emailHash,
        codeHash: codeHashOf(emailHash, code),
        expiresAt,
      });
      await enqueueMail(tx, guestDataCodeMail(email, code));
    });
  }

  return {
    /**
     * The same answer, at once, whether or not the e-mail holds data: the code is made and
     * mailed after the answer, so its timing tells nothing either.
     */
    requestCode(email: string) {
      deps.tasks.run('guest data code e-mail failed', () => sendCode(email));
      return { success: true as const, message: t.codeRequested };
    },

    /** The right code, once: a token for the e-mail and a 'guest_access' request answered. */
    async openSession({ email, code }: GuestDataSessionBody) {
      const emailHash = guestEmailHash(email);
      const at = now();
      const live = await findLiveGuestDataCode(
        db,
        emailHash,
        at,
        GUEST_DATA_CODE_MAX_TRIES,
      );
      if (!live) throw wrongCode();
      if (live.codeHash !== codeHashOf(emailHash, code)) {
        await countFailedGuestDataCode(db, live.id);
        throw wrongCode();
      }
      const expiresAt = new Date(
        at.getTime() + GUEST_DATA_SESSION_MINUTES * MINUTE_MS,
      );
      await db.transaction(async (tx) => {
        if (!(await claimGuestDataCode(tx, live.id, at))) throw wrongCode();
        await recordAnsweredRequest(
          tx,
          { kind: 'guest_access', email, outcome: t.accessOutcome },
          at,
        );
      });
      return {
        success: true as const,
        token: signGuestDataToken(deps.tokenSecret, email, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}
