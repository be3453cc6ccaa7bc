import { shop } from 'shared/config/shop';

/** The signed-in shopper's orders (document 2's route table); where a closed payment window leads. */
export const ordersPath = `/${shop.slug}/e-commerce/orders`;
