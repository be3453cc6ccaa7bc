import { useEffect } from 'react';
import { shop } from 'shared/config/shop';

/** A page's document title: its own part, then the shop's name. */
export const documentTitle = (title: string) => (title ? `${title} | ${shop.name}` : shop.name);

/** Sets the document title ("{title} | {shop}") and meta description of a page. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
