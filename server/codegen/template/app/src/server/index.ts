import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createApp } from "./app";
import { openDatabase } from "./db/client";

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().min(1).default("data"),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(`Invalid environment: ${z.prettifyError(env.error)}`);
  process.exit(1);
}
const { PORT, HOST, DATABASE_URL, DATA_DIR } = env.data;

// The bundle lives in dist/server/, the built front end in dist/client/.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const dataDir = DATABASE_URL ? undefined : path.resolve(DATA_DIR, "pglite");
if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: DATABASE_URL || undefined, dataDir });
const server = createApp({ db: database.db, clientDir }).listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : PORT;
  console.log(`Listening on http://${HOST}:${port}`);
});

function shutdown(): void {
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
