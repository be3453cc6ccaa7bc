import { useId } from 'react';
import { productImageUrl } from 'shared/api/image-url';
import { PRODUCT_LIMITS } from 'shared/contracts/products-admin';
import { EntryRow, FormSection, ListButton } from '../../ui/form-section.tsx';
import { addImage, chooseDefaultImage, removeImage } from './image-entries.ts';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import { replaceEntry, type ImageEntry } from './product-form-state.ts';

interface ImagesSectionProps {
  /** the stored product's id, on update, for the stored images' previews */
  productId?: number;
  images: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
}

/** Each image with its thumbnail and previews; exactly one is the Default; never fewer than one image. */
export function ImagesSection({ productId, images, onChange }: ImagesSectionProps) {
  const defaultGroup = useId();
  const storedUrl = (file: string | undefined) =>
    productId !== undefined && file !== undefined ? productImageUrl(productId, file) : undefined;
  return (
    <FormSection>
      <legend>Images</legend>
      {images.map((image, index) => (
        <EntryRow key={image.key} role="group" aria-label={`Image ${index + 1}`}>
          <ImageFileField
            label="Image"
            file={image.file}
            storedUrl={storedUrl(image.stored?.image)}
            onFile={(file) => onChange(replaceEntry(images, index, { ...image, file }))}
          />
          <ImageFileField
            label="Thumbnail"
            file={image.thumbnailFile}
            storedUrl={storedUrl(image.stored?.thumbnail)}
            onFile={(thumbnailFile) => onChange(replaceEntry(images, index, { ...image, thumbnailFile }))}
          />
          <label>
            <input
              type="radio"
              name={defaultGroup}
              checked={image.isDefault}
              onChange={() => onChange(chooseDefaultImage(images, index))}
            />{' '}
            Default
          </label>
          <ListButton type="button" disabled={images.length === 1} onClick={() => onChange(removeImage(images, index))}>
            Remove image {index + 1}
          </ListButton>
        </EntryRow>
      ))}
      <ListButton
        type="button"
        disabled={images.length >= PRODUCT_LIMITS.images}
        onClick={() => onChange(addImage(images))}
      >
        Add image
      </ListButton>
    </FormSection>
  );
}
