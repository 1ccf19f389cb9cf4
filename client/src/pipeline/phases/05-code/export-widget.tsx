import { useMutation } from "@tanstack/react-query";
import { Download, Package } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { t, useTranslation } from "@/i18n";
import { createPackage, PackageError, type PackageOptions } from "./package-api";

/** What every package holds (delivery.md §2.11), in the interface's language. */
const contents = (): string[] => [
  t("code:export.contents.reactApp"),
  t("code:export.contents.express"),
  t("code:export.contents.setup"),
  t("code:export.contents.docker"),
  t("code:export.contents.vscode"),
  t("code:export.contents.environment"),
];

function failure(error: unknown): string {
  if (error instanceof PackageError && error.detail) return `${error.message}. ${error.detail}`;
  return error instanceof Error && error.message ? error.message : t("code:errors.packageFailed");
}

function Option(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 accent-primary disabled:opacity-50"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id} className={props.disabled ? "text-sm text-muted-foreground" : "text-sm"}>
        {props.label}
      </label>
    </div>
  );
}

/**
 * 'Export for External IDE' (delivery.md §2.11, §4.8): the two options (sample data needs the database),
 * Create Package, then the file name and a Download ZIP link to the owner-only download.
 */
export function ExportWidget({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<PackageOptions>({ includeDatabase: true, includeSampleData: false });
  const create = useMutation({
    retry: false,
    mutationFn: () => createPackage(projectId, options),
    onSuccess: (result) =>
      toast({
        title: t("code:export.ready"),
        description: result.filename ?? t("code:export.readyDetail"),
      }),
    onError: (error) =>
      toast({ title: t("code:export.failed"), description: failure(error), variant: "destructive" }),
  });
  const ready = create.data?.downloadUrl ? create.data : null;
  // A package was made with the options it was asked for; changing them offers a new one.
  const change = (next: (o: PackageOptions) => PackageOptions) => {
    setOptions(next);
    create.reset();
  };

  return (
    <section className="grid gap-4" data-testid="export-widget" aria-labelledby="export-widget-title">
      <div className="grid gap-1">
        <h3 id="export-widget-title" className="flex items-center gap-2 text-base font-semibold">
          <Package className="h-4 w-4" aria-hidden /> {t("code:export.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("code:export.intro")}</p>
      </div>
      <div className="grid gap-2">
        <Option
          label={t("code:export.includeDatabase")}
          checked={options.includeDatabase}
          onChange={(includeDatabase) =>
            change((o) => ({
              includeDatabase,
              includeSampleData: includeDatabase ? o.includeSampleData : false,
            }))
          }
        />
        <Option
          label={t("code:export.includeSampleData")}
          checked={options.includeSampleData}
          disabled={!options.includeDatabase}
          onChange={(includeSampleData) => change((o) => ({ ...o, includeSampleData }))}
        />
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t("code:export.contentsTitle")}</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          {contents().map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => create.mutate()} disabled={create.isPending} data-testid="create-package">
          <Package aria-hidden /> {create.isPending ? t("code:export.creating") : t("code:export.create")}
        </Button>
        {ready?.downloadUrl && (
          <Button asChild variant="outline" data-testid="download-zip">
            <a href={ready.downloadUrl} download={ready.filename ?? undefined}>
              <Download aria-hidden /> {t("code:export.download")}
            </a>
          </Button>
        )}
      </div>
      {ready?.filename && (
        <p className="font-mono text-xs text-muted-foreground" data-testid="package-filename">
          {ready.filename}
        </p>
      )}
    </section>
  );
}
