export * from './dialog-polyfill.js';
export * from './translation-checks.js';
