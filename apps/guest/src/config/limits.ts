/**
 * Limits of the contract schemas, repeated here because the schema modules of
 * @celebra/contracts import full zod: importing even a constant from them would put zod in
 * the public site's bundle. `limits.spec.ts` checks that they still match the contract.
 */
export const guestLimits = {
  nameMaxLength: 120,
  messageMaxLength: 2000,
  companionsMax: 20,
  purchaseMaxQuantity: 999,
  purchaseNameMaxLength: 120,
  purchaseContactMaxLength: 200,
  purchaseNoteMaxLength: 500,
  sitePasswordMaxLength: 128,
} as const;
