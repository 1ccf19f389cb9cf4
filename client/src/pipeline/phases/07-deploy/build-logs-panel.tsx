import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTranslation } from "@/i18n";
import type { DeploymentListItem } from "./api";
import { BuildLog } from "./build-log";
import { isStarting } from "./rules";
import { DeploymentStatusBadge } from "./status-badge";

/** The Build Logs tab: the real build and run log of the chosen deployment, ERROR lines highlighted. */
export function BuildLogsPanel(props: {
  deployments: DeploymentListItem[];
  selected: DeploymentListItem | null;
  onSelect: (projectId: number) => void;
}) {
  const { t } = useTranslation();
  const { selected } = props;
  return (
    <div className="grid gap-3" data-testid="build-logs">
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-72">
          <Select
            value={selected ? String(selected.projectId) : undefined}
            onValueChange={(value) => props.onSelect(Number(value))}
          >
            <SelectTrigger aria-label={t("deploy:logs.deployment")}>
              <SelectValue placeholder={t("deploy:logs.choose")} />
            </SelectTrigger>
            <SelectContent>
              {props.deployments.map((d) => (
                <SelectItem key={d.projectId} value={String(d.projectId)}>
                  {d.displayName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {selected && <DeploymentStatusBadge status={selected.status} />}
        {selected && isStarting(selected.status) && (
          <span className="text-xs text-muted-foreground">{t("deploy:logs.refreshing")}</span>
        )}
      </div>
      {selected ? (
        <BuildLog lines={selected.buildLogs} label={t("deploy:logs.logOf", { name: selected.displayName })} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("deploy:logs.chooseToRead")}</p>
      )}
    </div>
  );
}
