/** The `{ status, message }` answer of the account calls that return no data. */
export interface ShopAnswer {
  status: boolean;
  message: string;
}
