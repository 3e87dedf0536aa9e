import { isApiError } from '@celebra/api-client';
import { giftLineLabel, type OrderStatusView } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Button, buttonClasses, cx, InlineLoading } from '@celebra/ui';
import { type ReactNode, useEffect } from 'react';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
} from '../../../components/icons';
import { sitePaths } from '../../../config/paths';
import { orderTexts as t } from '../order-texts';
import { settleCheckout } from '../../../lib/checkout-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrderStatus } from '../api/get-order-status';

export type ThankYouPageProps = {
  slug: string;
  orderId: number;
  token: string | null;
  /** How often to ask again while pending (tests shorten it). */
  pollMs?: number;
};

/**
 * What each status shows: the page's heading ('Obrigado!' only while the gift is on its way or
 * given), the status box, and whether the guest may try again.
 */
const STATUS_VIEW = {
  PENDING: {
    heading: t.thanksTitle,
    retry: false,
    title: t.thanksPending,
    help: t.thanksPendingHelp,
    Icon: ClockIcon,
    tone: 'border-line bg-brand-soft text-ink',
    iconTone: 'text-brand-dark',
  },
  APPROVED: {
    heading: t.thanksTitle,
    retry: false,
    title: t.thanksApproved,
    help: t.thanksApprovedHelp,
    Icon: CheckCircleIcon,
    tone: 'border-success bg-surface text-ink',
    iconTone: 'text-success',
  },
  RECUSED: {
    heading: t.thanksRefused,
    retry: true,
    title: t.thanksRefused,
    help: t.thanksRefusedHelp,
    Icon: AlertCircleIcon,
    tone: 'border-danger bg-surface text-ink',
    iconTone: 'text-danger',
  },
  CANCELLED: {
    heading: t.thanksCancelled,
    retry: true,
    title: t.thanksCancelled,
    help: t.thanksCancelledHelp,
    Icon: AlertCircleIcon,
    tone: 'border-danger bg-surface text-ink',
    iconTone: 'text-danger',
  },
} as const satisfies Record<OrderStatusView['status'], unknown>;

export const BackLink = ({ slug }: { slug: string }) => (
  <a
    href={sitePaths.home(slug)}
    className={cx(
      buttonClasses({ variant: 'secondary' }),
      'w-full sm:w-auto sm:self-center',
    )}
  >
    {t.thanksBack}
  </a>
);

export const Layout = ({ children }: { children: ReactNode }) => (
  <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-8 sm:py-16">
    {children}
  </main>
);

export const Card = ({ children }: { children: ReactNode }) => (
  <section className="rounded-card bg-surface p-5 shadow-sm sm:p-8">
    {children}
  </section>
);

/** An order page whose order could not be read: says so, with a retry and the way back. */
export const LoadFailed = ({
  title,
  slug,
  retrying,
  onRetry,
}: {
  title: string;
  slug: string;
  retrying: boolean;
  onRetry: () => void;
}) => (
  <Layout>
    <Card>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {t.thanksLoadFailed}
      </p>
      <Button className="mt-6" loading={retrying} onClick={onRetry}>
        {t.thanksRetry}
      </Button>
    </Card>
    <BackLink slug={slug} />
  </Layout>
);

export const PageLoading = () => (
  <Layout>
    <div className="flex flex-1 items-center justify-center">
      <InlineLoading showLabel className="text-lg" />
    </div>
  </Layout>
);

const StatusBox = ({
  slug,
  status,
}: {
  slug: string;
  status: OrderStatusView['status'];
}) => {
  const view = STATUS_VIEW[status];
  return (
    <div
      role="status"
      className={cx('mt-6 flex gap-3 rounded-lg border-2 p-4', view.tone)}
    >
      <view.Icon
        width={28}
        height={28}
        className={cx('shrink-0', view.iconTone)}
      />
      <div>
        {/* Said by the heading already; kept for the announcement of the change. */}
        <p
          className={cx(
            'text-lg font-bold',
            view.title === view.heading && 'sr-only',
          )}
        >
          {view.title}
        </p>
        <p className={cx(view.title !== view.heading && 'mt-1', 'text-muted')}>
          {view.help}
        </p>
        {view.retry && (
          <a
            href={sitePaths.checkout(slug)}
            className={cx(buttonClasses({}), 'mt-4')}
          >
            {t.thanksTryAgain}
          </a>
        )}
      </div>
    </div>
  );
};

const PAYMENT_METHOD_LABEL = {
  PIX: t.thanksPaidByPix,
  CARD: t.thanksPaidByCard,
} as const;

