import type { IdeaSpec } from "./idea-input";

/*
 * Test support: a requirements document pasted as it is, the kind of text users bring from elsewhere. It holds
 * everything that can break a generated document or the OpenAPI YAML: code fences of backticks and tildes, a line
 * of four backticks, a YAML document separator, `: ` and `#`, quotes of both kinds, a table, headings, a quote,
 * HTML, and bullets of plain words ("back", "storage", "**task data**") that are not kinds of user.
 */

/** A pasted specification (about 1,300 characters). */
export const PASTED_SPEC = `# Task Board — Specification

## 1. Overview
The board keeps **task data** for small teams: tasks move forward and back between columns.

## 2. Users
- Team member: creates and moves tasks
- Admin: manages the board and its columns

## 3. Storage
Where things live:
- back
- storage
- **task data**

## 4. Example task

\`\`\`yaml
title: "Write the spec"   # a comment
status: 'open'
tags: [a, b]
\`\`\`

~~~json
{ "title": "Ship it", "done": false }
~~~

A line of four backticks, on its own:
\`\`\`\`

---
key: value # not a comment in prose
%YAML 1.2
...

| Column      | Meaning       |
| ----------- | ------------- |
| To do       | not started   |
| Done \\| shipped | finished |

> Note: "quoted" text, 'single' quotes & <b>bold HTML</b> <script>alert(1)</script>

1. First step
2) Second step
`;

/** Words of the pasted document that are not kinds of user: none may become a role or an enum value. */
export const NOT_ROLES = [
  "back",
  "storage",
  "task data",
  "**task data**",
  "where things live",
  "note",
  "yaml",
];

/**
 * The pasted document as the project's description and, as the chat's interview stores a reply, as the whole
 * answer to "Who are the users?", with accounts that have roles. The name holds YAML's special characters.
 */
export const PASTED_SPEC_IDEA: IdeaSpec = {
  slug: "pasted-spec",
  name: `Task "Board": #1 --- 'ops'`,
  description: PASTED_SPEC,
  answers: {
    "user-types": PASTED_SPEC,
    "user-authentication": "Accounts with roles and permissions",
  },
};

/**
 * A pasted document of exactly `length` characters: the specification repeated, each copy numbered, ending in a
 * full stop (so trimming leaves it whole).
 */
export function longPastedSpec(length = 30_000): string {
  let text = "";
  for (let part = 1; text.length < length; part += 1)
    text += `${PASTED_SPEC.replace(/^# /, `# Part ${part}: `)}\n`;
  return `${text.slice(0, length - 1)}.`;
}
