import {
  type AdminLoginResponse,
  type AdminMeResponse,
  type AdminUser,
  type GetAdminUserResponse,
  type ListAdminUserEventsResponse,
  type ListAdminUsersQuery,
  type ListAdminUsersResponse,
  type LoginBody,
  type LoginResponse,
  type MeResponse,
  messages,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirmBody,
  type PasswordResetConfirmResponse,
  type PasswordResetRequestBody,
  type PasswordResetRequestResponse,
  type RegisterBody,
  type RegisterResponse,
  type UpdateAdminUserBody,
  type UpdateAdminUserResponse,
} from '@celebra/contracts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/outbox';
import { findActiveGiftIds } from '../../lib/active-gifts';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import type { SessionService } from '../../lib/sessions';
import { isSlugAvailable } from '../events/event-slug';
import {
  claimPasswordReset,
  findActiveCategory,
  findAdminProfile,
  findCredentials,
  findCurrentEvent,
  findUser,
  findUserProfile,
  insertAdmin,
  insertEventWithDefaults,
  insertPasswordReset,
  insertUser,
  isEmailTaken,
  listUserEvents,
  listUsers,
  type Principal,
  updateActivePasswordHash,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { passwordResetMail } from './password-reset-mail';
import { pageSlice } from '../../lib/paging';

export type AccountsService = ReturnType<typeof createAccountsService>;

const slugInUse = () =>
  new AppError('CONFLICT', messages.validation.slugInUse, {
    slug: [messages.validation.slugInUse],
  });
const registrationEmailInUse = () =>
  new AppError('CONFLICT', messages.server.emailInUse, {
    email: [messages.server.emailInUse],
  });
const emailInUse = () => new AppError('CONFLICT', messages.server.emailInUse);
const userNotFound = () =>
  new AppError('NOT_FOUND', messages.server.userNotFound);

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    status: row.active ? 'ACTIVE' : 'INACTIVE',
    createdAt: row.createdAt.toISOString(),
  };
}

function locationOf(event: {
  eventType: string | null;
  eventLocation: string | null;
  fullAddress: string | null;
}): string | null {
  if (event.eventType === 'virtual') return 'Online';
  return event.eventLocation || event.fullAddress || null;
}

