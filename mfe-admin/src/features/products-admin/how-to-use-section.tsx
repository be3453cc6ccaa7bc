import { productImageUrl } from 'shared/api/image-url';
import { TextAreaField } from 'shared/ui/form-field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import type { ProductFormState } from './product-form-state.ts';
import { TextListSection } from './text-list-section.tsx';

type HowToUse = Pick<ProductFormState, 'steps' | 'tip' | 'howToUseImage' | 'storedHowToUseImage'>;

interface HowToUseSectionProps {
  productId?: number;
  /** the update form names the upload 'Bake Image' */
  imageLabel: string;
  howToUse: HowToUse;
  onChange: (change: Partial<HowToUse>) => void;
}

/** The ordered steps (never fewer than one), the tip and the how-to-use image. */
export function HowToUseSection({ productId, imageLabel, howToUse, onChange }: HowToUseSectionProps) {
  const stored = howToUse.storedHowToUseImage;
  return (
    <FormSection>
      <legend>How to Use</legend>
      <TextListSection
        legend="Steps"
        entryName="Step"
        entries={howToUse.steps}
        onChange={(steps) => onChange({ steps })}
      />
      <TextAreaField label="Tip" value={howToUse.tip} onValue={(tip) => onChange({ tip })} />
      <ImageFileField
        label={imageLabel}
        file={howToUse.howToUseImage}
        storedUrl={productId !== undefined && stored ? productImageUrl(productId, stored) : undefined}
        onFile={(howToUseImage) => onChange({ howToUseImage })}
      />
    </FormSection>
  );
}
