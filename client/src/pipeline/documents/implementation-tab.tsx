import { CheckCircle2, Circle, Code2 } from "lucide-react";
import { Link } from "wouter";
import { TECHNICAL_DOCUMENT_TYPES, type DocumentSummary } from "@domain/api/documents";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { documentTypeLabel } from "./labels";

/** delivery.md §9: three technical documents are required before code generation. */
export const REQUIRED_TECHNICAL_DOCUMENTS = TECHNICAL_DOCUMENT_TYPES.length;

/** The Implementation tab: code generation waits for the three approved technical documents. */
export function ImplementationTab({ technical }: { technical: readonly DocumentSummary[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const approvedTypes = new Set(technical.filter((d) => d.status === "approved").map((d) => d.documentType));
  const approved = TECHNICAL_DOCUMENT_TYPES.filter((t) => approvedTypes.has(t)).length;
  const ready = approved >= REQUIRED_TECHNICAL_DOCUMENTS;
  return (
    <Card className="max-w-3xl" data-testid="implementation">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Code2 className="h-5 w-5 text-primary" /> {t("documents:implementation.title")}
        </CardTitle>
        <CardDescription>
          {ready ? t("documents:implementation.ready") : t("documents:implementation.waiting")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium">{t("documents:implementation.approved")}</span>
            <span className="tabular-nums" data-testid="implementation-approved">
              {t("documents:implementation.approvedOf", {
                approved: format.number(approved),
                total: format.number(REQUIRED_TECHNICAL_DOCUMENTS),
              })}
            </span>
          </div>
          <Progress
            value={(approved / REQUIRED_TECHNICAL_DOCUMENTS) * 100}
            label={t("documents:implementation.approved")}
          />
        </div>
        <ul className="grid gap-2 text-sm">
          {TECHNICAL_DOCUMENT_TYPES.map((type) => (
            <li key={type} className="flex items-center gap-2 capitalize">
              {approvedTypes.has(type) ? (
                <CheckCircle2 className="h-4 w-4 text-success" />
              ) : (
                <Circle className="h-4 w-4 text-muted-foreground" />
              )}
              {documentTypeLabel(type)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {ready && (
            <Button asChild className="w-fit">
              <Link href="/code">{t("documents:implementation.generateCode")}</Link>
            </Button>
          )}
          <Button asChild variant="outline" className="w-fit">
            <Link href="/workflow">{t("documents:implementation.openWorkflow")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
