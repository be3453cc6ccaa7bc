/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
}
