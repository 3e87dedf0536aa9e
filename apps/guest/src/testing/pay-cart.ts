import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type Actor = Pick<typeof userEvent, 'type' | 'click'>;

/** Gives the cart the name 'Carla' and `contact`, sends it, and waits for the purchase under way. */
export async function payCart(
  cart: HTMLElement,
  contact: string,
  actor: Actor = userEvent,
): Promise<void> {
  await actor.type(within(cart).getByLabelText(/Seu nome/), 'Carla');
  await actor.type(within(cart).getByLabelText(/Seu contato/), contact);
  await actor.click(
    within(cart).getByRole('button', { name: 'Ir para o pagamento' }),
  );
  await screen.findByRole('button', {
    name: 'Ir para o pagamento',
    busy: true,
  });
}
