import {
  type AdminUser,
  type GetAdminUserResponse,
  type ListAdminUserEventsResponse,
  type ListAdminUsersQuery,
  type ListAdminUsersResponse,
  type UpdateAdminUserBody,
  type UpdateAdminUserResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import type { SessionService } from '../../lib/sessions';
import { isEmailTaken } from './accounts.repository';
import {
  findUser,
  listUserEvents,
  listUsers,
  updateUser,
  type UserRow,
} from './admin-users.repository';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

const emailInUse = () => new AppError('CONFLICT', apiTexts.server.emailInUse);
const userNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.userNotFound);

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

/** The back office's users: the list, one user, their events, the edit. */
export function createAdminUsersService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;

  const existingUser = async (id: number) => {
    const user = await findUser(db, id);
    if (!user) throw userNotFound();
    return user;
  };

  return {
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
      return { success: true, users: rows.map(toAdminUser), ...total };
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
          role: event.role,
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
          message: apiTexts.success.saved,
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
