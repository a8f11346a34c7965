/** The shapes of spec §3 as the server sends them. */

export interface CartLine {
  id: number | string;
  quantity: number;
  price: number;
  productName: string;
  productUrl: string;
  productImage?: { url: string } | null;
  productId: number | string;
  installmentPrice?: number | null;
}

export type CartTotalType = 'sum' | 'sum_old' | 'sum_weight' | (string & {});

export interface Cart {
  items: CartLine[];
  totals: { type: CartTotalType; value: number }[];
}

export interface ListUpdate {
  productId: number | string;
  action: 'add' | 'remove';
}
