import { getErrorMessage, isApiError } from '@celebra/api-client';
import {
  guestSiteTexts,
  type OrderStatusView,
  type PixChargeView,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { alertError, Button, cx } from '@celebra/ui';
import { useEffect } from 'react';
import { AlertCircleIcon, ClockIcon } from '../../../components/icons';
import { orderTexts as t } from '../order-texts';
import { thankYouPath } from '../../../lib/thank-you-route';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isFinalStatus, useOrderStatus } from '../api/get-order-status';
import { useOrderPix, useRenewOrderPix } from '../api/order-pix';
import { formatTimeLeft } from '../lib/time-left';
import { PixCopyPaste } from './pix-copy-paste';
import { PixQrCode } from './pix-qr-code';
import {
  BackLink,
  Card,
  Layout,
  LoadFailed,
  PageLoading,
  ThankYouPage,
} from './thank-you-page';
import { useTimeLeft } from './use-time-left';

export type PixPageProps = {
  slug: string;
  orderId: number;
  token: string | null;
  /** How often to ask for the status while pending (tests shorten it). */
  pollMs?: number;
};

type ChargeProps = {
  slug: string;
  order: OrderStatusView;
  pix: PixChargeView;
  renewing: boolean;
  onRenew: () => void;
};

const StatusBox = ({
  expired,
  children,
}: {
  expired: boolean;
  children: React.ReactNode;
}) => {
  const Icon = expired ? AlertCircleIcon : ClockIcon;
  return (
    <div
      role="status"
      className={cx(
        'mt-6 flex gap-3 rounded-lg border-2 p-4',
        expired ? 'border-danger bg-surface' : 'border-line bg-brand-soft',
      )}
    >
      <Icon
        width={28}
        height={28}
        className={cx('shrink-0', expired ? 'text-danger' : 'text-brand-dark')}
      />
      <div>{children}</div>
    </div>
  );
};

const DemonstrationLink = ({ href }: { href: string }) => (
  <aside
    aria-label={t.pixDemoTitle}
    className="mt-6 rounded-lg border-2 border-dashed border-line p-4"
  >
    <p className="font-bold uppercase">{t.pixDemoTitle}</p>
    <p className="mt-1 text-muted">{t.pixDemoText}</p>
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="mt-2 inline-block font-semibold text-brand-dark underline"
    >
      {t.pixDemoLink}
    </a>
  </aside>
);

/** The charge: QR code, 'copia e cola', amount, expiry countdown and the live status. */
const PixCharge = ({ slug, order, pix, renewing, onRenew }: ChargeProps) => {
  useDocumentTitle(t.pixDocumentTitle(order.eventTitle));
  const left = useTimeLeft(pix.expiresAt);
  const expired = left <= 0;
  return (
    <Layout>
      <Card>
        <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">
          {t.pixTitle}
        </h1>
        <p className="mt-2 text-lg">
          {t.thanksGiftFor}{' '}
          <strong className="break-words">{order.eventTitle}</strong>
        </p>
        <dl className="mt-4 flex items-baseline justify-between gap-4 border-y border-line py-3 text-lg font-bold">
          <dt>{t.pixAmount}</dt>
          <dd className="tabular-nums">{formatBRL(order.chargedAmount)}</dd>
        </dl>

        {expired ? (
          <StatusBox expired>
            <p className="text-lg font-bold">{t.pixExpired}</p>
            <p className="mt-1 text-muted">{t.pixExpiredHelp}</p>
            <Button
              className="mt-4"
              size="lg"
              loading={renewing}
              onClick={onRenew}
            >
              {t.pixRenew}
            </Button>
          </StatusBox>
        ) : (
          <>
            <p className="mt-6">{t.pixInstructions}</p>
            <div className="mt-4">
              <PixQrCode
                copyPaste={pix.copyPaste}
                qrCodeBase64={pix.qrCodeBase64}
              />
            </div>
            <p role="timer" className="mt-3 text-center font-semibold">
              {t.pixExpiresIn(formatTimeLeft(left))}
            </p>
            <div className="mt-4">
              <PixCopyPaste code={pix.copyPaste} />
            </div>
            <StatusBox expired={false}>
              <p className="text-lg font-bold">{t.pixWaiting}</p>
              <p className="mt-1 text-muted">{t.pixWaitingHelp}</p>
            </StatusBox>
          </>
        )}
        {pix.demonstrationLink && !expired && (
          <DemonstrationLink href={pix.demonstrationLink} />
        )}
      </Card>
      <BackLink slug={slug} />
    </Layout>
  );
};

const Screen = ({
  slug,
  orderId,
  token,
  pollMs,
}: PixPageProps & { token: string }) => {
  const status = useOrderStatus(orderId, token, pollMs);
  const pix = useOrderPix(orderId, token);
  const renew = useRenewOrderPix(orderId, token);
  const order = status.data;
  // Paid (or refused, or cancelled): the 'Obrigado!' page takes over, at its own address.
  const done =
    (order && isFinalStatus(order.status)) ||
    (isApiError(status.error) && status.error.status === 404) ||
    (isApiError(pix.error) && pix.error.status === 409);
  useEffect(() => {
    if (done)
      window.history.replaceState(null, '', thankYouPath(slug, orderId, token));
  }, [done, slug, orderId, token]);

  if (done)
    return (
      <ThankYouPage
        slug={slug}
        orderId={orderId}
        token={token}
        pollMs={pollMs}
      />
    );
  if (order && pix.data)
    return (
      <PixCharge
        slug={slug}
        order={order}
        pix={pix.data}
        renewing={renew.isPending}
        onRenew={() =>
          renew.mutate(undefined, {
            onError: (error) => {
              void alertError(
                getErrorMessage(error, guestSiteTexts.hostErrors.pixCharge),
              );
              void status.refetch();
            },
          })
        }
      />
    );
  if (status.error || pix.error)
    return (
      <LoadFailed
        title={t.pixTitle}
        slug={slug}
        retrying={status.isFetching || pix.isFetching}
        onRetry={() => {
          void status.refetch();
          void pix.refetch();
        }}
      />
    );
  return <PageLoading />;
};

/**
 * The guest's Pix screen ('/<slug>/pix/<orderId>?token=…'): the QR code and the 'Pix copia e
 * cola' with a copy button, the amount, the time left, and the status, asked again every few
 * seconds; once approved (or refused, or cancelled) the 'Obrigado!' page replaces it. An
 * expired code says so and offers a new one. With the demonstration provider it links to the
 * demonstration page, whose 'Pagar' approves the order.
 */
export const PixPage = (props: PixPageProps) =>
  props.token ? (
    <Screen {...props} token={props.token} />
  ) : (
    <ThankYouPage slug={props.slug} orderId={props.orderId} token={null} />
  );
