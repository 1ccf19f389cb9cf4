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

interface LanguageInfo {
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

export const languageInfo = (language: CodeLanguage): LanguageInfo => LANGUAGES[language];

/** A byte count as people read it: 812 B, 4.2 KB, 1.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
