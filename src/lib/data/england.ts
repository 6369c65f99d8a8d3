/**
 * Local authority districts in England (2024 boundaries): a sum or median over English
 * authorities is England's only when every one of them is held (EPC lodgements, sale prices).
 */
export const ENGLAND_AUTHORITIES = 296;
