// wrangler turns `import x from '*.wasm'` into a compiled WebAssembly.Module.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
