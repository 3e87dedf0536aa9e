/** The host app's routes. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The link mailed to a new e-mail address (`?token=…`, built by the api). */
  confirmEmail: '/confirm-email',
  register: '/register',
  logout: '/logout',
  home: '/',
  homeAlias: '/home',
  custom: '/custom',
  appearance: '/appearance',
  info: '/info',
  gifts: '/gifts',
  customPages: '/custom-pages',
  settings: '/settings',
  gallery: '/gallery',
  /** 'Festa': the guests' photos at the party, the wall and the table card. */
  party: '/party',
  servicePackage: '/service-package',
  confirmations: '/confirmations',
  /** The invitation's custom questions and their answers. */
  confirmationQuestions: '/confirmations/questions',
  /** 'Configurações da confirmação': deadline, reminders, open answers, the message. */
  confirmationSettings: '/confirmations/settings',
  /** 'Lista da portaria': the printable list of who is coming. */
  doorList: '/confirmations/door-list',
  messages: '/messages',
  giftsReceived: '/gifts-received',
  members: '/members',
  activity: '/activity',
  newEvent: '/new-event',
  /** 'Minha conta': the account itself and the devices it is signed in on. */
  account: '/account',
  /** 'Meus dados': the account's data export and its closure. */
  accountData: '/account/data',
  /** The invitation e-mail's link (`/convite/<token>`, built by the api). */
  invitation: '/convite/:token',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The page of one invitation link. */
export const invitationPath = (token: string) =>
  `/convite/${encodeURIComponent(token)}`;
