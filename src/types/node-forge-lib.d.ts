// node-forge's per-algorithm files, imported one by one so the browser loads only RSA.
declare module 'node-forge/lib/forge.js' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/rsa.js';
