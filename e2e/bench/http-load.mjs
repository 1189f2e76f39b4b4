// Throughput under load with autocannon (10 connections unless told, BENCH_SECONDS each, default 5).
import autocannon from 'autocannon';

/** Runs autocannon with the given request options; resolves with its result. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: Number(process.env.BENCH_SECONDS || 5), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
