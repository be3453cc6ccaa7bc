import { useState } from 'react';
import { Navigate, useParams } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { type AdminProduct, useGetAdminProductQuery, useUpdateProductMutation } from './api.ts';
import { updateProductFormData } from './product-form-data.ts';
import { productFormOfProduct } from './product-form-state.ts';
import { ProductForm } from './product-form.tsx';
import { useSaveProduct } from './use-save-product.ts';

const title = 'Update Product';

function UpdateProductForm({ product }: { product: AdminProduct }) {
  const [form, setForm] = useState(() => productFormOfProduct(product));
  const [updateProduct] = useUpdateProductMutation();
  const storedImageIds = product.images.map((image) => image.id);
  const { save, busy, message } = useSaveProduct({
    send: (sent) => updateProduct({ id: product.id, form: updateProductFormData(sent, storedImageIds) }).unwrap(),
    saved: PRODUCT_MESSAGES.updated,
    failed: PRODUCT_MESSAGES.updateFailed,
  });
  return (
    <ProductForm
      title={title}
      form={form}
      setForm={setForm}
      productId={product.id}
      howToUseImageLabel="Bake Image"
      submitLabel="Update"
      busyLabel="Updating Product..."
      busy={busy}
      message={message}
      onSave={() => save(form)}
    />
  );
}

/** `product-update/{p_id}`: loads the product first; a failed load goes back to the products list. */
export function ProductUpdateScreen() {
  usePageMeta(title);
  const id = Number(useParams().p_id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, isError } = useGetAdminProductQuery(id, { skip: !valid });
  if (!valid || isError) return <Navigate to={paths.adminProducts} replace />;
  return (
    <AdminLayout title={title}>
      {product ? <UpdateProductForm key={product.id} product={product} /> : <Spinner label="Loading product" />}
    </AdminLayout>
  );
}
