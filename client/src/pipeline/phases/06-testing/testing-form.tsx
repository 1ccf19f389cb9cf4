import { FileCode2, ListChecks, Play } from "lucide-react";
import { Link } from "wouter";
import type { Project } from "@domain/api/projects";
import { TEST_FRAMEWORKS, TEST_TYPES, type TestFramework, type TestType } from "@domain/api/testing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Textarea } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Trans, useTranslation } from "@/i18n";
import { FRAMEWORK_LABELS } from "./labels";

interface Props {
  project: Project | null;
  requirements: string;
  onRequirements: (value: string) => void;
  implementationCode: string;
  onImplementationCode: (value: string) => void;
  testType: TestType;
  onTestType: (value: TestType) => void;
  framework: TestFramework;
  onFramework: (value: TestFramework) => void;
  busy: { plan: boolean; scripts: boolean; run: boolean };
  onGeneratePlan: () => void;
  onGenerateScripts: () => void;
  onRun: () => void;
}

/** The inputs of the QA page: the project (from the Dashboard), requirements, code, type, framework, actions. */
export function TestingForm(props: Props) {
  const { t } = useTranslation();
  const { project, busy } = props;
  const anyBusy = busy.plan || busy.scripts || busy.run;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("testing:form.title")}</CardTitle>
        <CardDescription data-testid="testing-project">
          {project ? (
            <Trans
              i18nKey="testing:form.project"
              values={{ name: project.name }}
              components={{ project: <span className="font-medium text-foreground" /> }}
            />
          ) : (
            <Trans
              i18nKey="testing:form.noProject"
              components={{ link: <Link href="/" className="underline" /> }}
            />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="qa-requirements">{t("testing:form.requirements")}</Label>
          <Textarea
            id="qa-requirements"
            data-testid="qa-requirements"
            className="min-h-[140px] font-mono text-xs"
            placeholder={t("testing:form.requirementsPlaceholder")}
            value={props.requirements}
            onChange={(e) => props.onRequirements(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="qa-code">{t("testing:form.implementationCode")}</Label>
          <Textarea
            id="qa-code"
            data-testid="qa-code"
            className="font-mono text-xs"
            placeholder={t("testing:form.implementationCodePlaceholder")}
            value={props.implementationCode}
            onChange={(e) => props.onImplementationCode(e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label>{t("testing:form.testType")}</Label>
            <Select value={props.testType} onValueChange={(v) => props.onTestType(v as TestType)}>
              <SelectTrigger data-testid="qa-test-type" aria-label={t("testing:form.testType")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEST_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`testing:type.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label>{t("testing:form.framework")}</Label>
            <Select value={props.framework} onValueChange={(v) => props.onFramework(v as TestFramework)}>
              <SelectTrigger data-testid="qa-framework" aria-label={t("testing:form.framework")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEST_FRAMEWORKS.map((f) => (
                  <SelectItem key={f} value={f}>
                    {FRAMEWORK_LABELS[f]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button data-testid="generate-test-plan" onClick={props.onGeneratePlan} disabled={anyBusy}>
            {busy.plan ? <Spinner className="h-4 w-4 text-current" /> : <ListChecks className="h-4 w-4" />}
            {t("testing:form.generatePlan")}
          </Button>
          <Button
            data-testid="generate-test-scripts"
            variant="outline"
            onClick={props.onGenerateScripts}
            disabled={anyBusy}
          >
            {busy.scripts ? <Spinner className="h-4 w-4 text-current" /> : <FileCode2 className="h-4 w-4" />}
            {t("testing:form.generateScripts")}
          </Button>
          <Button data-testid="run-tests" variant="outline" onClick={props.onRun} disabled={anyBusy}>
            {busy.run ? <Spinner className="h-4 w-4 text-current" /> : <Play className="h-4 w-4" />}
            {busy.run ? t("testing:form.runningTests") : t("testing:form.runTests")}
          </Button>
        </div>
        {busy.run && (
          <p className="text-sm text-muted-foreground" data-testid="run-progress">
            {t("testing:form.runProgress")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
