import {
  messages,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirmBody,
  type PasswordResetConfirmResponse,
  type PasswordResetRequestBody,
  type PasswordResetRequestResponse,
  type PasswordResetValidateQuery,
  type PasswordResetValidateResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { fieldError } from '../../errors/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { hashPassword } from '../../lib/passwords';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import type { SessionService } from '../../lib/sessions';
import { enqueueMail } from '../../mail/outbox';
import { findCredentials, type Principal } from './accounts.repository';
import { passwordChangedMail } from './account-mails';
import { passwordResetMail } from './password-reset-mail';
import {
  claimPasswordReset,
  deleteUnusedPasswordResets,
  hasUnusedLinkExpiringAfter,
  insertPasswordReset,
  isPasswordResetUsable,
  updateActivePasswordHash,
} from './password-reset.repository';

export type PasswordResetService = ReturnType<
  typeof createPasswordResetService
>;

const invalidResetLink = () =>
  fieldError('VALIDATION', 'token', messages.passwordReset.invalidLink);

const MINUTE_MS = 60_000;

/**
 * Password reset of hosts and administrators: an e-mailed single-use link, valid for
 * PASSWORD_RESET_TTL_MINUTES, whose token is stored only as its SHA-256. At most one e-mail per
 * account every `mailIntervalMinutes`; a newer link never cancels an older one still valid, and
 * the first one used cancels the rest.
 */
export function createPasswordResetService(deps: {
  db: Db;
  sessions: SessionService;
  /** Where each principal's reset page lives (the host app or the back office). */
  resetPageOrigin: Record<Principal, string>;
  mailIntervalMinutes: number;
  tasks: BackgroundTasks;
  /** The clock (tests move it). */
  now?: () => Date;
}) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Stores a new link for an active account holding this e-mail and puts its e-mail in the
   * outbox, together; nothing when there is no such account, or when a link e-mailed less than
   * `mailIntervalMinutes` ago is still unused.
   */
  async function sendLink(principal: Principal, email: string) {
    const account = await findCredentials(db, principal, email);
    if (!account?.active) return;
    const askedAt = now();
    const expiresAt = new Date(
      askedAt.getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS,
    );
    const sentRecently = await hasUnusedLinkExpiringAfter(
      db,
      principal,
      account.id,
      new Date(expiresAt.getTime() - deps.mailIntervalMinutes * MINUTE_MS),
    );
    if (sentRecently) return;
    const token = newSessionToken();
    const link = `${deps.resetPageOrigin[principal]}/reset-password?token=${token}`;
    await db.transaction(async (tx) => {
      await insertPasswordReset(
        tx,
        principal,
        account.id,
        { tokenHash: hashSessionToken(token), expiresAt },
        askedAt,
      );
      await enqueueMail(tx, {
        topic: 'password-reset',
        ...passwordResetMail({ email, firstName: account.firstName, link }),
      });
    });
  }

  return {
    /**
     * The same answer, at once, whether or not the e-mail has an account: the link is stored and
     * mailed after the answer, so its timing tells nothing either.
     */
    request(
      principal: Principal,
      body: PasswordResetRequestBody,
    ): PasswordResetRequestResponse {
      deps.tasks.run('password reset e-mail failed', () =>
        sendLink(principal, body.email),
      );
      return { success: true, message: apiTexts.passwordReset.requested };
    },

    /** Whether the link can still set a password; it stays usable. */
    async validate(
      principal: Principal,
      query: PasswordResetValidateQuery,
    ): Promise<PasswordResetValidateResponse> {
      if (
        !(await isPasswordResetUsable(
          db,
          principal,
          hashSessionToken(query.token),
          now(),
        ))
      )
        throw invalidResetLink();
      return { success: true };
    },

    /**
     * Uses the link once: sets the new password, closes every session of the account and mails
     * 'Sua senha foi alterada' to it.
     */
    async confirm(
      principal: Principal,
      body: PasswordResetConfirmBody,
    ): Promise<PasswordResetConfirmResponse> {
      await db.transaction(async (tx) => {
        const accountId = await claimPasswordReset(
          tx,
          principal,
          hashSessionToken(body.token),
          now(),
        );
        if (accountId === undefined) throw invalidResetLink();
        const passwordHash = await hashPassword(body.password);
        const account = await updateActivePasswordHash(
          tx,
          principal,
          accountId,
          passwordHash,
        );
        if (!account) throw invalidResetLink();
        await deleteUnusedPasswordResets(tx, principal, accountId);
        await sessions.revokeAllOf(
          tx,
          principal === 'user' ? { userId: accountId } : { adminId: accountId },
        );
        await enqueueMail(tx, {
          topic: 'password-changed',
          ...passwordChangedMail({
            ...account,
            at: now(),
            forgotLink: `${deps.resetPageOrigin[principal]}/forgot-password`,
          }),
        });
      });
      return { success: true, message: apiTexts.passwordReset.done };
    },
  };
}
