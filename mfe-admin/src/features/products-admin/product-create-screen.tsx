import { useState } from 'react';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { useCreateProductMutation } from './api.ts';
import { createProductFormData } from './product-form-data.ts';
import { emptyProductForm } from './product-form-state.ts';
import { ProductForm } from './product-form.tsx';
import { useSaveProduct } from './use-save-product.ts';

const title = 'Create Product';

/** `product-create`: a new product from the form's every section. */
export function ProductCreateScreen() {
  usePageMeta(title);
  const [form, setForm] = useState(emptyProductForm);
  const [createProduct] = useCreateProductMutation();
  const { save, busy, message } = useSaveProduct({
    send: (sent) => createProduct(createProductFormData(sent)).unwrap(),
    saved: PRODUCT_MESSAGES.created,
    failed: PRODUCT_MESSAGES.createFailed,
  });
  return (
    <AdminLayout title={title}>
      <ProductForm
        title={title}
        form={form}
        setForm={setForm}
        howToUseImageLabel="How to Use Image"
        submitLabel="Create"
        busyLabel="Creating Product..."
        busy={busy}
        message={message}
        onSave={() => save(form)}
      />
    </AdminLayout>
  );
}
