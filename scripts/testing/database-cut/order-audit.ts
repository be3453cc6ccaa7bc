import pg from 'pg';
import type { ShopperOutcome } from './shopper.ts';
import { expectedTotalPaise, type PlannedLine } from './shopping-plans.ts';

export interface OrderAudit {
  /** shoppers whose one order is in the database, Paid, with the right total and lines */
  paidOrdersVerified: number;
  /** shoppers who left without checking out and whose cart still holds exactly what they added */
  cartsVerified: number;
  /** everything that is not as the shoppers left it, one sentence each */
  problems: string[];
}

interface OrderRow {
  id: number;
  session_id: string;
  payment_status: string;
  final_total_paise: number;
}
interface LineRow {
  owner: string;
  product_price_id: number;
  qty: number;
  price_paise: number | null;
}

const described = (lines: { productPriceId: number; qty: number; pricePaise?: number }[]) =>
  lines
    .map((line) => `${line.productPriceId}×${line.qty}${line.pricePaise === undefined ? '' : `@${line.pricePaise}`}`)
    .sort()
    .join(', ');
const planned = (lines: PlannedLine[], withPrices: boolean) =>
  described(lines.map((line) => ({ ...line, pricePaise: withPrices ? line.unitPaise : undefined })));
const stored = (rows: LineRow[]) =>
  described(
    rows.map((row) => ({
      productPriceId: row.product_price_id,
      qty: row.qty,
      pricePaise: row.price_paise ?? undefined,
    })),
  );

/**
 * Reads the orders and carts straight from the database (not through the API, which might cover for itself)
 * and compares them with what each shopper did: one Paid order per shopper who paid, at the total the
 * catalogue and the coupon make, with the lines added; none for the others, whose carts keep their lines;
 * and no order anyone else placed.
 */
export async function auditOrders(databaseUrl: string, outcomes: ShopperOutcome[]): Promise<OrderAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sessions = outcomes.flatMap((outcome) => outcome.sessionId ?? []);
    const orders = (
      await client.query<OrderRow>('SELECT id, session_id, payment_status, final_total_paise FROM orders')
    ).rows;
    const items = (
      await client.query<LineRow>(
        'SELECT order_id::text AS owner, product_price_id, qty, price_paise FROM order_items WHERE order_id = ANY($1)',
        [orders.map((order) => order.id)],
      )
    ).rows;
    const cartLines = (
      await client.query<LineRow>(
        'SELECT session_id AS owner, product_price_id, qty, NULL AS price_paise FROM cart_lines WHERE session_id = ANY($1)',
        [sessions],
      )
    ).rows;
    const rowsOf = <T extends { owner: string }>(rows: T[], owner: string | number) =>
      rows.filter((row) => row.owner === String(owner));

    const audit: OrderAudit = { paidOrdersVerified: 0, cartsVerified: 0, problems: [] };
    const problem = (text: string) => audit.problems.push(text);
    const known = new Set(sessions);
    for (const order of orders) {
      if (!known.has(order.session_id)) problem(`order ${order.id} belongs to no shopper of this run`);
    }
    for (const { plan, sessionId, orderId, paid } of outcomes) {
      if (!sessionId) continue;
      const who = `shopper ${plan.index}`;
      const own = orders.filter((order) => order.session_id === sessionId);
      const cart = rowsOf(cartLines, sessionId);
      if (!plan.checksOut || orderId === undefined) {
        if (own.length > 0) problem(`${who} placed no order, yet the database holds ${own.length}`);
        if (stored(cart) !== planned(plan.lines, false)) {
          problem(`${who}'s cart holds [${stored(cart)}], not the lines added [${planned(plan.lines, false)}]`);
        } else if (own.length === 0) audit.cartsVerified++;
        continue;
      }
      if (own.length !== 1) {
        problem(`${who} placed one order; the database holds ${own.length}`);
        continue;
      }
      const order = own[0]!;
      const lines = rowsOf(items, order.id);
      const before = audit.problems.length;
      if (order.id !== orderId) problem(`${who} was answered order ${orderId}; the database holds ${order.id}`);
      if (paid !== (order.payment_status === 'Paid')) {
        problem(`${who}'s payment was ${paid ? '' : 'not '}verified; order ${order.id} is ${order.payment_status}`);
      }
      if (order.final_total_paise !== expectedTotalPaise(plan)) {
        problem(`${who}'s order ${order.id} totals ${order.final_total_paise} paise, not ${expectedTotalPaise(plan)}`);
      }
      if (stored(lines) !== planned(plan.lines, true)) {
        problem(
          `${who}'s order ${order.id} holds [${stored(lines)}], not the lines added [${planned(plan.lines, true)}]`,
        );
      }
      if (cart.length > 0) problem(`${who}'s cart still holds [${stored(cart)}] after the checkout`);
      if (paid && audit.problems.length === before) audit.paidOrdersVerified++;
    }
    return audit;
  } finally {
    await client.end();
  }
}
