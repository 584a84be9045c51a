/** Prices in whole Czech crowns, rendered as Czech readers expect: "1 290 Kč" (no-break spaces). */
const NBSP = '\u00a0';

export function renderPrice(crowns: number): string {
  const grouped = Math.round(crowns)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${grouped}${NBSP}Kč`;
}

/** The label of a course that costs nothing. */
export const FREE_PRICE_LABEL = 'Zdarma';

export interface CoursePrice {
  price: number;
  salePrice: number | null;
}

/** What the learner pays now: the sale price when it is lower than the price. */
export const isOnSale = ({ price, salePrice }: CoursePrice): boolean =>
  salePrice !== null && salePrice >= 0 && salePrice < price;

export const currentPrice = (p: CoursePrice): number => (isOnSale(p) ? p.salePrice! : p.price);

export const renderCurrentPrice = (p: CoursePrice): string =>
  currentPrice(p) === 0 ? FREE_PRICE_LABEL : renderPrice(currentPrice(p));
