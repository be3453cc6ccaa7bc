import type { Product } from 'shared/contracts/catalog';
import { HowToUse } from './how-to-use.tsx';
import { NutritionFacts } from './nutrition-facts.tsx';
import { Tabs } from './tabs.tsx';

/** Description, Nutritional Information and How to Use: the same on product and combo pages. */
export function ProductTabs({ product }: { product: Product }) {
  return (
    <Tabs
      label={`About ${product.name}`}
      tabs={[
        {
          title: 'Description',
          panel: product.descriptions.map((description) => <p key={description.id}>{description.description}</p>),
        },
        { title: 'Nutritional Information', panel: <NutritionFacts {...product} /> },
        { title: 'How to Use', panel: <HowToUse {...product} /> },
      ]}
    />
  );
}
