/** The ISO paper sizes a printed card comes in (kept apart from the PDF code, which is lazy). */
export const CARD_PAPERS = ['A6', 'A5'] as const;
export type CardPaper = (typeof CARD_PAPERS)[number];
