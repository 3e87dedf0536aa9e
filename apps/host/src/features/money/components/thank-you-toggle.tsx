// The toggle is shared with 'Recados' (apps/host/src/components): the received gift card
// imports it from here.
export {
  giftThanksSubject,
  ThankYouToggle,
} from '../../../components/thank-you-toggle';
export type { ThankYouToggleProps } from '../../../components/thank-you-toggle';
