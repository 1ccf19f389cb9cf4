import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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
  const { selected } = props;
  return (
    <div className="grid gap-3" data-testid="build-logs">
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-72">
          <Select
            value={selected ? String(selected.projectId) : undefined}
            onValueChange={(value) => props.onSelect(Number(value))}
          >
            <SelectTrigger aria-label="Deployment">
              <SelectValue placeholder="Choose a deployment" />
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
          <span className="text-xs text-muted-foreground">Refreshing every 2 seconds while it builds</span>
        )}
      </div>
      {selected ? (
        <BuildLog lines={selected.buildLogs} label={`Build log of ${selected.displayName}`} />
      ) : (
        <p className="text-sm text-muted-foreground">Choose a deployment to read its build log.</p>
      )}
    </div>
  );
}
