import { Router } from "express";
import { settingsUpdateSchema } from "../../../domain/api/settings";
import type { Db } from "../../db/client";
import { getSettings, saveSettings } from "../../db/queries/settings";
import { currentUser } from "../auth-context";
import { parsed, validate } from "../validate";

/** GET and PUT /api/settings (delivery.md §7): the signed-in user's own settings. */
export function settingsRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await getSettings({ db, userId: currentUser(req).id }));
  });
  router.put("/", validate("body", settingsUpdateSchema), async (req, res) => {
    const userId = currentUser(req).id;
    const changes = parsed(res.locals, "body", settingsUpdateSchema);
    const current = await getSettings({ db, userId });
    res.json(await saveSettings({ db, userId, settings: { ...current, ...changes } }));
  });
  return router;
}
