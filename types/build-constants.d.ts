/** True in a front end's server build, false in its browser build (rspack.base.ts); never read outside a build. */
declare const __SERVER_BUILD__: boolean;
