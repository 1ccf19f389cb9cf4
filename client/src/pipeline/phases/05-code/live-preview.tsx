import { Check, Copy, MonitorPlay } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";

/** The command that runs the generated app from its folder (it needs no install: see the template README). */
export function runCommand(outputDirectory: string | null): string {
  const build = "npm run build && npm start";
  return outputDirectory ? `cd "${outputDirectory.replace(/(["\\$`])/g, "\\$1")}" && ${build}` : build;
}

/**
 * Live Preview tab: the preview is not part of this version, so the tab says so and shows how to run the
 * generated app from its output directory instead of pretending with an empty frame.
 */
export function LivePreview({ outputDirectory }: { outputDirectory: string | null }) {
  const [copied, setCopied] = useState(false);
  const command = runCommand(outputDirectory);
  const copy = () => {
    if (!navigator.clipboard) return;
    void navigator.clipboard.writeText(command).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast({ title: "Copied to clipboard", description: command });
    });
  };
  return (
    <Card className="max-w-3xl" data-testid="live-preview">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorPlay className="h-5 w-5 text-primary" aria-hidden /> Live Preview
        </CardTitle>
        <CardDescription>
          The live preview is not part of this version of Specwright yet. You can run the generated
          application yourself: it is a complete React and Express app with its own database, and needs no
          install step.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          {outputDirectory ? (
            <>
              It was written to{" "}
              <code className="rounded bg-muted px-1 font-mono text-xs">{outputDirectory}</code>. Run this in
              a terminal on the machine that runs Specwright:
            </>
          ) : (
            <>
              Run this in a terminal, inside the app&apos;s output directory (shown after a generation or a
              pass):
            </>
          )}
        </p>
        <div className="flex items-center gap-2 rounded-lg border bg-muted/50 p-2 pl-3">
          <code
            className="min-w-0 flex-1 overflow-x-auto whitespace-nowrap font-mono text-xs"
            data-testid="run-command"
          >
            {command}
          </code>
          <Button size="sm" variant="outline" onClick={copy} aria-label="Copy the command">
            {copied ? <Check /> : <Copy />} {copied ? "Copied" : "Copy"}
          </Button>
        </div>
        <p className="text-muted-foreground">
          It then serves on <code className="font-mono text-xs">http://127.0.0.1:3000</code>; set{" "}
          <code className="font-mono text-xs">PORT</code> (see{" "}
          <code className="font-mono text-xs">.env.example</code> and the README in the File Browser) to
          change it. Without <code className="font-mono text-xs">DATABASE_URL</code> it keeps its data in its
          embedded database.
        </p>
      </CardContent>
    </Card>
  );
}
