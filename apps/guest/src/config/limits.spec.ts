import {
  GUEST_COMPANIONS_MAX,
  GUEST_NOTE_MAX_LENGTH,
  GUEST_MESSAGE_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PURCHASE_GUEST_CONTACT_MAX_LENGTH,
  PURCHASE_GUEST_NAME_MAX_LENGTH,
  PURCHASE_MAX_QUANTITY,
} from '@celebra/contracts';
import { guestLimits } from './limits';

describe('guest limits', () => {
  it('match the contract schemas', () => {
    expect(guestLimits).toEqual({
      nameMaxLength: GUEST_NAME_MAX_LENGTH,
      messageMaxLength: GUEST_MESSAGE_MAX_LENGTH,
      companionsMax: GUEST_COMPANIONS_MAX,
      purchaseMaxQuantity: PURCHASE_MAX_QUANTITY,
      purchaseNameMaxLength: PURCHASE_GUEST_NAME_MAX_LENGTH,
      purchaseContactMaxLength: PURCHASE_GUEST_CONTACT_MAX_LENGTH,
      purchaseNoteMaxLength: GUEST_NOTE_MAX_LENGTH,
      sitePasswordMaxLength: PASSWORD_MAX_LENGTH,
    });
  });
});
