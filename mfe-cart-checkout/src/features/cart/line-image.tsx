import { comboImageUrl, productImageUrl } from 'shared/api/image-url';
import type { CartLine } from 'shared/contracts/cart';
import styled from 'styled-components';

const size = '4rem';

const Thumb = styled.img`
  width: ${size};
  height: ${size};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
`;

const Blank = styled.span.attrs({ 'aria-hidden': true })`
  display: block;
  width: ${size};
  height: ${size};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
`;

function imageUrl(line: CartLine): string | null {
  if (!line.image) return null;
  if (line.is_combo === 1) return line.combo_id === null ? null : comboImageUrl(line.combo_id, line.image);
  return line.product_id === null ? null : productImageUrl(line.product_id, line.image);
}

/** A cart line's photo; decorative, since its name is written beside it. */
export function LineImage({ line }: { line: CartLine }) {
  const url = imageUrl(line);
  return url ? <Thumb src={url} alt="" width={64} height={64} loading="lazy" /> : <Blank />;
}
