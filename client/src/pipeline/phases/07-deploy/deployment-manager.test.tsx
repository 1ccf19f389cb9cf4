import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { DeploymentSettings } from "@domain/api/deployments";
import { deploymentSettingsKey, type DeploymentListItem } from "./api";
import { DeploymentSettingsPanel } from "./deployment-settings-panel";
import { DeploymentsTable } from "./deployments-table";

const running: DeploymentListItem = {
  projectId: 3,
  projectName: "Neighbourhood Library",
  appName: "neighbourhood-library",
  displayName: "Neighbourhood Library",
  purpose: "deployment",
  status: "running",
  url: "http://127.0.0.1:5102/",
  port: 5102,
  blocked: null,
  sampleData: null,
  buildLogs: ["built"],
  error: null,
  startedAt: "2025-01-01T10:00:00.000Z",
  updatedAt: "2025-01-01T10:00:01.000Z",
};
const stopped: DeploymentListItem = {
  ...running,
  projectId: 4,
  appName: "field-notes",
  displayName: "Field Notes",
  status: "stopped",
  url: null,
  port: null,
};

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

const noop = () => undefined;

describe("the deployment manager", () => {
  it("lists each deployment with its status, address, port, preview link and Stop or Start", () => {
    const html = render(
      <DeploymentsTable
        deployments={[running, stopped]}
        busyProjectId={null}
        onStart={noop}
        onStop={noop}
        onLogs={noop}
      />,
    );
    const [first = "", second = ""] = html.split('data-testid="deployment-row"').slice(1);
    expect(first).toContain("Neighbourhood Library");
    expect(first).toContain(">Running<");
    expect(first).toMatch(/href="http:\/\/127\.0\.0\.1:5102\/"/);
    expect(first).toContain("5102");
    expect(first).toContain('href="/preview/3/neighbourhood-library"');
    expect(first).toContain("Stop");
    expect(first).not.toContain("Start<");
    expect(second).toContain(">Stopped<");
    expect(second).toContain("not running");
    expect(second).toContain("Start");
  });

  it("shows the server's real deployment settings", () => {
    const client = new QueryClient();
    const settings: DeploymentSettings = {
      previewHost: "127.0.0.1",
      previewBlocked: null,
      portRange: { from: 5100, to: 5199 },
      isolation: "bubblewrap",
      isolationSummary: "Generated apps run under bubblewrap without outside network.",
      runsGeneratedCode: true,
    };
    client.setQueryData(deploymentSettingsKey, settings);
    const html = render(<DeploymentSettingsPanel />, client);
    expect(html).toContain("127.0.0.1");
    expect(html).toContain("5100–5199");
    expect(html).toContain("bubblewrap");
    expect(html).toContain("without outside network");
    expect(html).not.toMatch(/will be available/i);
    expect(html).not.toContain("preview-blocked");
    expect(html).not.toContain("code-execution-refused");
    expect(html).not.toContain("code-execution-unsandboxed");
  });

  it("says plainly when generated code does not run here, or runs without a sandbox", () => {
    const base: DeploymentSettings = {
      previewHost: "preview.localhost",
      previewBlocked: null,
      portRange: { from: 5100, to: 5199 },
      isolation: "process-limits",
      isolationSummary: "Generated code does not run on this server (bubblewrap not installed).",
      runsGeneratedCode: false,
    };
    const refused = new QueryClient();
    refused.setQueryData(deploymentSettingsKey, base);
    const refusedHtml = render(<DeploymentSettingsPanel />, refused);
    expect(refusedHtml).toContain("code-execution-refused");
    expect(refusedHtml).toContain("until bubblewrap is installed");
    const optedIn = new QueryClient();
    optedIn.setQueryData(deploymentSettingsKey, { ...base, runsGeneratedCode: true });
    const optedInHtml = render(<DeploymentSettingsPanel />, optedIn);
    expect(optedInHtml).toContain("code-execution-unsandboxed");
    expect(optedInHtml).not.toContain("code-execution-refused");
  });

  it("gives no link to a preview on Specwright's own host name, but the reason and the fix", () => {
    const reason = "Previews are served at 127.0.0.1, the host name Specwright is open at.";
    const html = render(
      <DeploymentsTable
        deployments={[{ ...running, url: null, blocked: reason }]}
        busyProjectId={null}
        onStart={() => {}}
        onStop={() => {}}
        onLogs={() => {}}
      />,
    );
    expect(html).not.toContain("deployment-url");
    expect(html).not.toContain("http://127.0.0.1:5102/");
    expect(html).toContain("not linked here");
    expect(html).toContain(reason);

    const client = new QueryClient();
    client.setQueryData(deploymentSettingsKey, {
      previewHost: "127.0.0.1",
      previewBlocked: reason,
      portRange: { from: 5100, to: 5199 },
      isolation: null,
      isolationSummary: null,
      runsGeneratedCode: null,
    } satisfies DeploymentSettings);
    expect(render(<DeploymentSettingsPanel />, client)).toContain(reason);
  });
});
