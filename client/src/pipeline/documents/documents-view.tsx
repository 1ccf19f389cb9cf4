import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import type { DocumentKind, DocumentSummary } from "@domain/api/documents";
import type { JobSummary } from "@domain/api/jobs";
import type { Project } from "@domain/api/projects";
import { documentSteps } from "@domain/rules/documents-strip";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocuments, useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { SrsTab, type RequirementFocus } from "@/pipeline/phases/02-srs/srs-tab";
import { SystemDesignTab } from "@/pipeline/phases/03-system-design/system-design-tab";
import { TechnicalTab } from "@/pipeline/phases/04-technical/technical-tab";
import { defaultDocumentTab } from "./default-tab";
import { DocumentSteps } from "./document-steps";
import { ImplementationTab, REQUIRED_TECHNICAL_DOCUMENTS } from "./implementation-tab";
import { JobProgress } from "./job-progress";
import { isActiveJob } from "./jobs";
import { requestedTab, type DocumentsParams, type DocumentTab } from "./query-params";
import { TraceabilityView } from "./traceability-view";
import { useDocumentJobs } from "./use-document-jobs";

function tabLabels(t: TFunction): readonly { value: DocumentTab; label: string }[] {
  return [
    { value: "srs", label: t("documents:tabs.srs") },
    { value: "system-design", label: t("documents:tabs.systemDesign") },
    { value: "technical", label: t("documents:tabs.technical") },
    { value: "implementation", label: t("documents:tabs.implementation") },
    { value: "traceability", label: t("documents:tabs.traceability") },
  ];
}

/** The tab that shows the next step once a document is approved. */
const NEXT_TAB: Readonly<Record<DocumentKind, DocumentTab | null>> = {
  srs: "system-design",
  system_design: "technical",
  technical: null,
};

const approvedCount = (docs: readonly DocumentSummary[]) =>
  docs.filter((d) => d.status === "approved").length;

/** A failed generation is shown until a newer document of its kind exists. */
function unresolvedFailure(job: JobSummary | undefined, docs: readonly DocumentSummary[]): JobSummary | null {
  if (!job || job.status !== "failed") return null;
  return docs.some((d) => d.createdAt > job.createdAt) ? null : job;
}

/** The Documents page of one project (delivery.md §2.2): progress strip, live generations and the tabs. */
export function DocumentsView({ project, params }: { project: Project; params: DocumentsParams }) {
  const srs = useDocuments(project.id, "srs-documents");
  const design = useDocuments(project.id, "system-design-documents");
  const technical = useDocuments(project.id, "technical-documents");
  const { snapshot } = useProjectSnapshot(project);
  const jobs = useDocumentJobs(project.id, { announce: true });
  const { t } = useTranslation();
  const format = useFormat();
  const tabs = tabLabels(t);

  const srsDocs = srs.data ?? [];
  const designDocs = design.data ?? [];
  const technicalDocs = technical.data ?? [];
  const named = [...srsDocs, ...designDocs, ...technicalDocs].find((d) => d.id === params.documentId);
  const [chosenTab, setChosenTab] = useState<DocumentTab | null>(null);
  // With no tab asked for, the page opens where the user's next action is, once all three lists have loaded;
  // that first choice is kept, so the tab does not move under the user as documents change.
  const listsLoaded = !srs.isPending && !design.isPending && !technical.isPending;
  const nextActionTab = listsLoaded
    ? defaultDocumentTab({ srs: srsDocs, system_design: designDocs, technical: technicalDocs })
    : null;
  const [openedTab, setOpenedTab] = useState<DocumentTab | null>(null);
  useEffect(() => {
    if (nextActionTab) setOpenedTab((opened) => opened ?? nextActionTab);
  }, [nextActionTab]);
  const tab = chosenTab ?? requestedTab(params, named?.kind ?? null) ?? openedTab ?? nextActionTab;
  const [focus, setFocus] = useState<RequirementFocus | null>(null);
  const newDocumentId = params.highlightNew ? params.documentId : null;

  const onApproved = (doc: DocumentSummary) => {
    const next = NEXT_TAB[doc.kind];
    if (next) setChosenTab(next);
  };
  const generating = (kind: DocumentKind) => jobs.active.some((j) => j.kind === `documents.${kind}`);

  const currentSrs = srsDocs[0];
  const currentDesign = designDocs[0];
  const version = (v: number) => t("documents:steps.version", { version: format.number(v) });
  const technicalCounts = {
    approved: format.number(approvedCount(technicalDocs)),
    total: format.number(REQUIRED_TECHNICAL_DOCUMENTS),
  };
  const details = {
    1: currentSrs ? version(currentSrs.version) : t("documents:steps.notGenerated"),
    2: currentDesign
      ? version(currentDesign.version)
      : generating("system_design")
        ? t("documents:steps.generating")
        : t("documents:steps.notGenerated"),
    3: technicalDocs.length
      ? technicalDocs.some((d) => d.outdated)
        ? t("documents:steps.approvedOfOutdated", technicalCounts)
        : t("documents:steps.approvedOf", technicalCounts)
      : generating("technical")
        ? t("documents:steps.generating")
        : t("documents:steps.notGenerated"),
  };
  const failures = [
    unresolvedFailure(jobs.latest.srs, srsDocs),
    unresolvedFailure(jobs.latest.system_design, designDocs),
    unresolvedFailure(jobs.latest.technical, technicalDocs),
  ].filter((j): j is JobSummary => j !== null);

  return (
    <div className="mx-auto grid max-w-7xl gap-5">
      {snapshot && <DocumentSteps steps={documentSteps(snapshot)} details={details} />}
      {[...jobs.jobs.filter(isActiveJob), ...failures].map((job) => (
        <JobProgress key={job.id} job={job} />
      ))}
      <Tabs
        value={tab ?? ""}
        onValueChange={(value) => setChosenTab(tabs.find((tab) => tab.value === value)?.value ?? null)}
      >
        <TabsList className="h-auto flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tab === null && <Spinner className="mx-auto my-12" />}
        <TabsContent value="srs">
          <SrsTab
            projectId={project.id}
            documents={srsDocs}
            isLoading={srs.isLoading}
            newDocumentId={newDocumentId}
            focus={focus}
            onApproved={onApproved}
          />
        </TabsContent>
        <TabsContent value="system-design">
          <SystemDesignTab
            projectId={project.id}
            documents={designDocs}
            isLoading={design.isLoading}
            srsApproved={srsDocs.some((d) => d.status === "approved")}
            generating={generating("system_design")}
            newDocumentId={newDocumentId}
            onApproved={onApproved}
          />
        </TabsContent>
        <TabsContent value="technical">
          <TechnicalTab
            projectId={project.id}
            documents={technicalDocs}
            isLoading={technical.isLoading}
            designApproved={designDocs.some((d) => d.status === "approved")}
            generating={generating("technical")}
            newDocumentId={newDocumentId}
            onApproved={onApproved}
          />
        </TabsContent>
        <TabsContent value="implementation">
          <ImplementationTab technical={technicalDocs} />
        </TabsContent>
        <TabsContent value="traceability">
          <TraceabilityView
            projectId={project.id}
            onShowRequirement={(requirementId) => {
              setFocus({ requirementId, at: Date.now() });
              setChosenTab("srs");
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
