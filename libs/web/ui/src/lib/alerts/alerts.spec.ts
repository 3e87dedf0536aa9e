import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  alertError,
  alertSuccess,
  alertWarning,
  confirmAction,
} from './alerts';

const popup = () => screen.findByRole('dialog');

afterEach(async () => {
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  await waitFor(() =>
    expect(document.querySelector('.swal2-container')).toBeNull(),
  );
});

describe('alerts', () => {
  it.each([
    ['alertError', alertError, 'Erro!', 'swal2-error'],
    ['alertSuccess', alertSuccess, 'Sucesso!', 'swal2-success'],
    ['alertWarning', alertWarning, 'Atenção!', 'swal2-warning'],
  ] as const)(
    '%s shows its default title, the text and its icon',
    async (_name, show, title, iconClass) => {
      void show('Erro ao buscar evento.');

      const dialog = await popup();

      expect(dialog).toHaveAccessibleName(title);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('Erro ao buscar evento.')).toBeInTheDocument();
      expect(dialog.querySelector(`.${iconClass}`)).toHaveClass(
        'swal2-icon-show',
      );
    },
  );

  it('takes a custom title', async () => {
    void alertError('E-mail ou senha inválidos.', 'Login');

    expect(await popup()).toHaveAccessibleName('Login');
    expect(screen.getByText('E-mail ou senha inválidos.')).toBeInTheDocument();
  });

  it('resolves when the user dismisses the popup', async () => {
    const user = userEvent.setup();
    const closed = alertSuccess('Recado enviado.');
    await popup();

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await expect(closed).resolves.toBeUndefined();
  });

  describe('the focus once the popup is gone', () => {
    const fields = () => {
      document.body.innerHTML =
        '<input aria-label="Transmissão" /><input aria-label="Link da transmissão" />';
      return {
        first: screen.getByRole('textbox', { name: 'Transmissão' }),
        second: screen.getByRole('textbox', { name: 'Link da transmissão' }),
      };
    };

    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('goes back to what had it before the popup', async () => {
      const user = userEvent.setup();
      const { first } = fields();
      first.focus();
      const closed = alertWarning('Por favor, preencha todos os campos.');
      await popup();
      expect(first).not.toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'OK' }));
      await closed;

      expect(first).toHaveFocus();
    });

    it('stays where the user put it after the popup left the page', async () => {
      const user = userEvent.setup();
      const { first, second } = fields();
      first.focus();
      const closed = alertWarning('Por favor, preencha todos os campos.');
      await popup();
      await user.click(screen.getByRole('button', { name: 'OK' }));
      await waitFor(() =>
        expect(document.querySelector('.swal2-container')).toBeNull(),
      );

      // The user moves on to the next field and types there at once.
      await user.click(second);
      await closed;
      await user.keyboard('https://youtube.com/live/celebra');

      expect(second).toHaveFocus();
      expect(second).toHaveValue('https://youtube.com/live/celebra');
      expect(first).toHaveValue('');
    });
  });
});

describe('confirmAction', () => {
  it('resolves true when the user confirms', async () => {
    const user = userEvent.setup();
    const answer = confirmAction({
      title: 'Remover presente?',
      text: 'Esta ação não pode ser desfeita.',
    });

    expect(await popup()).toHaveAccessibleName('Remover presente?');
    expect(
      screen.getByText('Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when the user cancels, with custom button texts', async () => {
    const user = userEvent.setup();
    const answer = confirmAction({
      title: 'Excluir recado?',
      text: 'O recado será removido.',
      confirmText: 'Excluir',
      cancelText: 'Voltar',
    });
    await popup();

    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));

    await expect(answer).resolves.toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
  });
});
