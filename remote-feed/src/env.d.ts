/** CSS modules: class names by local name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

/** The shared-contracts version this remote was built against (rspack DefinePlugin). */
declare const __CONTRACT_VERSION__: string;

/** hls.js's light build has the full build's types. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
