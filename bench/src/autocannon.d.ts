/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** stop after this many requests instead of after `duration` */
    amount?: number;
    /** requests per second over all connections (latencies are corrected for coordinated omission) */
    overallRate?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance {
    stop: () => void;
  }
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
