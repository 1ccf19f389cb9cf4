import type { CodeCapability } from "./behaviour";
import type { AppFacts, SourceFacts } from "./facts";

/*
 * Whether a generated app's code builds a capability (reminders, payments, real-time updates…): read from what
 * its modules import, call, construct and declare, never from an entity that merely mentions it. Each kind is a
 * list of parts; the capability is built when every part is found, and the missing parts make the gap's sentence
 * ("no scheduled job, no mail sender").
 */

interface Part {
  /** What is missing when no module has it: "no mail sender". */
  missing: string;
  found: (facts: AppFacts) => boolean;
}

const modules = (facts: AppFacts, side?: "server" | "client"): [string, SourceFacts][] =>
  [...facts.sources].filter(([path]) => side === undefined || path.startsWith(`src/${side}/`));

const usesPackage = (pattern: RegExp, side?: "server" | "client") => (facts: AppFacts) =>
  modules(facts, side).some(([, s]) => [...s.packages].some((p) => pattern.test(p)));
const calls = (pattern: RegExp, side?: "server" | "client") => (facts: AppFacts) =>
  modules(facts, side).some(([, s]) => [...s.calls].some((c) => pattern.test(c)));
const constructs = (pattern: RegExp) => (facts: AppFacts) =>
  modules(facts).some(([, s]) => [...s.constructs].some((c) => pattern.test(c)));
const says = (pattern: RegExp) => (facts: AppFacts) =>
  modules(facts).some(([, s]) => [...s.strings].some((text) => pattern.test(text)));
const routes = (pattern: RegExp, method?: string) => (facts: AppFacts) =>
  facts.routes.some(
    (r) => !r.placeholder && pattern.test(r.path) && (method === undefined || r.method === method),
  );
const moduleNamed = (pattern: RegExp) => (facts: AppFacts) =>
  modules(facts).some(([path]) => pattern.test(path.split("/").pop() ?? ""));
/** A module of a model-written feature (src/<side>/features/<slug>/) whose file name matches. */
const featureModule = (pattern: RegExp, side: "server" | "client") => (facts: AppFacts) =>
  modules(facts, side).some(
    ([path]) => path.startsWith(`src/${side}/features/`) && pattern.test(path.split("/").pop() ?? ""),
  );
const any =
  (...checks: ((facts: AppFacts) => boolean)[]) =>
  (facts: AppFacts) =>
    checks.some((check) => check(facts));

const MAIL_SENDER: Part = {
  missing: "no mail sender",
  found: any(
    usesPackage(
      /^(?:nodemailer|@sendgrid\/mail|resend|postmark|mailgun\.js|twilio|web-push|@aws-sdk\/client-ses)$/,
      "server",
    ),
    calls(/^(?:sendMail|sendEmail|sendSms)$/, "server"),
  ),
};

