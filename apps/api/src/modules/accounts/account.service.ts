import {
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type ConfirmEmailChangeBody,
  type ConfirmEmailChangeResponse,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeResponse,
  messages,
  type RequestEmailChangeBody,
  type RequestEmailChangeResponse,
  type UpdateProfileBody,
  type UpdateProfileResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import type { AuthenticatedUser, SessionService } from '../../lib/sessions';
import { enqueueMail } from '../../mail/outbox';
import {
  emailChangedMail,
  emailChangeMail,
  passwordChangedMail,
} from './account-mails';
import { isEmailTaken } from './accounts.repository';
import {
  claimEmailChange,
  findPendingEmailChange,
  findUserAccount,
  replaceEmailChange,
  updateUserEmail,
  updateUserProfile,
} from './account.repository';
import {
  deleteUnusedPasswordResets,
  updateActivePasswordHash,
} from './password-reset.repository';

const t = apiTexts.account;

export type AccountService = ReturnType<typeof createAccountService>;

const HOUR_MS = 60 * 60_000;

const emailInUse = () =>
  fieldError('CONFLICT', 'email', apiTexts.server.emailInUse);
const invalidEmailLink = () =>
  fieldError('VALIDATION', 'token', messages.emailChange.invalidLink);

/**
 * 'Minha conta': the signed-in host changes their name and phone (saved at once), their password
 * (the current one required; the other sessions close; 'Sua senha foi alterada' is mailed) and
 * their e-mail (the current password required; a single-use link to the new address, valid for
 * EMAIL_CHANGE_TTL_HOURS, whose token is stored only as its SHA-256; the old address stays until
 * it is used, then is told).
 */
export function createAccountService(deps: {
  db: Db;
  sessions: SessionService;
  /** The host app's origin: the confirmation link's page and 'Esqueci minha senha'. */
  hostOrigin: string;
  /** The clock (tests move it). */
  now?: () => Date;
}) {
  const { db, sessions, hostOrigin } = deps;
  const now = deps.now ?? (() => new Date());

  /** The account, when `password` is its password; else 400 'Senha incorreta.' on `currentPassword`. */
  async function withPassword(userId: number, password: string) {
    const account = await findUserAccount(db, userId);
    if (!account?.active) throw new AppError('UNAUTHORIZED');
    if (!(await verifyPassword(account.passwordHash, password)))
      throw fieldError(
        'VALIDATION',
        'currentPassword',
        apiTexts.members.passwordIncorrect,
      );
    return account;
  }

  return {
    async updateProfile(
      userId: number,
      body: UpdateProfileBody,
    ): Promise<UpdateProfileResponse> {
      const user = await updateUserProfile(db, userId, body);
      if (!user) throw new AppError('UNAUTHORIZED');
      return { success: true, message: t.profileSaved, user };
    },

    /**
     * Sets the new password, closes every other session of the account (this device stays signed
     * in) and mails 'Sua senha foi alterada', in one transaction.
     */
    async changePassword(
      user: AuthenticatedUser,
      body: ChangePasswordBody,
    ): Promise<ChangePasswordResponse> {
      const account = await withPassword(user.userId, body.currentPassword);
      if (body.password === body.currentPassword)
        throw fieldError('VALIDATION', 'password', t.samePassword);
      const passwordHash = await hashPassword(body.password);
      const endedSessions = await db.transaction(async (tx) => {
        await updateActivePasswordHash(tx, 'user', user.userId, passwordHash);
        await deleteUnusedPasswordResets(tx, 'user', user.userId);
        const ended = await sessions.revokeOthers(
          { userId: user.userId },
          user.sessionId,
          tx,
        );
        await enqueueMail(tx, {
          topic: 'password-changed',
          ...passwordChangedMail({
            email: account.email,
            firstName: account.firstName,
            at: now(),
            forgotLink: `${hostOrigin}/forgot-password`,
          }),
        });
        return ended;
      });
      return {
        success: true,
        message: t.passwordChanged(endedSessions),
        endedSessions,
      };
    },

    async emailChange(userId: number): Promise<EmailChangeResponse> {
      const pending = await findPendingEmailChange(db, userId, now());
      return {
        success: true,
        pending: pending
          ? {
              email: pending.newEmail,
              expiresAt: pending.expiresAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * Mails a confirmation link to the new address, replacing any earlier pending change; an
     * address another account holds answers the registration's 409 'Este e-mail já está
     * cadastrado.' (registration tells as much).
     */
    async requestEmailChange(
      userId: number,
      body: RequestEmailChangeBody,
    ): Promise<RequestEmailChangeResponse> {
      const account = await withPassword(userId, body.currentPassword);
      if (account.email.toLowerCase() === body.email)
        throw fieldError('VALIDATION', 'email', t.emailUnchanged);
      if (await isEmailTaken(db, body.email, userId)) throw emailInUse();
      const token = newSessionToken();
      const expiresAt = new Date(
        now().getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS,
      );
      await db.transaction(async (tx) => {
        await replaceEmailChange(tx, userId, {
          tokenHash: hashSessionToken(token),
          newEmail: body.email,
          expiresAt,
        });
        await enqueueMail(tx, {
          topic: 'email-change',
          ...emailChangeMail({
            email: body.email,
            firstName: account.firstName,
            link: `${hostOrigin}/confirm-email?token=${token}`,
          }),
        });
      });
      return {
        success: true,
        message: t.emailChangeSent(body.email),
        pending: { email: body.email, expiresAt: expiresAt.toISOString() },
      };
    },

    /**
     * Uses the link once: the account's e-mail becomes the new address, reset links mailed to the
     * old one stop working, and the old address gets a notice, in one transaction. Works signed
     * in or not (the link may be opened on another device).
     */
    async confirmEmailChange(
      body: ConfirmEmailChangeBody,
    ): Promise<ConfirmEmailChangeResponse> {
      const at = now();
      try {
        const newEmail = await db.transaction(async (tx) => {
          const change = await claimEmailChange(
            tx,
            hashSessionToken(body.token),
            at,
          );
          if (!change) throw invalidEmailLink();
          const account = await findUserAccount(tx, change.userId);
          if (!account?.active) throw invalidEmailLink();
          if (await isEmailTaken(tx, change.newEmail, change.userId))
            throw emailInUse();
          await updateUserEmail(tx, change.userId, change.newEmail);
          await deleteUnusedPasswordResets(tx, 'user', change.userId);
          await enqueueMail(tx, {
            topic: 'email-changed',
            ...emailChangedMail({
              oldEmail: account.email,
              newEmail: change.newEmail,
              firstName: account.firstName,
              at,
            }),
          });
          return change.newEmail;
        });
        return {
          success: true,
          message: t.emailChanged(newEmail),
          email: newEmail,
        };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_lower_key'))
          throw emailInUse();
        throw error;
      }
    },
  };
}
