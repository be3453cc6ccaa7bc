import { Link } from 'shared/routing';
import { comboImageSources } from 'shared/api/image-url';
import { paths } from 'shared/config/routes';
import type { ComboSummary } from 'shared/contracts/catalog';
import { ButtonLink } from 'shared/ui/button.tsx';
import { Price } from 'shared/ui/price.tsx';
import { Card, CardTitle } from './card-grid.ts';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

export function ComboCard({ combo, titleLevel = 'h3' }: { combo: ComboSummary; titleLevel?: 'h2' | 'h3' }) {
  return (
    <Card>
      <img {...comboImageSources(combo.id, combo.image, 'card')} alt="" width={400} height={400} loading="lazy" />
      <CardTitle as={titleLevel}>{combo.name}</CardTitle>
      <Price amount={combo.combo_price} />
      <ButtonLink as={Link} to={paths.combo(combo.id)}>
        View Details<VisuallyHidden> of {combo.name}</VisuallyHidden>
      </ButtonLink>
    </Card>
  );
}
