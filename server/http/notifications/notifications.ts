import { Router } from "express";
import { markReadSchema, type NotificationList } from "../../../domain/api/notifications";
import type { Db } from "../../db/client";
import { listNotifications, markNotificationsRead } from "../../db/queries/notifications";
import { mailAvailable, presentNotification } from "../../notifications/notify";
import { currentUser } from "../auth-context";
import { parsed, validate } from "../validate";

/** /api/notifications (FEATURES J3): the signed-in user's own notifications; the bell reads and marks them. */
export function notificationRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }): Router {
  const router = Router();

  const list = async (userId: number): Promise<NotificationList> => {
    const { rows, unread } = await listNotifications({ db, userId });
    return { notifications: rows.map(presentNotification), unread, emailAvailable: mailAvailable(db) };
  };

  router.get("/", async (req, res) => {
    res.json(await list(currentUser(req).id));
  });

  router.post("/read", validate("body", markReadSchema), async (req, res) => {
    const userId = currentUser(req).id;
    const { ids } = parsed(res.locals, "body", markReadSchema);
    await markNotificationsRead({ db, userId, ids, now: now() });
    res.json(await list(userId));
  });
  return router;
}
