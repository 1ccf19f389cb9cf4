/**
 * `npm run bench`: starts the built product on loopback with a fresh embedded database and measures
 * start-up to first answer, sign-up, and authenticated project reads (sequential and 20 at a time).
 * Bounded in count and time; results are written as JSON to bench/results/platform.json.
 */
import fs from "node:fs";
import path from "node:path";
import { startProduct } from "../tests/e2e/support/product";

const READS = 300;
const CONCURRENT_BATCHES = 15;
const CONCURRENCY = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
};

async function main() {
  const t0 = performance.now();
  const product = await startProduct();
  const startupMs = performance.now() - t0;
  try {
    const origin = product.baseUrl;
    const t1 = performance.now();
    const reg = await fetch(`${origin}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "bench", password: "benchmark password", name: "Bench" }),
    });
    const signUpMs = performance.now() - t1;
    const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const headers = { Cookie: cookie, "Content-Type": "application/json" };
    for (let i = 0; i < 5; i += 1) {
      await fetch(`${origin}/api/projects`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `Project ${i}`, description: "bench" }),
      });
    }

    const sequential: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const s = performance.now();
      const res = await fetch(`${origin}/api/projects`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`read failed: ${res.status}`);
      sequential.push(performance.now() - s);
    }

    const concurrent: number[] = [];
    const burstStart = performance.now();
    for (let b = 0; b < CONCURRENT_BATCHES; b += 1) {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          const s = performance.now();
          const res = await fetch(`${origin}/api/projects`, { headers });
          await res.arrayBuffer();
          concurrent.push(performance.now() - s);
        }),
      );
    }
    const burstSeconds = (performance.now() - burstStart) / 1000;

    const result = {
      benchmark: "platform",
      date: new Date().toISOString(),
      node: process.version,
      database: "embedded PGlite",
      startupToFirstAnswerMs: Math.round(startupMs),
      signUpMs: Math.round(signUpMs),
      projectReadsSequential: {
        count: READS,
        p50Ms: percentile(sequential, 50),
        p99Ms: percentile(sequential, 99),
      },
      projectReadsConcurrent: {
        count: concurrent.length,
        concurrency: CONCURRENCY,
        requestsPerSecond: Math.round(concurrent.length / burstSeconds),
        p50Ms: percentile(concurrent, 50),
        p99Ms: percentile(concurrent, 99),
      },
    };
    const out = path.join(import.meta.dirname, "results", "platform.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await product.stop();
  }
}

await main();