/** The order number and, once a payment was opened, how it is paid. */
const Receipt = ({ order }: { order: OrderStatusView }) => (
  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted">
    <dt>{t.thanksOrderNumber}</dt>
    <dd className="text-right font-semibold text-ink tabular-nums">
      nº {order.id}
    </dd>
    {order.paymentMethod && (
      <>
        <dt>{t.thanksPaymentMethod}</dt>
        <dd className="text-right font-semibold text-ink">
          {PAYMENT_METHOD_LABEL[order.paymentMethod]}
        </dd>
      </>
    )}
  </dl>
);

/**
 * The checkout saved in this browser follows its order: erased once paid; kept (cart and
 * fields) for 'Tentar novamente' once refused or cancelled.
 */
const useSettleCheckout = (slug: string, order: OrderStatusView) => {
  useEffect(() => {
    if (order.status === 'APPROVED') settleCheckout(slug, order.id, 'paid');
    else if (order.status !== 'PENDING')
      settleCheckout(slug, order.id, 'ended');
  }, [slug, order.id, order.status]);
};

const OrderView = ({
  slug,
  order,
}: {
  slug: string;
  order: OrderStatusView;
}) => {
  const view = STATUS_VIEW[order.status];
  useDocumentTitle(t.thanksDocumentTitle(view.heading, order.eventTitle));
  useSettleCheckout(slug, order);
  return (
    <Layout>
      <Card>
        <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">
          {view.heading}
        </h1>
        <p className="mt-2 text-lg">
          {t.thanksGiftFor}{' '}
          <strong className="break-words">{order.eventTitle}</strong>
        </p>
        <StatusBox slug={slug} status={order.status} />

        <h2 className="mt-8 text-lg font-semibold">{t.thanksGifts}</h2>
        <ul className="mt-2 divide-y divide-line border-y border-line">
          {order.items.map((item, index) => (
            <li
              key={`${index}-${item.giftName}`}
              className="flex items-baseline justify-between gap-4 py-3"
            >
              <span className="min-w-0 break-words">
                {item.kind === 'fixed' ? (
                  <>
                    <span className="font-semibold">{item.quantity} ×</span>{' '}
                    {item.giftName}
                  </>
                ) : (
                  giftLineLabel(item)
                )}
              </span>
              <span className="shrink-0 tabular-nums">
                {formatBRL(item.unitPrice * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 flex items-baseline justify-between gap-4 text-lg font-bold">
          <dt>{t.thanksAmount}</dt>
          <dd className="tabular-nums">{formatBRL(order.chargedAmount)}</dd>
        </dl>
        <Receipt order={order} />

        {order.guestNote && view.retry && (
          <p className="mt-6 text-muted">{t.thanksNoteNotSent}</p>
        )}
        {order.guestNote && !view.retry && (
          <>
            <h2 className="mt-8 text-lg font-semibold">{t.thanksNote}</h2>
            <blockquote className="mt-2 border-l-4 border-brand pl-4 break-words whitespace-pre-line text-ink italic">
              {order.guestNote}
            </blockquote>
          </>
        )}
      </Card>
      <BackLink slug={slug} />
    </Layout>
  );
};

const NotFound = ({ slug }: { slug: string }) => {
  useDocumentTitle(t.thanksNotFoundTitle);
  return (
    <Layout>
      <Card>
        <h1 className="text-2xl font-bold">{t.thanksNotFoundTitle}</h1>
        <p className="mt-4 text-lg">{t.thanksNotFoundText}</p>
      </Card>
      <BackLink slug={slug} />
    </Layout>
  );
};

const Status = ({
  slug,
  orderId,
  token,
  pollMs,
}: ThankYouPageProps & { token: string }) => {
  const { data, error, refetch, isFetching } = useOrderStatus(
    orderId,
    token,
    pollMs,
  );
  if (data) return <OrderView slug={slug} order={data} />;
  if (isApiError(error) && error.status === 404)
    return <NotFound slug={slug} />;
  if (error)
    return (
      <LoadFailed
        title={t.thanksTitle}
        slug={slug}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  return <PageLoading />;
};

/**
 * 'Obrigado!': where the payment provider brings the guest back
 * ('/<slug>/obrigado/<orderId>?token=…'). Shows the gifts, the amount, the note and the
 * payment's status, asked again every few seconds until it is final; an address without its
 * token, or with a wrong one, says the order was not found.
 */
export const ThankYouPage = (props: ThankYouPageProps) =>
  props.token ? (
    <Status {...props} token={props.token} />
  ) : (
    <NotFound slug={props.slug} />
  );
