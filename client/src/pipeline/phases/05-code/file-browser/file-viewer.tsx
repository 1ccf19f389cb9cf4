import { Check, Copy, Download, Pencil, Save, X } from "lucide-react";
import { useState } from "react";
import type { GeneratedCodeFile } from "@domain/api/code";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CodeEditor } from "@/components/code-editor";
import { toast } from "@/hooks/use-toast";
import { t, useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { downloadFileUrl } from "../api";
import { dateTimeText } from "../labels";
import { formatSize, languageInfo } from "../languages";
import { useSaveFile } from "../use-code-actions";
import { Provenance } from "@/components/provenance";

function copyFile(file: GeneratedCodeFile, onCopied: () => void) {
  if (!navigator.clipboard) {
    toast({
      title: t("code:toast.copyFailed"),
      description: t("code:toast.clipboardUnavailable"),
      variant: "destructive",
    });
    return;
  }
  navigator.clipboard.writeText(file.content).then(
    () => {
      onCopied();
      toast({ title: t("code:toast.copied"), description: file.path });
    },
    () =>
      toast({
        title: t("code:toast.copyFailed"),
        description: t("code:toast.clipboardRefused"),
        variant: "destructive",
      }),
  );
}

/**
 * One file: path, language, size, pass and 'Edited' badges; Copy, Download and Edit. Editing replaces the
 * viewer with the code editor; Save (or Ctrl/Cmd-S) stores it (the file becomes user-edited), Cancel drops the
 * changes.
 */
export function FileViewer({ file, projectId }: { file: GeneratedCodeFile; projectId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [draft, setDraft] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const save = useSaveFile(projectId, () => setDraft(null));
  const info = languageInfo(file.language);
  const editing = draft !== null;

  return (
    <section
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card"
      aria-label={t("code:files.fileLabel", { path: file.path })}
    >
      <header className="flex flex-wrap items-center gap-2 border-b px-4 py-2.5">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-mono text-sm font-semibold" data-testid="viewer-path">
            {file.path}
          </h3>
          <p className="text-xs text-muted-foreground">
            {info.label} · {formatSize(file.size, fmt)}
            {file.lastModified && ` · ${dateTimeText(fmt, file.lastModified)}`}
            {" · "}
            <Provenance by={file.generatedBy} testId="viewer-provenance" />
          </p>
        </div>
        <Badge variant="outline" data-testid="viewer-pass">
          {t("code:files.pass", { pass: file.pass })}
        </Badge>
        {file.userEdited && (
          <Badge variant="warning" data-testid="viewer-edited">
            {t("code:files.edited")}
          </Badge>
        )}
        {editing ? (
          <>
            <Button
              size="sm"
              onClick={() => save.mutate({ fileId: file.id, content: draft })}
              disabled={save.isPending || draft === file.content}
            >
              <Save /> {save.isPending ? t("code:files.saving") : t("common:actions.save")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)} disabled={save.isPending}>
              <X /> {t("common:actions.cancel")}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                copyFile(file, () => {
                  setCopied(true);
                  setTimeout(() => setCopied(false), 1500);
                })
              }
            >
              {copied ? <Check /> : <Copy />} {copied ? t("code:files.copied") : t("code:files.copy")}
            </Button>
            <Button size="sm" variant="outline" asChild>
              <a href={downloadFileUrl(file.id)} download={file.name}>
                <Download /> {t("code:files.download")}
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(file.content)}>
              <Pencil /> {t("common:actions.edit")}
            </Button>
          </>
        )}
      </header>
      {editing ? (
        <div className="grid gap-2 p-3">
          <CodeEditor
            path={file.path}
            value={draft}
            onChange={setDraft}
            onSave={() => {
              if (!save.isPending && draft !== file.content) save.mutate({ fileId: file.id, content: draft });
            }}
            label={t("code:files.editLabel", { path: file.path })}
            className="h-[60vh] overflow-hidden rounded-md border"
          />
          <p className="text-xs text-muted-foreground">{t("code:files.editNote")}</p>
        </div>
      ) : (
        <CodeEditor
          path={file.path}
          value={file.content}
          readOnly
          label={t("code:files.contentsLabel", { path: file.path })}
          testId="code-viewer-content"
          hostTestId="code-viewer"
          className="max-h-[70vh] overflow-auto"
        />
      )}
    </section>
  );
}
