import { FileCode2, ListChecks, Play } from "lucide-react";
import { Link } from "wouter";
import type { Project } from "@domain/api/projects";
import { TEST_FRAMEWORKS, TEST_TYPES, type TestFramework, type TestType } from "@domain/api/testing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Textarea } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { FRAMEWORK_LABELS, TYPE_LABELS } from "./labels";

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
  const { project, busy } = props;
  const anyBusy = busy.plan || busy.scripts || busy.run;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Test configuration</CardTitle>
        <CardDescription data-testid="testing-project">
          {project ? (
            <>
              Project: <span className="font-medium text-foreground">{project.name}</span>. The project comes
              from the Dashboard selection and can only be changed there.
            </>
          ) : (
            <>
              No project selected. Select one on the{" "}
              <Link href="/" className="underline">
                Dashboard
              </Link>
              ; it can only be changed there.
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="qa-requirements">Requirements</Label>
          <Textarea
            id="qa-requirements"
            data-testid="qa-requirements"
            className="min-h-[140px] font-mono text-xs"
            placeholder={
              "FR-1: Members borrow books with a due date\nThe system shall send a reminder before a loan is due"
            }
            value={props.requirements}
            onChange={(e) => props.onRequirements(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="qa-code">Implementation code (optional)</Label>
          <Textarea
            id="qa-code"
            data-testid="qa-code"
            className="font-mono text-xs"
            placeholder="Paste code or tests to trace against the requirements"
            value={props.implementationCode}
            onChange={(e) => props.onImplementationCode(e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label>Test type</Label>
            <Select value={props.testType} onValueChange={(v) => props.onTestType(v as TestType)}>
              <SelectTrigger data-testid="qa-test-type" aria-label="Test type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEST_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label>Framework</Label>
            <Select value={props.framework} onValueChange={(v) => props.onFramework(v as TestFramework)}>
              <SelectTrigger data-testid="qa-framework" aria-label="Framework">
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
            Generate Test Plan
          </Button>
          <Button
            data-testid="generate-test-scripts"
            variant="outline"
            onClick={props.onGenerateScripts}
            disabled={anyBusy}
          >
            {busy.scripts ? <Spinner className="h-4 w-4 text-current" /> : <FileCode2 className="h-4 w-4" />}
            Generate Test Scripts
          </Button>
          <Button data-testid="run-tests" variant="outline" onClick={props.onRun} disabled={anyBusy}>
            {busy.run ? <Spinner className="h-4 w-4 text-current" /> : <Play className="h-4 w-4" />}
            {busy.run ? "Running Tests..." : "Run Tests"}
          </Button>
        </div>
        {busy.run && (
          <p className="text-sm text-muted-foreground" data-testid="run-progress">
            Running the app's tests in a sandbox with coverage. This takes from ten seconds to a few minutes.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
