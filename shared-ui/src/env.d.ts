/** CSS modules: class names by local name (the UI kit's styles; copied into dist/ by the build). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
