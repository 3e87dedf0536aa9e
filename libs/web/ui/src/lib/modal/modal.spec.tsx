import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from './modal';

type HarnessProps = Partial<
  Pick<ModalProps, 'closeOnOutsideClick' | 'zIndex'>
> & { onClose?: () => void };

const Harness = ({ onClose, ...props }: HarnessProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adicionar convidado
      </button>
      <Modal
        {...props}
        open={open}
        title="Novo convidado"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Nome
          <input />
        </label>
        <button type="button">Salvar</button>
      </Modal>
    </>
  );
};

const openModal = async (props: HarnessProps = {}) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Adicionar convidado' }));
  return {
    user,
    dialog: screen.getByRole('dialog', { name: 'Novo convidado' }),
  };
};

const expectClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Modal', () => {
  it('opens as a labelled modal dialog in a portal at stacking level 10', async () => {
    const { dialog } = await openModal();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(dialog.parentElement).toHaveStyle({ zIndex: '10' });
  });

  it('accepts a higher stacking level', async () => {
    const { dialog } = await openModal({ zIndex: 40 });

    expect(dialog.parentElement).toHaveStyle({ zIndex: '40' });
  });

  it('closes with the close icon and gives focus back to the opener', async () => {
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    await expectClosed();
    expect(
      screen.getByRole('button', { name: 'Adicionar convidado' }),
    ).toHaveFocus();
  });

  it('closes with Esc', async () => {
    const { user } = await openModal();

    await user.keyboard('{Escape}');

    await expectClosed();
  });

  it('closes on a click outside by default', async () => {
    const { user, dialog } = await openModal();

    await user.click(dialog.parentElement as HTMLElement);

    await expectClosed();
  });

  it('stays open on a click outside when closeOnOutsideClick is false', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({
      closeOnOutsideClick: false,
      onClose,
    });

    await user.click(dialog.parentElement as HTMLElement);

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({ onClose });

    await user.click(screen.getByText('Novo convidado'));
    await user.click(dialog);
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves focus in and cycles it with Tab and Shift+Tab', async () => {
    const { user } = await openModal();
    const name = screen.getByRole('textbox', { name: 'Nome' });
    const save = screen.getByRole('button', { name: 'Salvar' });
    const close = screen.getByRole('button', { name: 'Fechar' });

    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('leaves focus and Esc to an alert opened over it', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({ onClose });
    const alert = document.createElement('div');
    alert.className = 'swal2-container';
    alert.innerHTML = '<button type="button">OK</button>';
    document.body.appendChild(alert);

    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    await user.keyboard('{Escape}');

    expect(ok).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    alert.remove();
  });

  it('locks page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();

    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});

describe('nested modals', () => {
  const Nested = () => {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <Modal open={outer} onClose={() => setOuter(false)} title="Presentes">
        <button type="button" onClick={() => setInner(true)}>
          Remover
        </button>
        <Modal
          open={inner}
          onClose={() => setInner(false)}
          title="Confirmar"
          zIndex={20}
        >
          <button type="button">Sim</button>
        </Modal>
      </Modal>
    );
  };

  it('closes only the top modal with Esc and keeps the scroll locked until the last closes', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus();

    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirmar' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('dialog', { name: 'Presentes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    await expectClosed();
    expect(document.body.style.overflow).toBe('');
  });
});
