import {
  adminSession,
  createSessionStore,
  userSession,
  userSessionKeys,
} from './session';
import { memoryStorage } from './test-helpers';

describe('session stores', () => {
  beforeEach(() => window.localStorage.clear());

  it('save, read and clear the host session under userToken/userId', () => {
    userSession.save({ token: 't1', id: 'u1' });

    expect(window.localStorage.getItem('userToken')).toBe('t1');
    expect(window.localStorage.getItem('userId')).toBe('u1');
    expect(userSession.read()).toEqual({ token: 't1', id: 'u1' });
    expect(adminSession.read()).toBeNull();

    userSession.clear();

    expect(userSession.read()).toBeNull();
    expect(window.localStorage.getItem('userToken')).toBeNull();
  });

  it('keep the administrator session under adminToken/adminId', () => {
    adminSession.save({ token: 't2', id: 'a1' });

    expect(window.localStorage.getItem('adminToken')).toBe('t2');
    expect(window.localStorage.getItem('adminId')).toBe('a1');
    expect(userSession.read()).toBeNull();
  });

  it('read nothing when only half of the session is stored', () => {
    const storage = memoryStorage({ userToken: 't1' });

    expect(
      createSessionStore(userSessionKeys, () => storage).read(),
    ).toBeNull();
  });
});
