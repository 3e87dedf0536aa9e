import { redirectToLogin } from './redirect-to-login';

describe('redirectToLogin', () => {
  it('sends the browser to /login', () => {
    const location = { pathname: '/gifts', assign: jest.fn() };

    redirectToLogin(location);

    expect(location.assign).toHaveBeenCalledWith('/login');
  });

  it('stays put when already on /login', () => {
    const location = { pathname: '/login', assign: jest.fn() };

    redirectToLogin(location);

    expect(location.assign).not.toHaveBeenCalled();
  });
});
