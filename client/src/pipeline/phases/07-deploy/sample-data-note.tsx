import { Check, Copy, Database } from "lucide-react";
import { useState } from "react";
import type { PreviewSampleData } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { Trans, useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

/** `id` names the value in the test id (sample-username, sample-password), whatever the language. */
function CopyValue(props: { id: string; label: string; copyLabel: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(props.value).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <span className="inline-flex items-center gap-1">
      <span className="text-muted-foreground">{props.label}</span>
      <code className="rounded bg-background px-1.5 py-0.5 font-mono" data-testid={`sample-${props.id}`}>
        {props.value}
      </code>
      <Button variant="ghost" size="icon" className="h-6 w-6" onClick={copy} aria-label={props.copyLabel}>
        {copied ? (
          <Check className="h-3.5 w-3.5" aria-hidden />
        ) : (
          <Copy className="h-3.5 w-3.5" aria-hidden />
        )}
      </Button>
    </span>
  );
}

/**
 * Above the preview's frame when the app started with its sample data (the checklist asked for it). In an app
 * with accounts the rows belong to its demo account, the first account: the note gives its sign-in to type into
 * the app's own sign-in form (the frame is another origin, so the page cannot fill it in).
 */
export function SampleDataNote(props: { sampleData: PreviewSampleData; className?: string }) {
  const { t } = useTranslation();
  const signIn = props.sampleData.signIn;
  return (
    <div
      className={cn("flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-sm", props.className)}
      data-testid="sample-data-note"
    >
      <Database className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      {signIn === null ? (
        <p>{t("deploy:sampleData.startsWith")}</p>
      ) : (
        <div className="grid gap-1.5">
          <p>
            <Trans i18nKey="deploy:sampleData.signIn" components={{ b: <span className="font-medium" /> }} />
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <CopyValue
              id="username"
              label={t("deploy:sampleData.username")}
              copyLabel={t("deploy:sampleData.copyUsername")}
              value={signIn.username}
            />
            <CopyValue
              id="password"
              label={t("deploy:sampleData.password")}
              copyLabel={t("deploy:sampleData.copyPassword")}
              value={signIn.password}
            />
          </p>
          <p className="text-xs text-muted-foreground">{t("deploy:sampleData.ownAccount")}</p>
        </div>
      )}
    </div>
  );
}
