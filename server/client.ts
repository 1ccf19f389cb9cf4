import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { productRoot } from "./paths";

/** Serves the built client (dist/client) with the SPA fallback: any other GET answers index.html. */
export function staticClient(): RequestHandler[] {
  const dir = path.join(productRoot(), "dist", "client");
  const index = path.join(dir, "index.html");
  if (!fs.existsSync(index)) {
    throw new Error(`The client is not built (${index} is missing). Run: npm run build`);
  }
  const html = fs.readFileSync(index, "utf8");
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(html);
  };
  return [express.static(dir, { index: false, maxAge: "1h", immutable: false }), fallback];
}

/** Vite in middleware mode, for `npm run dev` (hot reload, no build step). */
export async function devClient(): Promise<RequestHandler[]> {
  const { createServer } = await import("vite");
  const root = productRoot();
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  const template = path.join(root, "client", "index.html");
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET") return next();
    try {
      const html = await vite.transformIndexHtml(req.originalUrl, fs.readFileSync(template, "utf8"));
      res.type("html").send(html);
    } catch (err) {
      next(err);
    }
  };
  return [vite.middlewares, fallback];
}
