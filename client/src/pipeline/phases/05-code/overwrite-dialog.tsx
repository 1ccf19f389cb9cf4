import { AlertDialog } from "radix-ui";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import type { OverwriteRequest } from "./use-code-actions";

/**
 * Asks before replacing files the user edited (the server refused with 409 and listed them). Cancel keeps the
 * edits and changes nothing; the other button repeats the call with overwriteUserEdits.
 */
export function OverwriteDialog({
  request,
  onClose,
  action,
}: {
  request: OverwriteRequest | null;
  onClose: () => void;
  /** What would replace them, as the start of a sentence: 'Regenerating the code'. */
  action: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const count = request?.files.length ?? 0;
  return (
    <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 grid w-full max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 shadow-xl"
          data-testid="overwrite-dialog"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t("code:overwrite.title")}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("code:overwrite.description", { action, count, n: fmt.number(count) })}
          </AlertDialog.Description>
          <ul
            className="max-h-48 overflow-y-auto rounded-md border bg-muted/40 p-2 font-mono text-xs"
            aria-label={t("code:overwrite.editedFiles")}
          >
            {request?.files.map((path) => (
              <li key={path} className="py-0.5">
                {path}
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className="h-9 rounded-md border px-4 text-sm font-medium hover:bg-accent cursor-pointer">
              {t("code:overwrite.keep")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => request?.confirm()}
              className="h-9 rounded-md bg-destructive px-4 text-sm font-medium text-destructive-foreground hover:bg-destructive/90 cursor-pointer"
            >
              {t("code:overwrite.replace")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
