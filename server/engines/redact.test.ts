import { describe, expect, it } from "vitest";
import { redactSecrets } from "./redact";

describe("redactSecrets", () => {
  it.each([
    ["upstream failure for credential Bearer sk-live-abcdef123456", "sk-live-abcdef123456"],
    ['{"error":{"message":"Incorrect API key provided: sk-proj-AbC123xyz789"}}', "sk-proj-AbC123xyz789"],
    ["x-api-key: ant-0123456789abcdef", "ant-0123456789abcdef"],
    ["GET /v1/models?api_key=s3cr3tValue&x=1", "s3cr3tValue"],
    ['{"password":"hunter2hunter2"}', "hunter2hunter2"],
    ["token=ghp_0123456789", "ghp_0123456789"],
    [
      "opaque eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0abcdef",
      "eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0abcdef",
    ],
  ])("takes the secret out of %j", (text, secret) => {
    const out = redactSecrets(text);
    expect(out).not.toContain(secret);
    expect(out).toContain("[redacted]");
  });

  it("removes a configured key wherever it occurs, in any form of surrounding text", () => {
    const key = "local-key-4f9a";
    expect(redactSecrets(`the key local-key-4f9a was refused (local-key-4f9a)`, [key])).toBe(
      "the key [redacted] was refused ([redacted])",
    );
  });

  it("keeps ordinary words, numbers and short ids as they are", () => {
    const text = "the model's server answered HTTP 500: upstream timeout after 30 s for model llama3.1:8b";
    expect(redactSecrets(text)).toBe(text);
  });
});
