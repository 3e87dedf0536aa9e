import { Card } from '@celebra/ui';

/** What a co-host sees instead of the payout request and the payout destination. */
export const PayoutsOwnerOnly = () => (
  <Card title="Repasse" headingLevel={2}>
    <p className="text-ink">
      Somente o titular do evento pode ver e alterar os dados para repasse e
      solicitar repasses.
    </p>
  </Card>
);
