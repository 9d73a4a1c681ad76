/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Options {
    readonly url: string
    readonly connections?: number
    readonly duration?: number
    readonly headers?: Record<string, string>
  }
  interface Histogram {
    readonly p50: number
    readonly p99: number
    readonly average: number
  }
  interface Result {
    readonly latency: Histogram
    readonly requests: Histogram & { readonly total: number }
    readonly non2xx: number
    readonly errors: number
    readonly timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
