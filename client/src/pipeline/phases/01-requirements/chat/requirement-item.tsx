import { CheckCircle2, Clock, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  REQUIREMENT_DESCRIPTION_MAX,
  type Requirement,
  type UpdateRequirementInput,
} from "@domain/api/requirements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import { useRequirementLabels } from "./requirement-types";

export interface RequirementActions {
  onUpdate: (id: number, changes: UpdateRequirementInput) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  pending?: boolean;
}

/** A check mark when confirmed, a clock when not (platform.md §2). */
export function StatusIcon({ confirmed, className }: { confirmed: boolean; className?: string }) {
  return confirmed ? (
    <CheckCircle2
      aria-hidden
      className={cn("h-4 w-4 shrink-0 text-success", className)}
      data-icon="confirmed"
    />
  ) : (
    <Clock
      aria-hidden
      className={cn("h-4 w-4 shrink-0 text-muted-foreground", className)}
      data-icon="unconfirmed"
    />
  );
}

/** Edits a description in place; Enter saves, Shift+Enter adds a line, Escape cancels. */
export function DescriptionEditor(props: {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.initial);
  const save = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (trimmed === props.initial) props.onCancel();
    else props.onSave(trimmed);
  };
  return (
    <div className="grid gap-2">
      <Textarea
        autoFocus
        rows={3}
        value={text}
        maxLength={REQUIREMENT_DESCRIPTION_MAX}
        aria-label={t("requirements:item.descriptionLabel")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") props.onCancel();
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
        className="min-h-0 text-sm"
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={props.onCancel}>
          {t("common:actions.cancel")}
        </Button>
        <Button size="sm" onClick={save} disabled={!text.trim()}>
          {t("common:actions.save")}
        </Button>
      </div>
    </div>
  );
}

/** Deletes after a confirmation. */
export function DeleteRequirementButton({
  requirement,
  onDelete,
}: {
  requirement: Requirement;
  onDelete: RequirementActions["onDelete"];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="h-7 w-7"
        aria-label={t("requirements:item.deleteLabel", { code: requirement.code })}
        title={t("common:actions.delete")}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="text-muted-foreground" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("requirements:item.deleteTitle", { code: requirement.code })}
        description={t("requirements:item.deleteDescription", { description: requirement.description })}
        confirmLabel={t("requirements:item.deleteConfirm")}
        pending={busy}
        onConfirm={() => {
          setBusy(true);
          onDelete(requirement.id)
            .catch(() => undefined)
            .finally(() => {
              setBusy(false);
              setOpen(false);
            });
        }}
      />
    </>
  );
}

/** One extracted requirement: click to confirm or unconfirm, edit in place, delete with confirmation. */
export function RequirementItem({
  requirement,
  actions,
}: {
  requirement: Requirement;
  actions: RequirementActions;
}) {
  const { t } = useTranslation();
  const labels = useRequirementLabels();
  const [editing, setEditing] = useState(false);
  const confirmed = requirement.status === "confirmed";
  const toggle = () =>
    void actions
      .onUpdate(requirement.id, { status: confirmed ? "unconfirmed" : "confirmed" })
      .catch(() => undefined);
  return (
    <li
      className={cn("relative rounded-lg border bg-card p-2", confirmed && "border-success/40 bg-success/5")}
      data-testid="requirement-item"
      data-code={requirement.code}
      data-status={requirement.status}
    >
      {editing ? (
        <div className="grid gap-1.5 p-0.5">
          <div className="flex items-center gap-1.5">
            <StatusIcon confirmed={confirmed} />
            <span className="font-mono text-xs font-semibold">{requirement.code}</span>
          </div>
          <DescriptionEditor
            initial={requirement.description}
            onCancel={() => setEditing(false)}
            onSave={(description) => {
              void actions.onUpdate(requirement.id, { description }).then(
                () => setEditing(false),
                () => undefined,
              );
            }}
          />
        </div>
      ) : (
        <>
          <button
            type="button"
            onClick={toggle}
            disabled={actions.pending}
            aria-label={
              confirmed
                ? t("requirements:item.unconfirmLabel", {
                    code: requirement.code,
                    description: requirement.description,
                  })
                : t("requirements:item.confirmLabel", {
                    code: requirement.code,
                    description: requirement.description,
                  })
            }
            title={confirmed ? t("requirements:item.confirmedHint") : t("requirements:item.unconfirmedHint")}
            className="grid w-full cursor-pointer gap-1 rounded-md p-0.5 text-left hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {/* The right padding leaves room for the edit and delete buttons over this row. */}
            <span className="flex min-w-0 items-center gap-1.5 pr-14">
              <StatusIcon confirmed={confirmed} />
              <span className="font-mono text-xs font-semibold">{requirement.code}</span>
              <Badge variant="muted" className="px-1.5 py-0 text-[10px]">
                {labels.types[requirement.type].badge}
              </Badge>
            </span>
            <span className="break-words text-sm leading-snug">{requirement.description}</span>
          </button>
          <div className="absolute right-1.5 top-1.5 flex">
            <Button
              variant="ghost"
              size="icon"
              className="h-7 w-7"
              aria-label={t("requirements:item.editLabel", { code: requirement.code })}
              title={t("common:actions.edit")}
              onClick={() => setEditing(true)}
            >
              <Pencil className="text-muted-foreground" />
            </Button>
            <DeleteRequirementButton requirement={requirement} onDelete={actions.onDelete} />
          </div>
        </>
      )}
    </li>
  );
}
