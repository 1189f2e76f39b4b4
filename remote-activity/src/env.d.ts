/** CSS modules: class names by local name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

/** The shared-contracts version this remote was built against (rspack DefinePlugin). */
declare const __CONTRACT_VERSION__: string;
