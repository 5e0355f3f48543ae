import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, storeCategoryCounts } from '../../db/schema';
import { selectPricedPage } from './product-columns';
import { param } from './product-filters';
import { shelfWalk, type ListedRow } from './product-listing-repository';

/** Values out of the planner's sight, as in `product-filters.ts`: one generic plan serves all. */
const browse = {
  within: sql`(select ${sql.placeholder('within')}::text)`,
  first: sql`(select ${sql.placeholder('first')}::int)`,
  size: sql`(select ${sql.placeholder('size')}::int)`,
};

/**
 * An unfiltered browse page (the whole store, a department or a subcategory)
 * in one statement: the counts read model (`store_category_counts`) in shelf
 * order says where each category starts, which categories the page spans and
 * the total; each of those is walked on its shelf index only as deep as the
 * page reaches. One round trip instead of the counts, the category list and
 * the page one after the other: on a busy machine each trip waits its turn.
 * A page past the end has no row to carry the total (the caller counts then).
 */
function browsePage(db: Db): SQL {
  const sub = alias(categories, 'sub');
  const main = alias(categories, 'main');
  const walk = shelfWalk(db);
  return sql`with counted as (
      select ${sub.id} as id, ${storeCategoryCounts.products} as n,
             coalesce(${main.order}, ${sub.order}) as main_order, ${sub.order} as sub_order
      from ${storeCategoryCounts}
        join ${categories} as ${sub} on ${sub.id} = ${storeCategoryCounts.categoryId}
        left join ${categories} as ${main} on ${main.id} = ${sub.parentId}
      where ${storeCategoryCounts.storeId} = ${param.storeId} and ${storeCategoryCounts.products} > 0
        and (${browse.within} is null or ${sub.id} = ${browse.within} or ${sub.parentId} = ${browse.within})
    ),
    placed as (
      select id, n, row_number() over shelf_order as pos, sum(n) over shelf_order - n as start,
             sum(n) over () as total
      from counted window shelf_order as (order by main_order, sub_order, id)
    ),
    shelf as materialized (
      select id, pos, start, total from placed
      where start < ${browse.first} + ${browse.size} and start + n > ${browse.first}
    )
    select shelf.pos, walked.id, walked.description, shelf.total::int as total
    from shelf cross join lateral (
      ${walk} limit ${browse.first} + ${browse.size} - shelf.start) as walked
    order by shelf.pos, walked.description, walked.id
    limit ${browse.size} offset (select ${browse.first} - min(start) from shelf)`;
}

export function createBrowseReads(db: Db) {
  const page = selectPricedPage(db, browsePage(db))
    .orderBy(sql`page.pos`, sql`page.description`, sql`page.id`)
    .prepare('catalogue_browse_page');

  return {
    /** A page of the store, a department or a subcategory, each row carrying the total. */
    async browsePage(
      storeId: number,
      today: string,
      within: string | undefined,
      pageIndex: number,
      size: number,
    ): Promise<ListedRow[]> {
      return page.execute({
        storeId,
        today,
        within: within ?? null,
        first: pageIndex * size,
        size,
      });
    },
  };
}
