import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_PAGE_SIZE, type ProductSort } from 'shared/contracts/catalog-pages';
import type { Database } from '../../db/open-database.ts';
import type { ParsedComboPageQuery, ParsedProductPageQuery } from './schemas.ts';

/**
 * How alike a search word and a word of a name or an ingredient must be (pg_trgm's word similarity, 0 to 1).
 * pg_trgm's default, 0.6, misses one swapped pair of letters in a short word ("protien"); 0.45 still keeps
 * unrelated words apart.
 */
const WORD_SIMILARITY = 0.45;
/** A match in an ingredient ranks below the same match in a name. */
const INGREDIENT_WEIGHT = 0.8;

export type IdPage = {
  /** the active products (or combos) of the page, in its order */
  ids: number[];
  total: number;
  page: number;
  perPage: number;
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
 * pg_trgm's `<%` operator, which the trigram indexes of migration 0011 serve.
 */
const rankedMatches = (search: string) => sql`
  with matches as (
    select id as product_id,
      word_similarity(${search}, name) + case when strpos(lower(name), lower(${search})) > 0 then 1 else 0 end as score
      from products where ${search} <% name
    union all
    select product_id, ${INGREDIENT_WEIGHT} * word_similarity(${search}, ingredient)
      from product_ingredients where ${search} <% ingredient
  ),
  ranked as (select product_id, max(score) as score from matches group by product_id)`;

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
    page,
    perPage,
  }: Record<'id' | 'source' | 'where' | 'order', SQL> & {
    prelude?: SQL;
    page: number;
    perPage: number;
  },
): Promise<IdPage> {
  const rows = await rowsOf<{ id: number; total: string }>(
    reader.execute(sql`
      ${prelude}
      select ${id} as id, count(*) over () as total from ${source} where ${where}
      order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  // past the last page no row carries the count
  if (rows.length === 0 && page > 1) {
    const [counted] = await rowsOf<{ total: string }>(
      reader.execute(sql`${prelude} select count(*) as total from ${source} where ${where}`),
    );
    total = Number(counted?.total ?? 0);
  }
  return { ids: rows.map((row) => row.id), total, page, perPage };
}

/** One page of the active catalogue, searched, filtered and sorted in the database; the products themselves come from the catalogue in memory. */
export async function findProductPage(db: Database, query: ParsedProductPageQuery): Promise<IdPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PRODUCT_PAGE_SIZE;
  const search = query.q?.trim() || undefined;
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

  const read = (reader: Reader) => readPage(reader, { prelude, id: sql`p.id`, source, where, order, page, perPage });

  if (!search) return read(db);
  // the threshold of `<%` is a setting: for this transaction only
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return read(tx);
  });
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
