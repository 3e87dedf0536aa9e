import { ApiError, getErrorMessage, unexpectedError } from './api-error';

describe('getErrorMessage', () => {
  it('shows the message of an API failure', () => {
    expect(
      getErrorMessage(
        new ApiError('Slug indisponível.', { status: 409 }),
        'Erro ao salvar.',
      ),
    ).toBe('Slug indisponível.');
  });

  it('prefers the screen fallback to the generic unexpected text', () => {
    expect(
      getErrorMessage(unexpectedError(500), 'Erro ao buscar evento.'),
    ).toBe('Erro ao buscar evento.');
  });

  it('shows the message of a plain error', () => {
    expect(
      getErrorMessage(new Error('Gift não encontrado'), 'Erro ao prosseguir'),
    ).toBe('Gift não encontrado');
  });

  it('falls back for anything without a message', () => {
    expect(getErrorMessage('oops', 'Erro ao remover presente.')).toBe(
      'Erro ao remover presente.',
    );
    expect(getErrorMessage(new Error(''), 'Erro ao remover presente.')).toBe(
      'Erro ao remover presente.',
    );
  });
});
