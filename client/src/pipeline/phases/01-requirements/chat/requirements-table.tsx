import { Pencil } from "lucide-react";
import { useState } from "react";
import { REQUIREMENT_TYPES, type Requirement } from "@domain/api/requirements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import {
  DeleteRequirementButton,
  DescriptionEditor,
  StatusIcon,
  type RequirementActions,
} from "./requirement-item";
import { useRequirementLabels } from "./requirement-types";

const PRIORITIES = ["must", "should", "could"] as const;

function Row({ requirement, actions }: { requirement: Requirement; actions: RequirementActions }) {
  const { t } = useTranslation();
  const labels = useRequirementLabels();
  const [editing, setEditing] = useState(false);
  const confirmed = requirement.status === "confirmed";
  return (
    <tr
      className="border-t align-middle"
      data-testid="requirement-row"
      data-code={requirement.code}
      data-status={requirement.status}
    >
      <td className="whitespace-nowrap px-3 py-2.5 font-mono text-xs font-semibold">{requirement.code}</td>
      <td className="px-3 py-2.5 text-sm">
        {editing ? (
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
        ) : (
          <span className="break-words">{requirement.description}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2.5">
        <Button
          variant="ghost"
          size="sm"
          className="h-7 gap-1.5 px-2"
          disabled={actions.pending}
          aria-label={
            confirmed
              ? t("requirements:table.unconfirmLabel", { code: requirement.code })
              : t("requirements:table.confirmLabel", { code: requirement.code })
          }
          onClick={() =>
            void actions
              .onUpdate(requirement.id, { status: confirmed ? "unconfirmed" : "confirmed" })
              .catch(() => undefined)
          }
        >
          <StatusIcon confirmed={confirmed} />
          <span className={confirmed ? "text-success" : "text-muted-foreground"}>
            {confirmed ? t("requirements:table.confirmed") : t("requirements:table.unconfirmed")}
          </span>
        </Button>
      </td>
      <td className="whitespace-nowrap px-3 py-2.5">
        <select
          aria-label={t("requirements:table.priorityLabel", { code: requirement.code })}
          value={requirement.priority}
          onChange={(event) => {
            const priority = PRIORITIES.find((p) => p === event.target.value);
            if (priority) void actions.onUpdate(requirement.id, { priority }).catch(() => undefined);
          }}
          className="h-7 cursor-pointer rounded-md border border-input bg-card px-2 text-xs"
        >
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {labels.priorities[p]}
            </option>
          ))}
        </select>
      </td>
      <td className="whitespace-nowrap px-3 py-2.5">
        <Badge variant="muted">{labels.sources[requirement.source]}</Badge>
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right">
        <Button
          variant="ghost"
          size="icon"
          className="h-7 w-7"
          aria-label={t("requirements:item.editLabel", { code: requirement.code })}
          title={t("common:actions.edit")}
          onClick={() => setEditing(true)}
          disabled={editing}
        >
          <Pencil className="text-muted-foreground" />
        </Button>
        <DeleteRequirementButton requirement={requirement} onDelete={actions.onDelete} />
      </td>
    </tr>
  );
}

/** Every requirement of the project, grouped by type: code, description, status, priority and source. */
export function RequirementsTable({
  requirements,
  actions,
}: {
  requirements: Requirement[];
  actions: RequirementActions;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useRequirementLabels();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {REQUIREMENT_TYPES.map((type) => {
        const rows = requirements.filter((r) => r.type === type);
        if (rows.length === 0) return null;
        const confirmed = rows.filter((r) => r.status === "confirmed").length;
        return (
          <Card key={type} data-testid={`requirements-group-${type}`}>
            <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">{labels.types[type].heading}</CardTitle>
              <span className="text-xs text-muted-foreground">
                {t("requirements:table.confirmedCount", {
                  confirmed: format.number(confirmed),
                  total: format.number(rows.length),
                })}
              </span>
            </CardHeader>
            <CardContent className="overflow-x-auto px-2 pb-2">
              <table className="w-full text-left">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th className="w-20 px-3 py-2 font-medium">{t("requirements:table.code")}</th>
                    <th className="px-3 py-2 font-medium">{t("requirements:table.description")}</th>
                    <th className="w-36 px-3 py-2 font-medium">{t("requirements:table.status")}</th>
                    <th className="w-24 px-3 py-2 font-medium">{t("requirements:table.priority")}</th>
                    <th className="w-24 px-3 py-2 font-medium">{t("requirements:table.source")}</th>
                    <th className="w-20 px-3 py-2">
                      <span className="sr-only">{t("requirements:table.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((requirement) => (
                    <Row key={requirement.id} requirement={requirement} actions={actions} />
                  ))}
                </tbody>
              </table>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
