import 'styled-components';
import type { Theme } from 'shared/ui/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: it merges the shop's theme into DefaultTheme
  export interface DefaultTheme extends Theme {}
}
