import pg from 'pg';
import { startShopProcess, type ShopProcess } from '../../scripts/testing/shop-process.ts';
import { freshBenchDatabase } from './bench-database.ts';

/** How many password changes one account keeps in flight. */
const IN_FLIGHT = Number(process.env.BENCH_PASSWORD_CHANGES_IN_FLIGHT || 9);
/** Sign-ins of the other customer timed alone, then beside the changes (each from an address of its own). */
const ALONE = 5;
const BESIDE = 15;

const BUSY = { email: 'bench-busy@example.in', password: 'Millet#2024busy' };
const OTHER = { email: 'bench-other@example.in', password: 'Millet#2024other' };
// behind TRUST_PROXY=true, the busy account has an address of its own, and each of the other's sign-ins another,
// so that no limit per address (10 sign-ins before) ends the run
const busyAddress = { 'x-forwarded-for': '198.51.100.1' };
let otherSignIns = 0;
const otherAddress = () => ({ 'x-forwarded-for': `198.51.100.${(otherSignIns += 1) + 1}` });

export interface PasswordHashingFigures {
  label: string;
  aloneMs: number[];
  /** only those that ended while changes were still in flight */
  besideMs: number[];
  /** the answers to the busy account's password changes, by status */
  changes: Record<number, number>;
}

/** The shop of a checkout (this one or a baseline's worktree) on its own PostgreSQL database, API only. */
export async function startApiOnly(dir: string, database: string): Promise<ShopProcess> {
  return startShopProcess({
    command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
    cwd: dir,
    tempDirPrefix: 'healthy-grains-bench-hashing-',
    env: () => ({
      DATABASE_URL: database,
      TRUST_PROXY: 'true',
      RENDER_THREADS: '0',
      ADMIN_EMAIL: BUSY.email,
      ADMIN_PASSWORD: BUSY.password,
    }),
    startupTimeoutMs: 120_000,
  });
}

const post = (shop: ShopProcess, path: string, body: object, headers: Record<string, string>) =>
  fetch(`${shop.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Registers the other customer and follows the confirmation link the shop queued in its outbox. */
async function confirmedOther(shop: ShopProcess, database: string) {
  const registered = await post(shop, '/api/registration-mail', OTHER, otherAddress());
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = $1', [
      OTHER.email,
    ]);
    const link = /https?:\/\/\S+/.exec(rows[0]?.text ?? '')?.[0];
    if (!link) throw new Error('no confirmation mail');
    const url = new URL(link);
    await fetch(`${shop.baseURL}${url.pathname}${url.search}`, { redirect: 'manual' });
  } finally {
    await client.end();
  }
}

async function timedSignIn(shop: ShopProcess): Promise<number> {
  const started = performance.now();
  const answer = await post(shop, '/api/login', OTHER, otherAddress());
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`the other customer's sign-in: ${answer.status} ${await answer.text()}`);
  return ms;
}

/**
 * One account keeps IN_FLIGHT password changes with the right current password in flight (each worker sends the
 * next as soon as one is answered, until a refusal or the end) while another customer signs in, timed; once a
 * budget refuses every change, nothing is in flight any more and the timing stops.
 */
export async function passwordHashingLoad(label: string, shop: ShopProcess, database: string) {
  await confirmedOther(shop, database);
  const busy = await post(shop, '/api/login', BUSY, busyAddress);
  const { token, user } = (await busy.json()) as { token: string; user: { id: number } };
  const aloneMs: number[] = [];
  for (let index = 0; index < ALONE; index += 1) aloneMs.push(await timedSignIn(shop));

  const changes: Record<number, number> = {};
  let stop = false;
  let inFlight = IN_FLIGHT;
  const change = { id: user.id, password: BUSY.password, current_password: BUSY.password };
  const workers = Array.from({ length: IN_FLIGHT }, async () => {
    while (!stop) {
      const answer = await post(shop, '/api/user/update', change, { ...busyAddress, authorization: `Bearer ${token}` });
      await answer.arrayBuffer();
      changes[answer.status] = (changes[answer.status] ?? 0) + 1;
      if (answer.status !== 200) break;
    }
    inFlight -= 1;
  });
  const besideMs: number[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let index = 0; index < BESIDE && inFlight > 0; index += 1) {
      const ms = await timedSignIn(shop);
      if (inFlight > 0) besideMs.push(ms);
    }
  } finally {
    stop = true;
    await Promise.all(workers);
  }
  return { label, aloneMs, besideMs, changes } satisfies PasswordHashingFigures;
}

/** A fresh database for one shop of the run. */
export const benchDatabase = (name: string) => freshBenchDatabase(`healthy_grains_bench_hashing_${name}`);
