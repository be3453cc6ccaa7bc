import { createContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '../routes/remote-modules.ts';
import { forgetPage, lazyPage } from './page-loader.ts';

/** Where a region's component comes from: loaded from its remote in the browser, prepared beforehand on the server. */
export interface PageSource {
  lazyPage: (id: RemoteModuleId) => ComponentType;
  forgetPage: (id: RemoteModuleId) => void;
}

export const PageSourceContext = createContext<PageSource>({ lazyPage, forgetPage });
