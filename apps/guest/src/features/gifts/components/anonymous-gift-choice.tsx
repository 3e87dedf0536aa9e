import { invitationGuestTexts as t } from '@celebra/contracts';
import type { ComponentPropsWithRef } from 'react';

export type AnonymousGiftChoiceProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type'
> & {
  /** The invitation the gift goes with unless the box is checked. */
  invitationName: string;
  anonymous: boolean;
};

/**
 * 'Presentear de forma anônima', offered when this tab opened an invitation's personal page:
 * unchecked, the gift is tied to that invitation ('Seu presente ficará ligado ao convite …').
 */
export const AnonymousGiftChoice = ({
  invitationName,
  anonymous,
  ...checkbox
}: AnonymousGiftChoiceProps) => (
  <div className="flex flex-col gap-1">
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        {...checkbox}
        type="checkbox"
        aria-describedby={anonymous ? undefined : 'presente-convite'}
        className="size-5 accent-brand-dark"
      />
      <span className="font-semibold">{t.giftAnonymous}</span>
    </label>
    {!anonymous && (
      <p id="presente-convite" className="text-sm text-muted">
        {t.giftLinked(invitationName)}
      </p>
    )}
  </div>
);
