import { invitationCodeOf } from './invitation-route';

describe('invitationCodeOf', () => {
  it.each([
    ['/ana-e-leo/c/AbCdEfGhIjKlMnOpQrStUv', 'AbCdEfGhIjKlMnOpQrStUv'],
    ['/ana-e-leo/c/AbCdEfGhIjKlMnOpQrSt-_/', 'AbCdEfGhIjKlMnOpQrSt-_'],
    ['/ana-e-leo/c/AbCdEfGhIjKlMnOpQrStUv#inicio', 'AbCdEfGhIjKlMnOpQrStUv'],
  ])('reads the code of %s', (path, code) => {
    expect(invitationCodeOf(path)).toBe(code);
  });

  it.each([
    '/ana-e-leo',
    '/ana-e-leo/c',
    '/ana-e-leo/c/curto',
    '/ana-e-leo/c/AbCdEfGhIjKlMnOpQrStUv/mais',
    '/c/AbCdEfGhIjKlMnOpQrStUv',
    '/ana-e-leo/c/AbCdEfGhIjKl.nOpQrStUv',
  ])('finds no personal page in %s', (path) => {
    expect(invitationCodeOf(path)).toBeNull();
  });
});
