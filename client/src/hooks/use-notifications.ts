import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notificationListSchema, type NotificationList } from "@domain/api/notifications";
import { useAuth } from "@/hooks/use-auth";
import { apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { RealtimeSocket } from "@/lib/socket";

/** The signed-in user's notifications (FEATURES J3): polled, and refetched at once when the project's room says so. */
export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;
/** How often the list is fetched again for work on projects other than the one open. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export function useNotifications(projectId: number | null) {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async () => notificationListSchema.parse(await apiJson<unknown>("GET", "/api/notifications")),
    enabled: user != null,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

  const [socket] = useState(() => new RealtimeSocket());
  useEffect(() => {
    if (projectId === null || user == null) return;
    const offOpen = socket.onOpen(() => socket.send({ type: "subscribe", data: { projectId } }));
    const offMessage = socket.onMessage((message) => {
      if (message.type === "notifications.changed")
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    });
    socket.connect();
    return () => {
      offOpen();
      offMessage();
      socket.close();
    };
  }, [socket, projectId, user]);
  return query;
}

/** Marks the given notifications read (all when no ids); the answer is the new list. */
export function useMarkNotificationsRead() {
  return useMutation({
    retry: false,
    mutationFn: async (ids?: number[]) =>
      notificationListSchema.parse(
        await apiJson<unknown>("POST", "/api/notifications/read", ids ? { ids } : {}),
      ),
    onSuccess: (list: NotificationList) => queryClient.setQueryData(NOTIFICATIONS_KEY, list),
  });
}
