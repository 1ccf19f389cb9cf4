import {
  EXPECTING_SIGNIFICANT_GROWTH,
  NO_AUTHENTICATION_NEEDED,
  NO_INTEGRATIONS_NEEDED,
  PREFER_PHASED_DELIVERY,
} from "../../../../domain/rules/checklist";

/**
 * What people say when they mean an option of a checklist question. Each option's words or phrases are matched
 * against the reply (stemmed, so "passwords" finds "password"); a longer phrase weighs more, and the option
 * with the most weight wins. Combined options ("In the app and by e-mail") list only combined phrases, so a
 * plain "e-mail" picks "By e-mail". Questions missing here fall back to the words of their options.
 */
// prettier-ignore
export const OPTION_KEYWORDS: Record<string, Record<string, readonly string[]>> = {
  platform: {
    "Web browser on desktop and mobile": ["desktop and mobile", "mobile and desktop", "both", "everywhere", "any device", "all devices", "phones and computers", "computers and phones", "web", "browser"],
    "Web browser on desktop only": ["desktop", "desktop only", "only desktop", "computer", "computers", "laptop", "office"],
    "Mobile browser first": ["mobile", "mobile first", "mostly mobile", "phone", "phones", "smartphone", "on the go", "tablet"],
  },
  "user-authentication": {
    "Username and password accounts": ["password", "username", "login", "log in", "sign in", "account", "accounts", "email and password", "yes"],
    "Accounts with roles and permissions": ["role", "roles", "permission", "permissions", "admin", "administrator", "rights", "different access", "accounts with roles"],
    [NO_AUTHENTICATION_NEEDED]: ["no", "none", "no login", "no log in", "no sign in", "no authentication", "no account", "no accounts", "anonymous", "public", "not needed", "nobody", "no need", "without login"],
  },
  "account-features": {
    "Password reset": ["reset", "password reset", "forgot", "forgotten password", "recover"],
    "Profile page": ["profile", "profile page", "my account"],
    "Administrator manages users": ["admin", "administrator", "manage users", "user management", "manages users"],
    "Users see only their own data": ["own data", "only their own", "their own", "privacy", "separate data"],
  },
  notifications: {
    "In the app": ["app", "in app", "in-app", "inside the app", "on screen", "bell"],
    "By e-mail": ["email", "by email", "mail"],
    "In the app and by e-mail": ["both", "app and email", "app and by email", "in-app and email", "email and app", "email and in-app", "email and in the app"],
    "No notifications": ["no", "none", "no notifications", "not needed", "nothing"],
  },
  "data-retention": {
    "Until the user deletes it": ["delete", "deletes", "until deleted", "forever", "indefinitely", "until they delete"],
    "At least one year": ["1 year", "a year", "12 months", "year"],
    "At least seven years (records retention)": ["7 years", "seven years", "records", "legal", "retention"],
    "No requirement": ["no", "none", "no requirement", "doesn't matter", "don't care", "whatever"],
  },
  integrations: {
    Payments: ["payment", "payments", "pay", "stripe", "paypal", "checkout", "card", "credit card"],
    "E-mail delivery": ["email", "mail", "newsletter", "smtp", "sendgrid", "mailgun", "email delivery"],
    "Maps and locations": ["map", "maps", "location", "locations", "address", "gps", "geolocation"],
    Calendars: ["calendar", "calendars", "ical", "outlook", "google calendar"],
    "File storage": ["file", "files", "upload", "uploads", "storage", "s3", "dropbox", "document", "photo", "image", "attachment"],
    "Single sign-on": ["sso", "single sign-on", "single sign on", "sign in with google", "google login", "oauth", "saml"],
    [NO_INTEGRATIONS_NEEDED]: ["no", "none", "nothing", "no integrations", "not needed", "standalone"],
  },
  performance: {
    "Within 1 second": ["1 second", "a second", "1 sec", "instant", "instantly", "immediately", "very fast", "as fast as possible", "under a second"],
    "Within 2 seconds": ["2 seconds", "2 secs", "2 sec", "couple of seconds", "a couple of seconds"],
    "Within 5 seconds": ["5 seconds", "5 secs", "5 sec", "not critical", "doesn't matter", "slow is fine"],
  },
  security: {
    "Encrypted connections (HTTPS)": ["https", "ssl", "tls", "encrypted", "encryption", "encrypt", "secure connection", "encrypted connections"],
    "Passwords stored hashed": ["hash", "hashed", "hashed passwords", "bcrypt", "argon2", "password storage", "passwords stored"],
    "Audit log of changes": ["audit", "audit log", "audit trail", "log of changes", "history of changes", "track changes"],
    "Personal data protection (GDPR)": ["gdpr", "personal data", "privacy", "data protection"],
    "Two-step sign-in": ["two-step", "two step", "2fa", "two-factor", "two factor", "mfa", "multi-factor", "one-time code"],
  },
  usability: {
    "WCAG 2.1 AA": ["wcag", "aa", "wcag 2.1", "accessible", "full accessibility"],
    "Keyboard and screen-reader friendly": ["keyboard", "screen reader", "screen-reader", "blind", "visually impaired"],
    "No specific requirement": ["no", "none", "nothing", "not needed", "no requirement", "basic", "standard", "not important", "don't care"],
  },
  availability: {
    "99.9% (about 9 hours down a year)": ["99.9", "always", "24/7", "very high", "high", "always on", "critical", "around the clock"],
    "99% (about 3.5 days down a year)": ["99", "mostly", "most of the time", "occasional downtime", "fairly"],
    "Business hours only": ["business hours", "office hours", "working hours", "daytime", "weekdays", "9 to 5"],
  },
  scalability: {
    [EXPECTING_SIGNIFICANT_GROWTH]: ["yes", "significant", "significantly", "a lot", "lots", "rapidly", "quickly", "fast", "double", "grow", "growth", "definitely"],
    "Some growth": ["some", "some growth", "a bit", "a little", "slowly", "moderate", "moderately", "maybe", "somewhat", "steady"],
    "No, the number of users is stable": ["no", "stable", "same", "not really", "not much", "won't grow", "will not grow", "not grow", "small"],
  },
  hosting: {
    "On our own server": ["own server", "our server", "on premise", "on-premise", "on-prem", "self-host", "self-hosted", "our own", "in-house", "in house", "local server", "on site", "on-site", "onsite", "premises", "our office", "our own machine"],
    "In a cloud provider": ["cloud", "aws", "azure", "gcp", "google cloud", "heroku", "vercel", "digitalocean", "netlify"],
    "No preference": ["no preference", "don't care", "dont care", "whatever", "either", "any", "doesn't matter", "up to you"],
  },
  "phased-delivery": {
    [PREFER_PHASED_DELIVERY]: ["yes", "phase", "phases", "phased", "mvp", "releases", "iterative", "step by step", "incremental", "first version"],
    "No, deliver everything at once": ["no", "all at once", "everything at once", "at once", "one go", "single release", "one release"],
  },
};
