import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The client is built into dist/client and served by the Express server. */
export default defineConfig({
  root: `${root}client`,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@domain": `${root}domain`,
      "@": `${root}client/src`,
    },
  },
  build: {
    outDir: `${root}dist/client`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
