-- Grows the seeded catalogue to $1 products and $2 combos, through the tables the back office writes: each new
-- product is a numbered copy of a seeded one (its images, prices, ingredients, descriptions, nutrition and steps
-- included), each new combo holds two or three of them. Returns each new product and combo with the seeded one
-- whose images it reuses.
create temporary table catalogue_copies (kind text, new_id int, original_id int) on commit preserve rows;

do $$
declare
  wanted_products int := current_setting('bench.products')::int;
  wanted_combos int := current_setting('bench.combos')::int;
  originals int[] := array(select id from products order by id);
  original_combos int[] := array(select id from product_combos order by id);
  made int := (select count(*) from products);
  original int;
  new_id int;
begin
  while made < wanted_products loop
    original := originals[1 + made % array_length(originals, 1)];
    insert into products (name, slug, in_stock, product_status, is_best_seller, serving_size, serving_per_container,
                          how_to_use_image, how_to_use_tip)
      select name || ' No. ' || made, slug || '-' || made, in_stock, 1, 0, serving_size, serving_per_container,
             how_to_use_image, how_to_use_tip
      from products where id = original
      returning id into new_id;
    insert into catalogue_copies values ('product', new_id, original);
    insert into product_images (product_id, image, thumbnail, is_default, sort)
      select new_id, image, thumbnail, is_default, sort from product_images where product_id = original;
    insert into product_prices (product_id, weight_unit, price_paise, discounted_price_paise, sort)
      select new_id, weight_unit, price_paise + (made % 50) * 100, discounted_price_paise + (made % 50) * 100, sort
      from product_prices where product_id = original;
    insert into product_ingredients (product_id, ingredient, sort)
      select new_id, ingredient, sort from product_ingredients where product_id = original;
    insert into product_descriptions (product_id, description, sort)
      select new_id, description, sort from product_descriptions where product_id = original;
    insert into product_nutrition_tables (product_id, title, columns, rows, sort)
      select new_id, title, columns, rows, sort from product_nutrition_tables where product_id = original;
    insert into product_how_to_use_steps (product_id, step_order, step_details)
      select new_id, step_order, step_details from product_how_to_use_steps where product_id = original;
    made := made + 1;
  end loop;

  made := (select count(*) from product_combos);
  while made < wanted_combos loop
    original := original_combos[1 + made % array_length(original_combos, 1)];
    insert into product_combos (name, image, combo_price_paise, status, is_best_seller)
      select name || ' No. ' || made, image, combo_price_paise, 1, 0 from product_combos where id = original
      returning id into new_id;
    insert into catalogue_copies values ('combo', new_id, original);
    insert into product_combo_items (combo_id, product_id, product_price_id, weight, discounted_price_paise, sort)
      select new_id, product_id, product_price_id, weight, discounted_price_paise, sort
      from product_combo_items where combo_id = original;
    made := made + 1;
  end loop;
end $$;
