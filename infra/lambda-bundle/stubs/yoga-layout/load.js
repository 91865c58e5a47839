// yoga-layout's loader (the layout engine of @react-pdf) carries its WebAssembly inline as base64, 95 KB of
// the report bundle, and reads it through fetch where fetch exists, which loads Node's fetch implementation on
// a cold start. The bundle's hook (infra/lambda-bundle/add-pdf-fonts.mjs) puts that loader without the inline copy
// (yoga-loader.mjs) and the WebAssembly itself (yoga.wasm) beside the bundle; this hands it the bytes.
import { readFile } from "node:fs/promises";
import wrapAssembly from "../../../../node_modules/yoga-layout/dist/src/wrapAssembly.js";

export * from "../../../../node_modules/yoga-layout/dist/src/generated/YGEnums.js";

export async function loadYoga() {
  const [{ default: loadAssembly }, wasmBinary] = await Promise.all([
    import(new URL("./yoga-loader.mjs", import.meta.url).href),
    readFile(new URL("./yoga.wasm", import.meta.url)),
  ]);
  return wrapAssembly(await loadAssembly({ wasmBinary }));
}
