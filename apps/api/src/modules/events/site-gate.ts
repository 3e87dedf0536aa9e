import {
  guestSiteTexts,
  type OwnerEvent,
  type SiteLock,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hasContractedService } from '../services/services.repository';
import {
  findActivePublicEventById,
  type PublicEventRow,
} from './public-site.repository';
import {
  isSiteAccessTokenValid,
  SITE_ACCESS_TTL_MS,
  signSiteAccessToken,
} from './site-access-token';

export type SiteGate = ReturnType<typeof createSiteGate>;

/** What the 401 of a protected site shows: the title, colour and theme of its password screen. */
export const siteLockOf = (
  event: Pick<OwnerEvent, 'title' | 'color' | 'theme'>,
): SiteLock => ({ title: event.title, color: event.color, theme: event.theme });

/**
 * The password in force (its hash, the access tokens' version): the host's password while the
 * event has a contracted PASSWORD service; null: the site is open.
 */
export function passwordVersionOf(
  sitePasswordHash: string | null,
  passwordServiceContracted: boolean,
): string | null {
  return sitePasswordHash && passwordServiceContracted
    ? sitePasswordHash
    : null;
}

/**
 * The site password of the public site: it applies when the host set one and the event has a
 * contracted PASSWORD service. Visitors unlock the site once and then send the access token.
 */
export function createSiteGate(deps: {
  db: Db;
  secret: string;
  now?: () => Date;
}) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());

  /** The hash of the password in force, or null when the site is open. */
  async function passwordInForce(row: PublicEventRow): Promise<string | null> {
    if (!row.sitePasswordHash) return null;
    return passwordVersionOf(
      row.sitePasswordHash,
      await hasContractedService(db, row.event.id, 'PASSWORD'),
    );
  }

  /**
   * 401 'Este site é protegido por senha.' (with the title and colour) unless the site is open
   * (`passwordVersion` null) or `token` opens it. No database read: the cached public site uses it.
   */
  function assertToken(
    site: {
      eventId: number;
      passwordVersion: string | null;
      locked: SiteLock;
    },
    token: string | undefined,
  ): void {
    if (site.passwordVersion === null) return;
    const valid = isSiteAccessTokenValid(secret, token, {
      eventId: site.eventId,
      passwordVersion: site.passwordVersion,
      now: now(),
    });
    if (valid) return;
    throw new AppError('PASSWORD_REQUIRED', undefined, undefined, {
      passwordRequired: true,
      event: site.locked,
    });
  }

  /** assertToken for an event read from the database. */
  async function assertAccess(
    row: PublicEventRow,
    token: string | undefined,
  ): Promise<void> {
    assertToken(
      {
        eventId: row.event.id,
        passwordVersion: await passwordInForce(row),
        locked: siteLockOf(row.event),
      },
      token,
    );
  }

  return {
    assertAccess,
    assertToken,
    passwordInForce,

    /** Whether the site is open to anyone (no password in force). */
    async isOpen(row: PublicEventRow): Promise<boolean> {
      return (await passwordInForce(row)) === null;
    },

    /** The active event, open to this visitor: 404 when there is none, then 401 as assertAccess. */
    async openEventById(
      eventId: number,
      token: string | undefined,
    ): Promise<PublicEventRow> {
      const row = await findActivePublicEventById(db, eventId);
      if (!row) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
      await assertAccess(row, token);
      return row;
    },

    /** A token for `expiresAt`; 401 'Senha incorreta.' when the password is not the site's. An open site unlocks with anything. */
    async unlock(
      row: PublicEventRow,
      password: string,
    ): Promise<{ accessToken: string; expiresAt: Date }> {
      const passwordVersion = (await passwordInForce(row)) ?? '';
      if (
        passwordVersion !== '' &&
        !(await verifyPassword(passwordVersion, password))
      )
        throw new AppError(
          'UNAUTHORIZED',
          guestSiteTexts.server.sitePasswordWrong,
        );
      const expiresAt = new Date(
        Math.floor((now().getTime() + SITE_ACCESS_TTL_MS) / 1000) * 1000,
      );
      const accessToken = signSiteAccessToken(secret, {
        eventId: row.event.id,
        expiresAt,
        passwordVersion,
      });
      return { accessToken, expiresAt };
    },
  };
}
