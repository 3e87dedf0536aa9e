import type { AdminMeResponse } from '@celebra/contracts';

export const adminMe: AdminMeResponse = {
  success: true,
  admin: {
    id: 1,
    firstName: 'Marina',
    lastName: 'Costa',
    email: 'admin@celebra.dev',
  },
};

export const signIn = () => {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminId', '1');
};
