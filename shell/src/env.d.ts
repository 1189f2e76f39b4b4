/** CSS modules: class names by local name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';

/** The shared-contracts version this package was built against (rspack DefinePlugin). */
declare const __CONTRACT_VERSION__: string;

/** Runtime configuration injected into index.html by whoever serves the shell. */
interface Window {
  /** `appearance` and `locale`: the logged-in account's, when the server that wrote the page knows it. */
  __LUMEN_CONFIG__?: {
    apiOrigin?: string;
    appearance?: string;
    locale?: string | null;
    /** Where each remote lives, when the API server wrote the page (else the shell asks /remotes.json). */
    remotes?: Array<{ name: string; entry: string }>;
  };
}
