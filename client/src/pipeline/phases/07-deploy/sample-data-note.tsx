import { Check, Copy, Database } from "lucide-react";
import { useState } from "react";
import type { PreviewSampleData } from "@domain/api/deployments";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

function CopyValue(props: { label: string; value: string }) {
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
      <code
        className="rounded bg-background px-1.5 py-0.5 font-mono"
        data-testid={`sample-${props.label.toLowerCase()}`}
      >
        {props.value}
      </code>
      <Button
        variant="ghost"
        size="icon"
        className="h-6 w-6"
        onClick={copy}
        aria-label={`Copy the ${props.label.toLowerCase()}`}
      >
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
  const signIn = props.sampleData.signIn;
  return (
    <div
      className={cn("flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-sm", props.className)}
      data-testid="sample-data-note"
    >
      <Database className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      {signIn === null ? (
        <p>This preview starts with sample data, so every page has something to show.</p>
      ) : (
        <div className="grid gap-1.5">
          <p>
            <span className="font-medium">This preview has sample data.</span> To see it, sign in to the app
            as its demo account, which owns the sample rows:
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <CopyValue label="Username" value={signIn.username} />
            <CopyValue label="Password" value={signIn.password} />
          </p>
          <p className="text-xs text-muted-foreground">
            An account you create yourself sees the sample rows only where the app shares data between
            accounts.
          </p>
        </div>
      )}
    </div>
  );
}