/** Hosts and administrators: registration, sign-in and sign-out, and the back office's user list. */
export function createAccountsService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;

  /** Same answer and similar time for an unknown e-mail, a wrong password and an inactive account. */
  async function signIn(principal: Principal, body: LoginBody) {
    const account = await findCredentials(db, principal, body.email);
    const valid = await verifyPassword(account?.passwordHash, body.password);
    if (!account || !valid || !account.active)
      throw new AppError('UNAUTHORIZED', messages.server.invalidCredentials);
    const owner =
      principal === 'user' ? { userId: account.id } : { adminId: account.id };
    return { account, token: await sessions.open(db, owner) };
  }

  const existingUser = async (id: number) => {
    const user = await findUser(db, id);
    if (!user) throw userNotFound();
    return user;
  };

  return {
    /** Creates the host, the event (details, settings, gift list) and a session, all or nothing. */
    async register(body: RegisterBody): Promise<RegisterResponse> {
      const passwordHash = await hashPassword(body.password);
      const giftIds = [...new Set(body.giftList)];
      try {
        return await db.transaction(async (tx) => {
          const category = await findActiveCategory(tx, body.event);
          if (!category || category.eventTypeId !== body.eventType) {
            throw new AppError(
              'VALIDATION',
              messages.server.eventCategoryNotFound,
              { event: [messages.server.eventCategoryNotFound] },
            );
          }
          const found = await findActiveGiftIds(tx, giftIds, [category.id]);
          if (found.length !== giftIds.length) {
            const message = messages.hostErrors.registrationGiftsMissing;
            throw new AppError('VALIDATION', message, { giftList: [message] });
          }
          if (!(await isSlugAvailable(tx, body.slug))) throw slugInUse();
          if (await isEmailTaken(tx, body.email))
            throw registrationEmailInUse();

          const userId = await insertUser(tx, {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phoneNumber: body.phoneNumber,
            passwordHash,
          });
          await insertEventWithDefaults(tx, {
            userId,
            eventCategoryId: category.id,
            slug: body.slug,
            title: body.title,
            subtitle: body.subtitle,
            eventDate: body.eventDate ?? null,
            giftIds,
          });
          const token = await sessions.open(tx, { userId });
          return {
            success: true,
            message: messages.success.registered,
            token,
            id: userId,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'events_slug_key')) throw slugInUse();
        if (isUniqueViolation(error, 'users_email_lower_key'))
          throw registrationEmailInUse();
        throw error;
      }
    },

    async userLogin(body: LoginBody): Promise<LoginResponse> {
      const { account, token } = await signIn('user', body);
      return {
        success: true,
        message: messages.success.loggedIn,
        token,
        id: account.id,
      };
    },

    async adminLogin(body: LoginBody): Promise<AdminLoginResponse> {
      const { account, token } = await signIn('admin', body);
      return {
        success: true,
        message: messages.success.loggedIn,
        token,
        admin: { id: account.id, firstName: account.firstName },
      };
    },

    async userMe(userId: number): Promise<MeResponse> {
      const [user, event] = await Promise.all([
        findUserProfile(db, userId),
        findCurrentEvent(db, userId),
      ]);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!event)
        throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      return { success: true, user, event };
    },

    async adminMe(adminId: number): Promise<AdminMeResponse> {
      const admin = await findAdminProfile(db, adminId);
      if (!admin) throw new AppError('UNAUTHORIZED');
      return { success: true, admin };
    },

    /** Closes the session of the request, a host's or an administrator's. */
    async logout(sessionId: number) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: messages.success.loggedOut };
    },

    async listUsers(
      query: ListAdminUsersQuery,
    ): Promise<ListAdminUsersResponse> {
      const { rows, total } = await listUsers(
        db,
        {
          name: query.name || undefined,
          email: query.email || undefined,
          phoneDigits: query.phoneNumber?.replace(/\D/g, '') || undefined,
        },
        pageSlice(query),
      );
      return { success: true, users: rows.map(toAdminUser), total };
    },

    async getUser(id: number): Promise<GetAdminUserResponse> {
      return { success: true, user: toAdminUser(await existingUser(id)) };
    },

    async userEvents(userId: number): Promise<ListAdminUserEventsResponse> {
      await existingUser(userId);
      const rows = await listUserEvents(db, userId);
      return {
        success: true,
        events: rows.map((event) => ({
          id: event.id,
          title: event.title,
          subtitle: event.subtitle,
          createdAt: event.createdAt.toISOString(),
          location: locationOf(event),
          description: event.description,
        })),
      };
    },

    /** Saves the profile; a deactivated user's sessions are closed in the same transaction. */
    async updateUser(
      id: number,
      body: UpdateAdminUserBody,
    ): Promise<UpdateAdminUserResponse> {
      try {
        const user = await db.transaction(async (tx) => {
          if (!(await findUser(tx, id))) throw userNotFound();
          if (await isEmailTaken(tx, body.email, id)) throw emailInUse();
          const saved = await updateUser(tx, id, body);
          if (!body.active) await sessions.revokeAllOf(tx, { userId: id });
          return saved;
        });
        return {
          success: true,
          message: messages.success.saved,
          user: toAdminUser(user),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_lower_key'))
          throw emailInUse();
        throw error;
      }
    },
  };
}

/** Creates the first administrator when no admin has this e-mail; true when created. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string },
): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  if (await findCredentials(db, 'admin', email)) return false;
  await insertAdmin(db, {
    email,
    firstName: admin.firstName ?? 'Administrador',
    passwordHash: await hashPassword(admin.password),
  });
  return true;
}

const invalidResetLink = () =>
  new AppError('VALIDATION', messages.passwordReset.invalidLink, {
    token: [messages.passwordReset.invalidLink],
  });

const MINUTE_MS = 60_000;

/**
 * Password reset of hosts and administrators: an e-mailed single-use link, valid for
 * PASSWORD_RESET_TTL_MINUTES, whose token is stored only as its SHA-256.
 */
export function createPasswordResetService(deps: {
  db: Db;
  sessions: SessionService;
  /** Where each principal's reset page lives (the host app or the back office). */
  resetPageOrigin: Record<Principal, string>;
  tasks: BackgroundTasks;
  /** The clock (tests move it). */
  now?: () => Date;
}) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Stores a new link for an active account holding this e-mail and puts its e-mail in the
   * outbox, together; nothing otherwise.
   */
  async function sendLink(principal: Principal, email: string) {
    const account = await findCredentials(db, principal, email);
    if (!account?.active) return;
    const token = newSessionToken();
    const link = `${deps.resetPageOrigin[principal]}/reset-password?token=${token}`;
    await db.transaction(async (tx) => {
      await insertPasswordReset(tx, principal, account.id, {
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(
          now().getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS,
        ),
      });
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
      return { success: true, message: messages.passwordReset.requested };
    },

    /** Uses the link once: sets the new password and closes every session of the account. */
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
        if (
          !(await updateActivePasswordHash(
            tx,
            principal,
            accountId,
            passwordHash,
          ))
        )
          throw invalidResetLink();
        await sessions.revokeAllOf(
          tx,
          principal === 'user' ? { userId: accountId } : { adminId: accountId },
        );
      });
      return { success: true, message: messages.passwordReset.done };
    },
  };
}
