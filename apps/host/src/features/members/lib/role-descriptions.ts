import type { InvitableRole } from '@celebra/contracts';

/** One line per role an invitation gives: what the invited person may do. */
export const roleDescriptions: Record<InvitableRole, string> = {
  cohost:
    'Cuida do evento junto com o titular: site, presentes, convidados, recados e saldo. Não pede repasses nem convida pessoas.',
  assistant:
    'Ajuda com o site, os convidados e os recados. Não vê valores nem altera a lista de presentes.',
};
