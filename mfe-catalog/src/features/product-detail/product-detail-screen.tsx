import { useParams } from 'shared/routing';
import { HydrateWhenSeen } from 'shared/ui/hydrate-when-seen.tsx';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { useGetProductQuery } from '../catalog/api.ts';
import { DetailLayout } from '../../ui/detail-layout.ts';
import { useProductListOnError } from '../../ui/use-product-list-on-error.ts';
import { Ingredients } from '../../ui/ingredients.tsx';
import { GalleryPlaceholder, ProductGallery } from '../../ui/product-gallery.tsx';
import { ProductTabs } from '../../ui/product-tabs.tsx';
import { ProductPurchase } from './product-purchase.tsx';

/** The tabs below the fold, from the page's own query: a component without props, as `HydrateWhenSeen` takes. */
function ProductTabsOfPage() {
  const { p_id = '' } = useParams();
  const { data: product } = useGetProductQuery(p_id);
  return product ? <ProductTabs product={product} /> : null;
}

function ProductDetail({ productId }: { productId: string }) {
  const { data: product, isError } = useGetProductQuery(productId);
  usePageMeta(product?.name ?? 'Product', product?.descriptions[0]?.description);

  useProductListOnError(isError);

  return (
    <Page>
      <DetailLayout>
        {product ? (
          <ProductGallery productId={product.id} name={product.name} images={product.images} />
        ) : (
          <GalleryPlaceholder label="Loading product" />
        )}
        <div>
          <h1>{product?.name ?? 'Product details'}</h1>
          <ProductPurchase product={product} />
          {product && <Ingredients ingredients={product.ingredients} />}
        </div>
      </DetailLayout>
      {product && <HydrateWhenSeen content={ProductTabsOfPage} />}
    </Page>
  );
}

/** The product page; a new product id starts afresh (weight, quantity, image). */
export function ProductDetailScreen() {
  const { p_id = '' } = useParams();
  return <ProductDetail key={p_id} productId={p_id} />;
}
