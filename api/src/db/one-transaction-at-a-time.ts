import type { Database } from './open-database.ts';

/**
 * Makes `db.transaction` calls wait for one another before asking the pool for its one connection. Otherwise
 * fifty checkouts queue at the pool ahead of a read, which then waits for all of them; through this gate it
 * waits for one at most.
 */
export function oneTransactionAtATime(db: Database): void {
  const transaction = db.transaction.bind(db);
  let last: Promise<unknown> = Promise.resolve();
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    const turn = last.then(() => transaction(...args));
    last = turn.catch(() => undefined);
    return turn;
  }) as typeof db.transaction;
}
