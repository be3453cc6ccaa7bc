import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_PAGE_SIZE, type ProductSort } from 'shared/contracts/catalog-pages';
import type { Database } from '../../db/open-database.ts';
import { RetryLaterError } from '../../retry-later-error.ts';
import type { ParsedComboPageQuery, ParsedProductPageQuery } from './schemas.ts';
import { searchWordsOf } from './search-words.ts';

/**
 * How alike a search word and a word of a name or an ingredient must be (pg_trgm's word similarity, 0 to 1).
 * pg_trgm's default, 0.6, misses one swapped pair of letters in a short word ("protien"); 0.45 still keeps
 * unrelated words apart.
 */
const WORD_SIMILARITY = 0.45;
/** A match in an ingredient ranks below the same match in a name. */
const INGREDIENT_WEIGHT = 0.8;
/**
 * The most names, and the most ingredients, one search weighs: a word found in most of a large catalogue would
 * otherwise be scored on every row of it, for a page of 24. Beyond it the answer says `total_capped`.
 */
export const SEARCH_MATCH_LIMIT = 1_000;
/** PostgreSQL cancels a search statement past this; PGlite cannot (single-user mode), where the bounds above hold. */
const SEARCH_STATEMENT_TIMEOUT_MS = 1_000;
export const SEARCH_TOO_SLOW = 'The search took too long. Please try again in a moment, with fewer words.';
const SEARCH_RETRY_AFTER_SECONDS = 5;

export type IdPage = {
  /** the active products (or combos) of the page, in its order */
  ids: number[];
  total: number;
  page: number;
  perPage: number;
};

export type ProductIdPage = IdPage & {
  /** the words of the search that were not looked for */
  ignoredWords: string[];
  /** more products match than the search weighed (SEARCH_MATCH_LIMIT) */
  totalCapped: boolean;
};

/** The lowest price the product sells at, in paise (a product without a weight comes last either way). */
const lowestPrice = sql`(select min(pp.discounted_price_paise) from product_prices pp where pp.product_id = p.id)`;

function orderOf(sort: ProductSort, searching: boolean): SQL {
  switch (sort) {
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'price-asc':
      return sql`${lowestPrice} asc nulls last, p.id`;
    case 'price-desc':
      return sql`${lowestPrice} desc nulls last, p.id`;
    case 'relevance':
      return searching ? sql`r.score desc, p.id` : sql`p.id`;
  }
}

/**
 * Products whose name or ingredient has a word like one searched (a whole word found in the name ranks first):
 * pg_trgm's `<%` operator, which the trigram indexes of migrations 0011 and 0013 serve, on at most
 * SEARCH_MATCH_LIMIT names and as many ingredients; `capped` says whether either reached it.
 */
const rankedMatches = (search: string) => sql`
  with name_matches as (
    select id as product_id,
      word_similarity(${search}, name) + case when strpos(lower(name), lower(${search})) > 0 then 1 else 0 end as score
      from products where ${search} <% name limit ${SEARCH_MATCH_LIMIT}
  ),
  ingredient_matches as (
    select product_id, ${INGREDIENT_WEIGHT} * word_similarity(${search}, ingredient) as score
      from product_ingredients where ${search} <% ingredient limit ${SEARCH_MATCH_LIMIT}
  ),
  ranked as (
    select product_id, max(score) as score
      from (select * from name_matches union all select * from ingredient_matches) matches group by product_id
  ),
  capped as (
    select (select count(*) from name_matches) >= ${SEARCH_MATCH_LIMIT}
      or (select count(*) from ingredient_matches) >= ${SEARCH_MATCH_LIMIT} as capped
  )`;

/** The rows of a raw query: every `Database` is node-postgres underneath (PGlite too, served over its socket). */
const rowsOf = async <Row>(pending: Promise<unknown>) => ((await pending) as { rows: Row[] }).rows;

type Reader = Pick<Database, 'execute'>;

/** The ids of one page of `source`, and how many rows there are over every page. */
async function readPage(
  reader: Reader,
  {
    prelude = sql``,
    id,
    source,
    where,
    order,
    flag = sql`false`,
    page,
    perPage,
  }: Record<'id' | 'source' | 'where' | 'order', SQL> & {
    prelude?: SQL;
    /** a yes or no the prelude works out, read along with the count */
    flag?: SQL;
    page: number;
    perPage: number;
  },
): Promise<IdPage & { flag: boolean }> {
  const rows = await rowsOf<{ id: number; total: string; flag: boolean }>(
    reader.execute(sql`
      ${prelude}
      select ${id} as id, count(*) over () as total, ${flag} as flag from ${source} where ${where}
      order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  let flagged = rows[0]?.flag ?? false;
  // past the last page no row carries the count
  if (rows.length === 0 && page > 1) {
    const [counted] = await rowsOf<{ total: string; flag: boolean }>(
      reader.execute(sql`${prelude} select count(*) as total, ${flag} as flag from ${source} where ${where}`),
    );
    total = Number(counted?.total ?? 0);
    flagged = counted?.flag ?? false;
  }
  return { ids: rows.map((row) => row.id), total, page, perPage, flag: flagged };
}

const isStatementTimeout = (error: unknown) =>
  error instanceof DrizzleQueryError && (error.cause as { code?: unknown } | undefined)?.code === '57014';

/** One page of the active catalogue, searched, filtered and sorted in the database; the products themselves come from the catalogue in memory. */
export async function findProductPage(db: Database, query: ParsedProductPageQuery): Promise<ProductIdPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PRODUCT_PAGE_SIZE;
  const { searched, ignored } = searchWordsOf(query.q ?? '');
  const search = searched.length > 0 ? searched.join(' ') : undefined;
  const prelude = search ? rankedMatches(search) : sql``;
  const source = search ? sql`products p join ranked r on r.product_id = p.id` : sql`products p`;
  const where = sql.join(
    [
      sql`p.product_status = 1`,
      ...(query.in_stock ? [sql`p.in_stock = 1`] : []),
      ...(query.best_seller ? [sql`p.is_best_seller = 1`] : []),
    ],
    sql` and `,
  );
  const order = orderOf(query.sort ?? 'relevance', Boolean(search));
  const flag = search ? sql`(select capped from capped)` : undefined;

  const read = async (reader: Reader): Promise<ProductIdPage> => {
    const { flag: totalCapped, ...found } = await readPage(reader, {
      prelude,
      id: sql`p.id`,
      source,
      where,
      order,
      flag,
      page,
      perPage,
    });
    return { ...found, ignoredWords: ignored, totalCapped };
  };

  if (!search) return read(db);
  try {
    return await db.transaction(async (tx) => {
      // for this transaction only: the threshold of `<%`; the timeout; and the trigram indexes, which the planner
      // prices above a scan of a few thousand rows, since it counts a trigram comparison as cheap as an integer's
      await tx.execute(sql`select
        set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true),
        set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true),
        set_config('enable_seqscan', 'off', true)`);
      return read(tx);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw new RetryLaterError(503, SEARCH_TOO_SLOW, SEARCH_RETRY_AFTER_SECONDS);
    throw error;
  }
}

/** One page of the active combos by id, best sellers only when asked. */
export const findComboPage = (db: Database, query: ParsedComboPageQuery): Promise<IdPage> =>
  readPage(db, {
    id: sql`c.id`,
    source: sql`product_combos c`,
    where: query.best_seller ? sql`c.status = 1 and c.is_best_seller = 1` : sql`c.status = 1`,
    order: sql`c.id`,
    page: query.page ?? 1,
    perPage: query.per_page ?? PRODUCT_PAGE_SIZE,
  });
