import { REQUIREMENTS_AI } from "@domain/api/requirements";
import type { Project } from "@domain/api/projects";
import { useChat, useRequirementActions, useRequirements } from "@/hooks/use-chat";
import { cn } from "@/lib/utils";
import { ChatPanel } from "./chat-panel";
import { RequirementsPanel } from "./requirements-panel";
import type { RequirementActions } from "./requirement-item";

/** Requirement actions as promises, for components that wait on them (inline edit, delete dialog). */
export function useRequirementActionProps(projectId: number): RequirementActions {
  const { update, remove } = useRequirementActions(projectId);
  return {
    onUpdate: (id, changes) => update.mutateAsync({ id, changes }),
    onDelete: (id) => remove.mutateAsync(id),
    pending: update.isPending,
  };
}

/** platform.md §2 "Chat mode": the chat with the Requirements AI beside the requirements it extracted. */
export function ChatMode({ project, className }: { project: Project; className?: string }) {
  const chat = useChat(project.id, REQUIREMENTS_AI);
  const requirements = useRequirements(project.id);
  const actions = useRequirementActionProps(project.id);
  return (
    <div className={cn("flex min-h-0 flex-col gap-4 md:flex-row", className)} data-testid="chat-mode">
      <ChatPanel
        title={`${REQUIREMENTS_AI} · ${project.name}`}
        messages={chat.messages}
        isLoading={chat.isLoading}
        typing={chat.typing}
        partial={chat.partial}
        status={chat.status}
        onSend={chat.send}
        onReconnect={chat.reconnect}
      />
      <RequirementsPanel
        requirements={requirements.data ?? []}
        isLoading={requirements.isLoading}
        actions={actions}
      />
    </div>
  );
}
