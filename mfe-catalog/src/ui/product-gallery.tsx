import { useState } from 'react';
import { productImageSources, productImageUrl } from 'shared/api/image-url';
import type { ProductImage } from 'shared/contracts/catalog';
import styled from 'styled-components';
import { Spinner } from 'shared/ui/spinner.tsx';
import { ImagePlaceholder } from './image-placeholder.tsx';

const Gallery = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/** The square main image of a product or combo page. */
export const MainImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
`;

const MainImageSlot = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
`;

/** A thumbnail is 4.5rem tall inside its 2px border. */
const ThumbnailRowSlot = styled.div`
  height: calc(4.5rem + 4px);
`;

const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    padding: 0;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
  }
`;

/** Holds the main image's square (and the thumbnail row) while the page loads, so nothing below them jumps. */
export function GalleryPlaceholder({ label, thumbnails = true }: { label: string; thumbnails?: boolean }) {
  return (
    <Gallery>
      <MainImageSlot>
        <Spinner label={label} />
      </MainImageSlot>
      {thumbnails && <ThumbnailRowSlot />}
    </Gallery>
  );
}

/** The default image first. */
const defaultFirst = (images: ProductImage[]) => [...images].sort((a, b) => b.is_default - a.is_default);

/** A main image and its thumbnails; choosing a thumbnail shows that image. */
export function ProductGallery({
  productId,
  name,
  images,
}: {
  productId: number;
  name: string;
  images: ProductImage[];
}) {
  const ordered = defaultFirst(images);
  const [shown, setShown] = useState(0);
  const main = ordered[shown] ?? ordered[0];
  if (!main) return <ImagePlaceholder />;
  return (
    <Gallery>
      <MainImage
        {...productImageSources(productId, main.image, 'detail')}
        alt={name}
        width={600}
        height={600}
        fetchPriority="high"
      />
      {ordered.length > 1 && (
        <Thumbnails>
          {ordered.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${ordered.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={productImageUrl(productId, image.thumbnail)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbnails>
      )}
    </Gallery>
  );
}
