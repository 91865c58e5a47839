import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { fontFiles } from "./build/font-files";

const apiPort = process.env.API_PORT ?? "3000";

/**
 * A build is a production build even when a test run starts it: vitest sets NODE_ENV=test, which would
 * make Vite bundle React's development build. NODE_ENV is put back once the bundle is written.
 */
function productionBuildUnderTest(): Plugin {
  const original = process.env.NODE_ENV;
  return {
    name: "production-build-under-test",
    apply: "build",
    config() {
      if (original === "test") process.env.NODE_ENV = "production";
    },
    closeBundle() {
      if (original === "test") process.env.NODE_ENV = original;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [productionBuildUnderTest(), react(), fontFiles()],
  build: {
    outDir: resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    // Cloudscape's shared modules are large; the budget that matters is the first load in gzip (test/e2e).
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
});
