/** Who answers for the data: the operator of the service and its encarregado (LGPD art. 41). */
export interface PrivacyContacts {
  operatorName: string;
  operatorCnpj: string;
  operatorAddress: string;
  dpoName: string;
  dpoEmail: string;
  /** Some value is the demo one: the pages say so above everything else. */
  demo: boolean;
}

/** The environment variable of each contact. */
export const PRIVACY_CONTACT_VARIABLES = {
  operatorName: 'PRIVACY_OPERATOR_NAME',
  operatorCnpj: 'PRIVACY_OPERATOR_CNPJ',
  operatorAddress: 'PRIVACY_OPERATOR_ADDRESS',
  dpoName: 'PRIVACY_DPO_NAME',
  dpoEmail: 'PRIVACY_DPO_EMAIL',
} as const satisfies Record<Exclude<keyof PrivacyContacts, 'demo'>, string>;

/** Outside production, what an unset variable shows: visibly not a real company. */
export const DEMO_PRIVACY_CONTACTS: Omit<PrivacyContacts, 'demo'> = {
  operatorName: 'Celebra (empresa de demonstração)',
  operatorCnpj: '00.000.000/0000-00 (demonstração)',
  operatorAddress: 'Endereço de demonstração, São Paulo – SP',
  dpoName: 'Encarregado de demonstração',
  dpoEmail: 'privacidade@celebra.local',
};
