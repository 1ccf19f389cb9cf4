import { RefreshCw, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useTranslation } from "@/i18n";

/**
 * A generate/regenerate button with its overwrite confirmation. `confirming` is driven by the caller's flow:
 * the server's `canOverwrite`, or the caller knowing a current version exists.
 */
export function GenerateButton(props: {
  label: string;
  regenerate: boolean;
  pending: boolean;
  disabled?: boolean;
  disabledReason?: string;
  confirming: boolean;
  confirmTitle: string;
  confirmText: string;
  onStart: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  size?: "sm" | "default";
}) {
  const { t } = useTranslation();
  const Icon = props.regenerate ? RefreshCw : Wand2;
  return (
    <>
      <Button
        size={props.size ?? "sm"}
        variant={props.regenerate ? "outline" : "default"}
        disabled={props.pending || props.disabled}
        title={props.disabled ? props.disabledReason : undefined}
        onClick={props.onStart}
      >
        <Icon className={props.pending ? "animate-spin" : undefined} />
        {props.pending ? t("documents:generate.generating") : props.label}
      </Button>
      <ConfirmDialog
        open={props.confirming}
        onOpenChange={(open) => !open && props.onCancel()}
        title={props.confirmTitle}
        description={props.confirmText}
        confirmLabel={t("documents:generate.overwrite")}
        onConfirm={props.onConfirm}
      />
    </>
  );
}
