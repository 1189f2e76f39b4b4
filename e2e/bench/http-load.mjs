// Throughput under load with autocannon (10 connections unless told, BENCH_SECONDS each, default 5).
import http from 'node:http';
import autocannon from 'autocannon';

/** Runs autocannon with the given request options; resolves with its result. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: Number(process.env.BENCH_SECONDS || 5), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * The body bytes of one answer as they travel, not decoded, asked with the given Accept-Encoding
 * (by default the one a browser sends); resolves with the byte count and the encoding chosen.
 */
export function wireBytes(
  url,
  { method = 'GET', headers = {}, body } = {},
  acceptEncoding = 'gzip, deflate, br, zstd',
) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { ...headers, 'accept-encoding': acceptEncoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
