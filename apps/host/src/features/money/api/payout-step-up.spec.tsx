import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StepUpCancelledError } from '../../../lib/step-up/with-step-up';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { useRequestPayout } from './use-request-payout';

const payoutPath = '/api/users/events/3/payout-requests';

const stepUpRequired = {
  status: 403,
  body: {
    success: false,
    code: 'REAUTHENTICATION_REQUIRED',
    message: 'Confirme sua senha para continuar.',
  },
};

const payoutCreated = {
  status: 201,
  body: {
    success: true,
    message: 'Repasse solicitado.',
    payout: {
      id: 1,
      eventId: 3,
      requestedAmount: 10_000,
      paidAmount: null,
      status: 'PENDING',
      createdAt: '2026-11-05T17:30:00.000Z',
      concludedAt: null,
      destinationMasked: 'Pix CPF ***.456.789-**',
      transferId: null,
      failureReason: null,
    },
  },
};

const wrongPassword = {
  status: 400,
  body: {
    success: false,
    code: 'VALIDATION',
    message: 'Dados inválidos.',
    fieldErrors: { password: ['Senha incorreta.'] },
  },
};

const confirmed = {
  status: 200,
  body: {
    success: true,
    message: 'Senha confirmada.',
    validUntil: '2026-11-05T17:40:00.000Z',
  },
};

/** 'Solicitar repasse' through the money feature's hook, and what came of it. */
const PayoutButton = () => {
  const payout = useRequestPayout(3);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          payout.mutate(undefined, {
            onSuccess: (answer) => setOutcome(answer.message ?? 'ok'),
            onError: (error) =>
              setOutcome(
                error instanceof StepUpCancelledError
                  ? 'cancelado'
                  : error.message,
              ),
          })
        }
      >
        Solicitar repasse
      </button>
      <output>{outcome}</output>
    </>
  );
};

const payoutCalls = (requests: { method: string; path: string }[]) =>
  requests.filter(
    (request) => request.method === 'POST' && request.path === payoutPath,
  ).length;

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('the password step-up', () => {
  it('asks for the password, confirms it and makes the call once more', async () => {
    const api = installFakeApi({
      [`POST ${payoutPath}`]: [stepUpRequired, payoutCreated],
      'POST /api/users/reauthenticate': [wrongPassword, confirmed],
    });
    renderSignedIn(<PayoutButton />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Solicitar repasse' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirme sua senha',
    });
    const password = screen.getByLabelText('Senha');
    await waitFor(() => expect(password).toHaveFocus());
    expect(dialog).toContainElement(password);

    await userEvent.type(password, 'Errada123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Senha incorreta.')).toBeInTheDocument();
    expect(payoutCalls(api.requests)).toBe(1);

    await userEvent.clear(password);
    await userEvent.type(password, 'Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Repasse solicitado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirme sua senha' }),
      ).not.toBeInTheDocument(),
    );
    expect(payoutCalls(api.requests)).toBe(2);
    expect(
      api.requests.filter(
        (request) => request.path === '/api/users/reauthenticate',
      ),
    ).toEqual([
      expect.objectContaining({ body: { password: 'Errada123' } }),
      expect.objectContaining({ body: { password: 'Segredo123' } }),
    ]);
  });

  it('closes with Esc, leaving the call unmade', async () => {
    const api = installFakeApi({
      [`POST ${payoutPath}`]: [stepUpRequired, payoutCreated],
    });
    renderSignedIn(<PayoutButton />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Solicitar repasse' }),
    );
    await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    await userEvent.keyboard('{Escape}');

    expect(await screen.findByText('cancelado')).toBeInTheDocument();
    expect(payoutCalls(api.requests)).toBe(1);
  });

  it('retries only once: a second refusal is the call failing', async () => {
    const api = installFakeApi({
      [`POST ${payoutPath}`]: stepUpRequired,
      'POST /api/users/reauthenticate': confirmed,
    });
    renderSignedIn(<PayoutButton />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Solicitar repasse' }),
    );
    await userEvent.type(
      await screen.findByLabelText('Senha'),
      'Segredo123{Enter}',
    );

    expect(
      await screen.findByText('Confirme sua senha para continuar.', {
        selector: 'output',
      }),
    ).toBeInTheDocument();
    expect(payoutCalls(api.requests)).toBe(2);
  });
});
