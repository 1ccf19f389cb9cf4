/**
 * The outside services the checklist's integrations question offers, with what each means in every model: the
 * software interface the SRS lists, the external component, data flow and configuration of the design, and how
 * a requirement's words name it. One table, so the requirements and the design always agree.
 */
export interface Integration {
  /** The checklist option. */
  option: string;
  /** kebab-case component id in the design. */
  id: string;
  name: string;
  /** The name in a sentence, with its article: "an e-mail delivery service". */
  named: string;
  /** The SRS's software interface (IEEE 830 §3.1.3); the design recognises the integration by this text. */
  software: string;
  technology: string;
  protocol: string;
  /** What flows from the API server to the service. */
  flow: string;
  /** The API server's responsibility towards it. */
  duty: string;
  /** Whether users see it at work in the pages (a map, a checkout); e-mail goes out unseen. */
  visible: boolean;
  /** The environment variable that configures it, if any. */
  env: { name: string; description: string } | null;
  /** How a requirement or an interface names it. */
  pattern: RegExp;
  /** A testable statement of the integration working. */
  acceptance: string;
}

/** Every integration the checklist offers, in its order. */
export const INTEGRATIONS: readonly Integration[] = [
  {
    option: "Payments",
    id: "payment-provider",
    name: "Payment provider",
    named: "a payment provider",
    software: "A payment provider's HTTPS API (for example Stripe) to take payments",
    technology: "Payment provider API",
    protocol: "HTTPS",
    flow: "Payment requests; payment results come back by webhook",
    duty: "Take payments through the payment provider and record their results",
    visible: true,
    env: { name: "PAYMENT_API_KEY", description: "Secret key of the payment provider" },
    pattern: /\bpayments?\b|\bpayment provider\b/i,
    acceptance:
      "Given the payment provider's test mode, when a user pays, then the payment is recorded only after the provider confirms it",
  },
  {
    option: "E-mail delivery",
    id: "mail-service",
    name: "E-mail delivery service",
    named: "an e-mail delivery service",
    software: "An e-mail delivery service reached over SMTP to send e-mail",
    technology: "SMTP",
    protocol: "SMTP",
    flow: "Outgoing e-mail",
    duty: "Send e-mail through the e-mail delivery service",
    visible: false,
    env: { name: "SMTP_URL", description: "SMTP server that sends the app's e-mail" },
    pattern: /\be-?mail\b/i,
    acceptance:
      "Given a test SMTP server, when the application sends an e-mail, then the server receives it with the right recipient and subject",
  },
  {
    option: "Maps and locations",
    id: "maps-service",
    name: "Maps service",
    named: "a maps service",
    software: "A maps service (for example OpenStreetMap tiles) to show maps and locations",
    technology: "Map tiles over HTTPS",
    protocol: "HTTPS",
    flow: "Map tiles and place look-ups",
    duty: "Show maps and locations with tiles from the maps service",
    visible: true,
    env: { name: "MAPS_TILE_URL", description: "URL template of the map tile server" },
    pattern: /\bmaps?\b|\blocations?\b/i,
    acceptance:
      "Given a record with a location, when a user opens it, then a map centred on that location is shown",
  },
  {
    option: "Calendars",
    id: "calendar-service",
    name: "Calendar service",
    named: "users' calendars",
    software: "Users' calendars, through iCalendar (RFC 5545) invitations and feeds",
    technology: "iCalendar, RFC 5545",
    protocol: "HTTPS",
    flow: "Calendar invitations and feeds",
    duty: "Offer dated records as iCalendar invitations and feeds",
    visible: true,
    env: null,
    pattern: /\bcalendars?\b|\bicalendar\b/i,
    acceptance:
      "Given a dated record, when a user adds it to their calendar, then the calendar shows it at the same date and time",
  },
  {
    option: "File storage",
    id: "file-storage",
    name: "File storage",
    named: "a file storage service",
    software: "An S3-compatible file storage service for uploaded files",
    technology: "S3-compatible object storage",
    protocol: "HTTPS",
    flow: "Uploaded files",
    duty: "Keep uploaded files in the file storage service",
    visible: true,
    env: {
      name: "FILE_STORAGE_URL",
      description: "Bucket URL of the file storage service, with its credentials",
    },
    pattern: /\bfile storage\b|\buploaded files?\b|\buploads?\b/i,
    acceptance:
      "Given a file up to the size limit, when a user uploads it, then it can be downloaded again unchanged",
  },
  {
    option: "Single sign-on",
    id: "identity-provider",
    name: "Identity provider",
    named: "a single sign-on identity provider",
    software: "A single sign-on identity provider (OpenID Connect)",
    technology: "OpenID Connect",
    protocol: "HTTPS",
    flow: "Sign-in redirects and ID tokens",
    duty: "Sign users in through the identity provider (OpenID Connect)",
    visible: true,
    env: { name: "OIDC_ISSUER_URL", description: "Issuer URL of the OpenID Connect identity provider" },
    pattern: /\bsingle sign-on\b|\bsso\b|\bopenid\b/i,
    acceptance:
      "Given an account at the identity provider, when the user signs in through it, then they reach their pages without a separate password",
  },
];

/** The integrations chosen on the checklist, in the table's order. */
export function chosenIntegrations(answer: unknown): Integration[] {
  const picked: unknown[] = Array.isArray(answer) ? answer : [answer];
  return INTEGRATIONS.filter((i) => picked.includes(i.option));
}

/** The integrations a requirements model's software interfaces name, in the table's order. */
export function integrationsNamed(software: readonly string[]): Integration[] {
  return INTEGRATIONS.filter((i) => software.some((s) => s === i.software || i.pattern.test(s)));
}

/** The integration a requirement statement is about, if it names one of those given. */
export function integrationOf(description: string, among: readonly Integration[]): Integration | undefined {
  return among.find((i) => i.pattern.test(description));
}
