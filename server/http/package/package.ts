import { Router } from "express";
import { createPackageSchema } from "../../../domain/api/package";
import type { Db } from "../../db/client";
import { createPackage, packageDownload } from "../../services/package";
import { currentUser } from "../auth-context";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

interface Deps {
  db: Db;
  dataDir: string;
}

/** POST /api/projects/{id}/package (delivery.md §7): builds the export ZIP. Owner only. */
export function packageProjectRoutes({ db, dataDir }: Deps): Router {
  const router = Router();
  router.post("/:id/package", validate("body", createPackageSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input = parsed(res.locals, "body", createPackageSchema);
    res.status(201).json(await createPackage({ db, dataDir, project, input }));
  });
  return router;
}

/** GET /api/packages/{packageId}/download: the ZIP as an attachment. Owner only; others get the missing 404. */
export function packageRoutes({ db, dataDir }: Deps): Router {
  const router = Router();
  router.get("/:packageId/download", async (req, res) => {
    const { contentDisposition, content } = await packageDownload({
      db,
      dataDir,
      packageId: req.params.packageId,
      ownerId: currentUser(req).id,
    });
    res
      .status(200)
      .set({
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition,
        "Cache-Control": "no-store",
      })
      .send(content);
  });
  return router;
}
