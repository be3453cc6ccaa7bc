import type { ComboRecord } from 'shared/contracts/product-combos-admin';
import { formatRupees } from 'shared/format/rupees';
import { searchRows } from '../../ui/search-rows.ts';

/** The combos list's search filters on the name and the combo price's text (as typed or shown). */
export const searchCombos = (combos: readonly ComboRecord[], search: string) =>
  searchRows(combos, search, (combo) => [combo.name, String(combo.combo_price), formatRupees(combo.combo_price)]);
