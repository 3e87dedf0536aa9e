import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadItem } from '../lib/upload-queue';
import { UploadList } from './upload-list';

const item = (name: string, changes: Partial<UploadItem>): UploadItem => ({
  id: name,
  file: new File(['x'], name, {
    type: name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
  }),
  kind: name.endsWith('.mp4') ? 'video' : 'image',
  state: 'queued',
  progress: 0,
  error: null,
  retryable: true,
  ...changes,
});

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('UploadList', () => {
  it('shows each file with its own state and progress', () => {
    render(
      <UploadList
        onRetry={jest.fn()}
        items={[
          item('bolo.jpg', { state: 'sending', progress: 0.42 }),
          item('valsa.mp4', { state: 'queued' }),
          item('brinde.jpg', { state: 'done', progress: 1 }),
          item('noivos.jpg', { state: 'pending', progress: 1 }),
        ]}
      />,
    );

    expect(
      rowOf('bolo.jpg').getByRole('progressbar', { name: 'enviando…' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(rowOf('valsa.mp4').getByText('na fila')).toBeInTheDocument();
    expect(rowOf('brinde.jpg').getByText('enviada')).toBeInTheDocument();
    expect(
      rowOf('noivos.jpg').getByText('aguardando aprovação'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 arquivos enviados.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a failure's reason and sends that file again on 'Tentar de novo'", async () => {
    const onRetry = jest.fn();
    render(
      <UploadList
        onRetry={onRetry}
        items={[
          item('bolo.jpg', {
            state: 'error',
            error: 'O álbum da festa está cheio.',
          }),
          item('brinde.jpg', { state: 'done', progress: 1 }),
        ]}
      />,
    );
    const row = rowOf('bolo.jpg');
    expect(row.getByText('erro')).toBeInTheDocument();
    expect(row.getByText('O álbum da festa está cheio.')).toBeInTheDocument();

    await userEvent.click(
      row.getByRole('button', { name: 'Tentar enviar bolo.jpg de novo' }),
    );

    expect(onRetry).toHaveBeenCalledWith('bolo.jpg');
  });

  it('offers no retry for a file refused before sending', () => {
    render(
      <UploadList
        onRetry={jest.fn()}
        items={[
          item('planilha.pdf', {
            state: 'error',
            error: 'Este arquivo não é uma foto nem um vídeo.',
            retryable: false,
          }),
        ]}
      />,
    );

    expect(
      screen.getByText('Este arquivo não é uma foto nem um vídeo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing before a file is picked', () => {
    const { container } = render(<UploadList onRetry={jest.fn()} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
