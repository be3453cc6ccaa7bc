/**
 * The pages the shell loads, by federation id (`remote/ExposedName`). Every
 * exposed page default-exports a component without props; the remotes'
 * generated types (dist/@mf-types.zip) describe the same modules.
 */
export type RemotePageId =
  | 'mfe_catalog/HomePage'
  | 'mfe_catalog/ProductListPage'
  | 'mfe_catalog/ProductDetailPage'
  | 'mfe_catalog/ComboDetailPage';
