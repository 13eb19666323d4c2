// s3rver ships no types; the few members the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
