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
  /** The highlight.js grammar (from rehype-highlight's common set) the viewer uses. */
  grammar: string;
  icon: LucideIcon;
  /** Icon colour, so file kinds can be told apart at a glance. */
  tone: string;
}

export const LANGUAGES: Readonly<Record<CodeLanguage, LanguageInfo>> = {
  typescript: { label: "TypeScript", grammar: "typescript", icon: FileCode, tone: "text-sky-600" },
  tsx: { label: "TSX", grammar: "typescript", icon: FileCode, tone: "text-cyan-600" },
  json: { label: "JSON", grammar: "json", icon: Braces, tone: "text-amber-600" },
  sql: { label: "SQL", grammar: "sql", icon: Database, tone: "text-violet-600" },
  markdown: { label: "Markdown", grammar: "markdown", icon: FileText, tone: "text-slate-500" },
  html: { label: "HTML", grammar: "xml", icon: Globe, tone: "text-orange-600" },
  css: { label: "CSS", grammar: "css", icon: Palette, tone: "text-pink-600" },
  yaml: { label: "YAML", grammar: "yaml", icon: FileCog, tone: "text-emerald-600" },
  // No Dockerfile grammar in the common set; shell highlighting reads close enough.
  dockerfile: { label: "Dockerfile", grammar: "bash", icon: Container, tone: "text-blue-600" },
  text: { label: "Text", grammar: "plaintext", icon: FileText, tone: "text-muted-foreground" },
};

export const languageInfo = (language: CodeLanguage): LanguageInfo => LANGUAGES[language];

/** A byte count as people read it: 812 B, 4.2 KB, 1.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
