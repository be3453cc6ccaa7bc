/** A remote's name in the federation, from its folder: `mfe-catalog` → `mfe_catalog` . */
export const federationName = (folder: string) => folder.replace(/-/g, '_');
