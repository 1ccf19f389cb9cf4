import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Project } from "@domain/api/projects";
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from "@domain/api/projects";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input, Label, Textarea } from "@/components/ui/input";
import { PROJECTS_QUERY_KEY, setSelectedProjectId } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** platform.md §2: the 'New Project' dialog. The new project becomes the selected one. */
export function NewProjectDialog({
  trigger,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [internalOpen, setInternalOpen] = useState(false);
  const isOpen = open ?? internalOpen;
  const setOpen = onOpenChange ?? setInternalOpen;
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");

  const create = useMutation({
    mutationFn: (input: { name: string; description: string }) =>
      apiJson<Project>("POST", "/api/projects", input),
    onSuccess: async (project) => {
      setSelectedProjectId(project.id);
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      toast({
        title: t("components:newProject.created"),
        description: t("components:newProject.createdText", { name: project.name }),
      });
      setName("");
      setDescription("");
      setOpen(false);
    },
    onError: () => toast({ title: t("components:newProject.failed"), variant: "destructive" }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name: name.trim(), description: description.trim() });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("components:newProject.title")}</DialogTitle>
            <DialogDescription>{t("components:newProject.description")}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="project-name">{t("components:newProject.name")}</Label>
            <Input
              id="project-name"
              value={name}
              maxLength={PROJECT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              placeholder={t("components:newProject.namePlaceholder")}
              autoFocus
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="project-description">{t("components:newProject.descriptionLabel")}</Label>
            <Textarea
              id="project-description"
              rows={4}
              value={description}
              maxLength={PROJECT_DESCRIPTION_MAX}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={t("components:newProject.descriptionPlaceholder")}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? t("components:newProject.creating") : t("components:newProject.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
