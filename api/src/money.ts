/** Money is stored as whole paise and shown as rupees with two decimals. */
export const rupeesFromPaise = (paise: number): number => paise / 100;

export const paiseFromRupees = (rupees: number): number => Math.round(rupees * 100);
