import {
  Braces,
  Container,
  Database,
  FileCode,
  FileCog,
  FileText,
  Globe,
  Palette,
  type LucideIcon,
} from "lucide-react";
import type { CodeLanguage } from "@domain/api/code";
import { t } from "@/i18n";
import type { Formatters } from "@/i18n/format";

interface LanguageInfo {
  /** The language's name (product names stay as they are; 'Text' is resolved in the interface's language). */
  label: string;
  icon: LucideIcon;
  /** Icon colour, so file kinds can be told apart at a glance. */
  tone: string;
}

export const LANGUAGES: Readonly<Record<CodeLanguage, LanguageInfo>> = {
  typescript: { label: "TypeScript", icon: FileCode, tone: "text-sky-600" },
  tsx: { label: "TSX", icon: FileCode, tone: "text-cyan-600" },
  json: { label: "JSON", icon: Braces, tone: "text-amber-600" },
  sql: { label: "SQL", icon: Database, tone: "text-violet-600" },
  markdown: { label: "Markdown", icon: FileText, tone: "text-slate-500" },
  html: { label: "HTML", icon: Globe, tone: "text-orange-600" },
  css: { label: "CSS", icon: Palette, tone: "text-pink-600" },
  yaml: { label: "YAML", icon: FileCog, tone: "text-emerald-600" },
  dockerfile: { label: "Dockerfile", icon: Container, tone: "text-blue-600" },
  text: { label: "Text", icon: FileText, tone: "text-muted-foreground" },
};

/** A language's icon, tone and name; call at render time so the name follows the interface's language. */
export function languageInfo(language: CodeLanguage): LanguageInfo {
  const info = LANGUAGES[language];
  return language === "text" ? { ...info, label: t("code:languages.text") } : info;
}

/** A byte count as people read it: 812 B, 4.2 KB, 1.3 MB (numbers and units in the interface's language). */
export function formatSize(bytes: number, fmt: Formatters): string {
  // Below 1024 of a unit there is no thousands separator: '1000 B', as before.
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
  if (bytes < 1024) return t("code:size.bytes", { size: fmt.number(bytes, { useGrouping: false }) });
  if (bytes < 1024 * 1024) return t("code:size.kilobytes", { size: fmt.number(bytes / 1024, oneDecimal) });
  return t("code:size.megabytes", { size: fmt.number(bytes / (1024 * 1024), oneDecimal) });
}
