import { getErrorMessage } from '@celebra/api-client';
import {
  CART_MAX_HEIGHT,
  guestSiteTexts,
  messages,
  PAYMENT_METHODS,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  alertError,
  alertWarning,
  Button,
  Field,
  Modal,
  PrivacyNotice,
  TextAreaField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { guestLimits } from '../../../config/limits';
import { privacyNotices } from '../../../config/privacy-notices';
import { cartTexts as t } from '../cart-texts';
import {
  guestContactField,
  guestNoteField,
  requiredText,
} from '../../../lib/guest-form-fields';
import { readCheckout, saveCheckout } from '../../../lib/checkout-storage';
import { keptInvitation } from '../../../lib/kept-invitation';
import { pixPath } from '../../../lib/pix-route';
import { redirectTo } from '../../../lib/redirect';
import { usePurchaseGifts } from '../api/purchase-gifts';
import { useCart } from '../hooks/use-cart';
import {
  amountToPay,
  cartTotal,
  platformFee,
  purchaseItemOf,
} from '../lib/cart';
import { AnonymousGiftChoice } from './anonymous-gift-choice';
import { CartItemRow } from './cart-item-row';
import { PaymentMethodChoice } from './payment-method-choice';

export type CartModalProps = { open: boolean; onClose: () => void };

const contactRequired = messages.validation.checkoutContactRequired;

const checkoutSchema = z.object({
  guestName: requiredText(contactRequired, guestLimits.purchaseNameMaxLength),
  guestContact: guestContactField,
  guestNote: guestNoteField,
  paymentMethod: z.enum(PAYMENT_METHODS),
  anonymous: z.boolean(),
});

type CheckoutForm = z.infer<typeof checkoutSchema>;

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
});

const firstMessage = (errors: FieldErrors<CheckoutForm>) =>
  errors.guestName?.message ??
  errors.guestContact?.message ??
  errors.guestNote?.message ??
  contactRequired;

const Line = ({
  label,
  value,
  strong,
}: {
  label: string;
  value: number;
  strong?: boolean;
}) => (
  <div
    className={`flex items-baseline justify-between ${strong ? 'text-lg font-bold text-ink' : 'text-muted'}`}
  >
    <dt>{label}</dt>
    <dd>{formatBRL(value)}</dd>
  </div>
);

/**
 * 'Presentes Selecionados': quantities, removal, the total (and the fee when the guest pays
 * it), then name and contact (both required, the contact an e-mail or a phone, else the
 * 'Atenção!' alert), an optional note to the hosts, the payment method (Pix by default, or
 * card), and off to payment: the Pix screen of this site, or the card checkout.
 */
export const CartModal = ({ open, onClose }: CartModalProps) => {
  const { event, items, setQuantity, remove, readEventAgain } = useCart();
  const [invitation] = useState(() => keptInvitation(event.slug));
  const purchase = usePurchaseGifts(event.slug, {
    onListChanged: readEventAgain,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      ...(readCheckout(event.slug).fields ?? {
        guestName: '',
        guestContact: '',
        guestNote: '',
        paymentMethod: 'PIX',
      }),
      anonymous: false,
    },
  });
  // What the guest types is kept in this browser until the order is paid (a reload, Back, or
  // 'Tentar novamente' after a refused payment finds it again).
  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      saveCheckout(event.slug, {
        fields: {
          guestName: values.guestName ?? '',
          guestContact: values.guestContact ?? '',
          guestNote: values.guestNote ?? '',
          paymentMethod: values.paymentMethod ?? 'PIX',
        },
      }),
    );
    return unsubscribe;
  }, [watch, event.slug]);
  const field = fieldBinder(register, errors);
  const noteLength = watch('guestNote')?.length ?? 0;
  const anonymous = watch('anonymous');

  const total = cartTotal(items);
  const onSubmit = handleSubmit(
    ({ guestNote, anonymous, ...values }) =>
      purchase.mutate(
        {
          items: items.map(purchaseItemOf),
          eventId: event.id,
          ...values,
          ...(guestNote ? { guestNote } : {}),
          ...(invitation && !anonymous
            ? { invitationCode: invitation.code }
            : {}),
        },
        {
          // Pix: the guest's Pix screen on this site; card: the provider's checkout. It takes
          // the place of this open checkout in the history: Back from it comes to the site.
          onSuccess: ({ paymentLink, pix, orderId, statusToken }) => {
            redirectTo(
              pix ? pixPath(event.slug, orderId, statusToken) : paymentLink,
            );
          },
          onError: (error) =>
            void alertError(
              getErrorMessage(error, messages.hostErrors.checkout),
            ),
        },
      ),
    (errors) =>
      void alertWarning(firstMessage(errors), messages.titles.attention),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={guestSiteTexts.screens.guest.cartTitle}
    >
      {items.length === 0 ? (
        <p className="text-muted">{t.cartEmpty}</p>
      ) : (
        <ul
          aria-label={guestSiteTexts.screens.guest.cartTitle}
          style={{ maxHeight: CART_MAX_HEIGHT }}
          className="-mx-2 overflow-y-auto px-2"
        >
          {items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              onQuantityChange={(quantity) => setQuantity(item.id, quantity)}
              onRemove={() => remove(item.id)}
            />
          ))}
        </ul>
      )}
      <dl className="mt-4 flex flex-col gap-1 border-t border-line pt-4">
        {event.guestPaysFee ? (
          <>
            <Line label={t.cartSubtotal} value={total} />
            <Line
              label={t.cartFee(percent.format(event.platformFeeBps / 10_000))}
              value={platformFee(total, event.platformFeeBps)}
            />
            <Line
              label={t.cartTotalToPay}
              value={amountToPay(total, event.platformFeeBps, true)}
              strong
            />
          </>
        ) : (
          <Line label={t.cartTotal} value={total} strong />
        )}
      </dl>
      <form
        noValidate
        onSubmit={inBackground(onSubmit)}
        className="mt-4 flex flex-col gap-3"
      >
        <Field
          label={t.cartGuestName}
          autoComplete="name"
          required
          maxLength={guestLimits.purchaseNameMaxLength}
          {...register('guestName')}
        />
        <Field
          label={t.cartGuestContact}
          autoComplete="email"
          required
          maxLength={guestLimits.purchaseContactMaxLength}
          error={
            errors.guestContact?.message === contactRequired
              ? undefined
              : errors.guestContact?.message
          }
          {...register('guestContact')}
        />
        <TextAreaField
          label={t.cartGuestNote}
          rows={3}
          maxLength={guestLimits.purchaseNoteMaxLength}
          hint={t.cartGuestNoteCount(
            noteLength,
            guestLimits.purchaseNoteMaxLength,
          )}
          {...field('guestNote')}
        />
        <PaymentMethodChoice
          maxInstallments={event.cardMaxInstallments}
          {...register('paymentMethod')}
        />
        {invitation && (
          <AnonymousGiftChoice
            invitationName={invitation.name}
            anonymous={anonymous}
            {...register('anonymous')}
          />
        )}
        <PrivacyNotice>{privacyNotices.checkout}</PrivacyNotice>
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={items.length === 0}
          loading={purchase.isPending || purchase.isSuccess}
        >
          {t.cartCheckout}
        </Button>
      </form>
    </Modal>
  );
};
