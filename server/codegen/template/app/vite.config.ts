/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Packages come from a shared, read-only folder above this app, so every cache stays inside the app.
export default defineConfig({
  plugins: [react()],
  cacheDir: ".vite-cache",
  build: { outDir: "dist/client", emptyOutDir: true },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3000"}` },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