const PARTS: Readonly<Record<CodeCapability, readonly Part[]>> = {
  "e-mail": [MAIL_SENDER],
  "single-sign-on": [
    {
      missing: "no sign-in through an identity provider",
      found: any(
        usesPackage(
          /^(?:openid-client|passport|passport-.+|@auth\/.+|next-auth|oidc-provider|@okta\/.+)$/,
          "server",
        ),
        routes(/oauth|oidc|sso|callback/i),
      ),
    },
  ],
  reminders: [
    {
      missing: "no scheduled job",
      found: any(
        usesPackage(
          /^(?:node-cron|cron|node-schedule|agenda|bull|bullmq|pg-boss|toad-scheduler|croner)$/,
          "server",
        ),
        calls(/^(?:setInterval|schedule|scheduleJob)$/, "server"),
      ),
    },
    MAIL_SENDER,
  ],
  search: [
    {
      missing: "no list route reads a search text",
      found: (facts) =>
        facts.routes.some((r) => !r.placeholder && r.readsQuery) ||
        [...facts.serverFiles].some(([path, f]) => path.startsWith("src/server/data/") && f.readsQuery),
    },
  ],
  export: [
    {
      missing: "no CSV or file export",
      found: any(
        says(/^text\/csv\b/),
        calls(/csv/i, "client"),
        usesPackage(/^(?:papaparse|json2csv|csv-stringify|xlsx|exceljs|jspdf)$/),
      ),
    },
  ],
  import: [
    {
      missing: "no import route, no file parser",
      found: any(routes(/import/i, "post"), usesPackage(/^(?:papaparse|csv-parse|xlsx|exceljs)$/)),
    },
  ],
  reports: [
    {
      missing: "no report route, no chart",
      found: any(
        routes(/report|stat(?:s|istics)|summary|totals|dashboard/i, "get"),
        usesPackage(/^(?:recharts|chart\.js|react-chartjs-2|@nivo\/.+|victory|d3)$/, "client"),
        featureModule(/report|chart|dashboard|statistic/i, "client"),
      ),
    },
  ],
  payments: [
    {
      missing: "no payment provider, no checkout route",
      found: any(
        usesPackage(/^(?:stripe|@stripe\/.+|@paypal\/.+|braintree|square)$/),
        routes(/pay|checkout/i, "post"),
      ),
    },
  ],
  "real-time": [
    {
      missing: "no WebSocket or server-sent events",
      found: any(
        usesPackage(/^(?:ws|socket\.io|socket\.io-client|pusher|pusher-js|ably)$/),
        constructs(/^(?:WebSocket|WebSocketServer|EventSource)$/),
        says(/^text\/event-stream$/),
      ),
    },
  ],
  game: [
    {
      missing: "no game page, no game rules",
      found: any(
        moduleNamed(/game|board|chess|quiz|puzzle/i),
        usesPackage(/^(?:chess\.js|phaser|pixi\.js)$/),
      ),
    },
  ],
  calculator: [
    {
      missing: "no calculation page, no formulas",
      found: any(moduleNamed(/calculat|convert|estimat|timer/i), usesPackage(/^(?:mathjs|decimal\.js)$/)),
    },
  ],
  editor: [
    {
      missing: "no editor component",
      found: any(
        moduleNamed(/editor|whiteboard|canvas/i),
        usesPackage(
          /^(?:@tiptap\/.+|slate|quill|react-quill|codemirror|@codemirror\/.+|@monaco-editor\/.+|marked|react-markdown|lexical)$/,
        ),
      ),
    },
  ],
  "file-upload": [
    {
      missing: "no upload route, no file input",
      found: any(usesPackage(/^(?:multer|busboy|formidable|@aws-sdk\/client-s3)$/, "server"), (facts) =>
        modules(facts, "client").some(([, s]) => s.inputTypes.has("file")),
      ),
    },
  ],
  maps: [
    {
      missing: "no map library, no map page",
      found: usesPackage(
        /^(?:leaflet|react-leaflet|mapbox-gl|maplibre-gl|@react-google-maps\/api|@vis\.gl\/react-google-maps|ol)$/,
      ),
    },
  ],
  rules: [
    {
      missing: "no business rule checked on the server",
      found: featureModule(/^rules\.ts$/, "server"),
    },
  ],
  calendar: [
    {
      missing: "no calendar view, no iCalendar feed",
      found: any(
        usesPackage(/^(?:ics|ical-generator|@fullcalendar\/.+|react-big-calendar)$/),
        says(/BEGIN:VCALENDAR|^text\/calendar\b/),
      ),
    },
  ],
};

/** What the code lacks of a capability: empty when it builds it. */
export function missingParts(kind: CodeCapability, facts: AppFacts): string[] {
  return PARTS[kind].filter((part) => !part.found(facts)).map((part) => part.missing);
}

/**
 * What the code lacks of an account feature a requirement's words ask for beyond signing up and in: resetting a
 * password, a second sign-in step, managing accounts, roles.
 */
export function missingAccountParts(text: string, facts: AppFacts): string[] {
  const missing: string[] = [];
  if (/\b(?:reset|forgot\w*|forgotten)\b/i.test(text) && !routes(/reset|forgot/i)(facts))
    missing.push("no password reset route");
  if (
    /\b(?:two-step|two-factor|2fa|one-time code)\b/i.test(text) &&
    !any(
      usesPackage(/^(?:otplib|speakeasy|@simplewebauthn\/server)$/),
      routes(/2fa|totp|otp|two-factor/i),
    )(facts)
  )
    missing.push("no second sign-in step");
  if (/\bmanage (?:user )?accounts\b/i.test(text) && !routes(/accounts|users/i, "get")(facts))
    missing.push("no route that lists the accounts");
  if (
    /\broles?\b|\bpermissions?\b/i.test(text) &&
    ![...facts.paths].some((p) => /(?:^|\/)(?:access|roles?|permissions?)\.tsx?$/.test(p))
  )
    missing.push("no roles or permissions module");
  return missing;
}

/** What an app without any code of the kind lacks (for documents read before any code exists). */
export function partsOf(kind: CodeCapability): string[] {
  return PARTS[kind].map((part) => part.missing);
}
