import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  REQUIREMENTS_AI,
  type AI_AGENTS,
  type ChatMessage,
  type Conversation,
  type Requirement,
  type UpdateRequirementInput,
} from "@domain/api/requirements";
import type { ServerMessage } from "@domain/events";
import { aiUsageKey } from "@/components/ai-usage-card";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { RealtimeSocket, type SocketStatus } from "@/lib/socket";

type AiAgent = (typeof AI_AGENTS)[number];

export const conversationQueryKey = (projectId: number, aiAgent: string) =>
  ["/api/projects", projectId, "conversations", aiAgent] as const;
export const requirementsQueryKey = (projectId: number) =>
  ["/api/projects", projectId, "requirements"] as const;
const checklistQueryKey = (projectId: number) => ["/api/projects", projectId, "checklist"] as const;

/** If no reply arrives in this time the typing state ends and the conversation is fetched again. */
export const TYPING_TIMEOUT_MS = 60_000;

/** Adds a message to the cached conversation unless it is already there (two tabs, or a resync). */
function appendToConversation(projectId: number, aiAgent: string, message: ChatMessage): void {
  queryClient.setQueryData<Conversation>(conversationQueryKey(projectId, aiAgent), (current) => {
    if (!current) return current;
    if (current.messages.some((m) => m.id === message.id)) return current;
    return { ...current, messages: [...current.messages, message] };
  });
}

function useSocketStatus(socket: RealtimeSocket): SocketStatus {
  return useSyncExternalStore(
    (listener) => socket.onStatus(listener),
    () => socket.status,
  );
}

/**
 * The chat with an assistant for one project (platform.md §4 "Chat"): the stored conversation, the realtime
 * channel, and the typing state, which is set on send and on `ai_typing` and cleared by `chat_response`, with the
 * reply written so far while a model streams it (`chat_partial`).
 * Messages sent but not yet confirmed by the server show at once and are replaced by the stored copy.
 */
export function useChat(projectId: number, aiAgent: AiAgent = REQUIREMENTS_AI) {
  const [socket] = useState(() => new RealtimeSocket());
  const status = useSocketStatus(socket);
  const [typing, setTyping] = useState(false);
  /** The reply written so far while a model streams it; null when nothing is streaming. */
  const [partial, setPartial] = useState<string | null>(null);
  const [pending, setPending] = useState<ChatMessage[]>([]);
  const nextLocalId = useRef(-1);
  const conversation = useQuery<Conversation>({ queryKey: conversationQueryKey(projectId, aiAgent) });

  useEffect(() => {
    const resync = () => {
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(projectId, aiAgent) });
      void queryClient.invalidateQueries({ queryKey: requirementsQueryKey(projectId) });
    };
    const offOpen = socket.onOpen((reconnected) => {
      socket.send({ type: "subscribe", data: { projectId } });
      if (!reconnected) return;
      // A reply may have been missed while the channel was down: the database is the truth.
      setTyping(false);
      setPartial(null);
      setPending([]);
      resync();
    });
    const offMessage = socket.onMessage((message: ServerMessage) => {
      if (
        "data" in message &&
        message.data &&
        "projectId" in message.data &&
        message.data.projectId !== projectId
      )
        return;
      switch (message.type) {
        case "ai_typing":
          if (!message.data || message.data.aiAgent === aiAgent) setTyping(true);
          return;
        case "chat_partial":
          if (message.data.aiAgent !== aiAgent) return;
          setTyping(true);
          setPartial(message.data.text);
          return;
        case "chat_message_saved":
          if (message.data.message.aiAgent !== aiAgent) return;
          appendToConversation(projectId, aiAgent, message.data.message);
          setPending((list) => {
            const index = list.findIndex((m) => m.content === message.data.message.content);
            return index === -1 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
          });
          return;
        case "chat_response":
          if (message.data.message.aiAgent !== aiAgent) return;
          appendToConversation(projectId, aiAgent, message.data.message);
          setTyping(false);
          setPartial(null);
          // The turn may have called the model: its usage changed.
          void queryClient.invalidateQueries({ queryKey: aiUsageKey(projectId) });
          return;
        case "requirements.changed":
          void queryClient.invalidateQueries({ queryKey: requirementsQueryKey(projectId) });
          return;
        case "checklist.changed":
          void queryClient.invalidateQueries({ queryKey: checklistQueryKey(projectId) });
          return;
        case "error":
          setTyping(false);
          setPartial(null);
          setPending([]);
          toast({
            title: t("common:status.error"),
            description: message.data.message,
            variant: "destructive",
          });
          return;
      }
    });
    socket.connect();
    return () => {
      offOpen();
      offMessage();
      socket.close();
    };
  }, [socket, projectId, aiAgent]);

  // No word from the server for this long ends the typing state; each streamed piece starts the wait again.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => {
      setTyping(false);
      setPartial(null);
      setPending([]);
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(projectId, aiAgent) });
    }, TYPING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [typing, partial, projectId, aiAgent]);

  /** Sends the trimmed text; empty text, or a closed channel (console warning only), sends nothing. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      if (!socket.send({ type: "chat_message", data: { projectId, message, aiAgent } })) return false;
      const local: ChatMessage = {
        id: nextLocalId.current--,
        role: "user",
        content: message,
        timestamp: new Date().toISOString(),
        aiAgent,
      };
      setPending((list) => [...list, local]);
      setTyping(true);
      return true;
    },
    [socket, projectId, aiAgent],
  );

  const messages = [...(conversation.data?.messages ?? []), ...pending];
  return {
    messages,
    isLoading: conversation.isLoading,
    error: conversation.error,
    status,
    typing,
    partial,
    send,
    reconnect: () => socket.reconnect(),
  };
}

/** The project's requirements, oldest first. */
export function useRequirements(projectId: number) {
  return useQuery<Requirement[]>({ queryKey: requirementsQueryKey(projectId) });
}

/** Confirm/unconfirm, edit and delete a requirement; the list updates in place, failures show a toast. */
export function useRequirementActions(projectId: number) {
  const replace = (updated: Requirement) =>
    queryClient.setQueryData<Requirement[]>(requirementsQueryKey(projectId), (list) =>
      list?.map((r) => (r.id === updated.id ? updated : r)),
    );
  const onError = (error: unknown) =>
    toast({ title: t("common:status.error"), description: errorText(error), variant: "destructive" });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateRequirementInput }) =>
      apiJson<Requirement>("PATCH", `/api/projects/${projectId}/requirements/${id}`, changes),
    onSuccess: replace,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiJson<{ id: number }>("DELETE", `/api/projects/${projectId}/requirements/${id}`),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<Requirement[]>(requirementsQueryKey(projectId), (list) =>
        list?.filter((r) => r.id !== id),
      ),
    onError,
  });
  return { update, remove };
}
