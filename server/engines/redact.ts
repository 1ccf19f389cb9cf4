/**
 * Secrets out of text that came from elsewhere (a model server's error body, an exception's message) before it is
 * logged: the configured keys themselves, bearer tokens, provider-style keys ("sk-…"), `key=value` pairs whose
 * name says secret, and long opaque tokens. Reasons shown to users never carry such text at all (see llm.ts's
 * describeFailure); this is for the server log, where details are kept.
 */

const REDACTED = "[redacted]";

/** Patterns of secrets, in the order they are replaced. */
const PATTERNS: readonly [RegExp, string][] = [
  [/\b(bearer|basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  [/\b(sk|pk|rk)-[A-Za-z0-9_-]{6,}/g, REDACTED],
  [
    /\b((?:x-)?api[_-]?key|access[_-]?token|refresh[_-]?token|token|secret|password|passwd|authorization|credential)(["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi,
    `$1$2${REDACTED}`,
  ],
  [/\b[A-Za-z0-9_-]{40,}\b/g, REDACTED],
];

/** `text` with every secret it holds replaced by "[redacted]"; `known` are secrets to remove wherever they occur. */
export function redactSecrets(text: string, known: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of known) if (secret && secret.length >= 4) out = out.split(secret).join(REDACTED);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
