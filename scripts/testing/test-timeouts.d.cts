export declare const ASYNC_UTIL_TIMEOUT_MS: number;
export declare const TEST_TIMEOUT_MS: number;
export declare const TEST_FILE_TIMEOUT_MS: number;
