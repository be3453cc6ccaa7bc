/** React Router v7 behaviours, opted into now (silences v6's deprecation warnings). */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
