/** Title of the checkout line carrying the platform fee when the guest pays it. */
export const PLATFORM_FEE_ITEM_TITLE = 'Taxa de serviço da plataforma';
