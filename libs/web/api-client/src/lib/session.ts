export type Session = { token: string; id: string };

export type SessionKeys = { token: string; id: string };

export type SessionStore = {
  save(session: Session): void;
  clear(): void;
  /** The stored token and id, or null when either is missing. */
  read(): Session | null;
};

export const userSessionKeys: SessionKeys = {
  token: 'userToken',
  id: 'userId',
};
export const adminSessionKeys: SessionKeys = {
  token: 'adminToken',
  id: 'adminId',
};

const browserStorage = (): Storage => window.localStorage;

export const createSessionStore = (
  keys: SessionKeys,
  getStorage: () => Storage = browserStorage,
): SessionStore => ({
  save({ token, id }) {
    const storage = getStorage();
    storage.setItem(keys.token, token);
    storage.setItem(keys.id, id);
  },
  clear() {
    const storage = getStorage();
    storage.removeItem(keys.token);
    storage.removeItem(keys.id);
  },
  read() {
    const storage = getStorage();
    const token = storage.getItem(keys.token);
    const id = storage.getItem(keys.id);
    return token && id ? { token, id } : null;
  },
});

/** Host session in localStorage (userToken / userId). */
export const userSession = createSessionStore(userSessionKeys);
/** Administrator session in localStorage (adminToken / adminId). */
export const adminSession = createSessionStore(adminSessionKeys);
