import { useParams } from 'shared/routing';
import { comboImageSources } from 'shared/api/image-url';
import type { Combo } from 'shared/contracts/catalog';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { useGetComboQuery } from '../catalog/api.ts';
import { DetailLayout } from '../../ui/detail-layout.ts';
import { useProductListOnError } from '../../ui/use-product-list-on-error.ts';
import { GalleryPlaceholder, MainImage } from '../../ui/product-gallery.tsx';
import { ComboProducts } from './combo-products.tsx';
import { ComboPurchase } from './combo-purchase.tsx';

const Contents = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The combo's name and what is in it. */
export const comboDescription = (combo: Combo) =>
  `${combo.name}: ${combo.combo_items.map(({ product }) => product.name).join(', ')}.`;

function ComboDetail({ comboId }: { comboId: string }) {
  const { data: combo, isError } = useGetComboQuery(comboId);
  usePageMeta(combo?.name ?? 'Combo', combo && comboDescription(combo));

  useProductListOnError(isError);

  return (
    <Page>
      <DetailLayout>
        {combo ? (
          <MainImage
            {...comboImageSources(combo.id, combo.image, 'detail')}
            alt={combo.name}
            width={600}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <GalleryPlaceholder label="Loading combo" thumbnails={false} />
        )}
        <div>
          <h1>{combo?.name ?? 'Combo details'}</h1>
          {combo && (
            <>
              <Contents>{combo.combo_items.map(({ product }) => product.name).join(' + ')}</Contents>
              <ComboPurchase combo={combo} />
            </>
          )}
        </div>
      </DetailLayout>
      {combo && <ComboProducts items={combo.combo_items} />}
    </Page>
  );
}

/** The combo page; a new combo id starts afresh. */
export function ComboDetailScreen() {
  const { id = '' } = useParams();
  return <ComboDetail key={id} comboId={id} />;
}
