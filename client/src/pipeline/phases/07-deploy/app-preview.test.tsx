import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { deploymentKey, type DeploymentView } from "./api";
import { AppPreview } from "./app-preview";
import { BuildLog } from "./build-log";

const base: DeploymentView = {
  projectId: 7,
  appName: "library",
  displayName: "Library",
  purpose: "preview",
  status: "running",
  url: "http://127.0.0.1:5101/",
  port: 5101,
  blocked: null,
  sampleData: null,
  buildLogs: [],
  error: null,
  startedAt: "2025-01-01T10:00:00.000Z",
  updatedAt: "2025-01-01T10:00:01.000Z",
};

/** The page as it first renders with this deployment in the cache (undefined: not loaded yet). */
function render(deployment?: Partial<DeploymentView> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (deployment !== undefined)
    client.setQueryData(deploymentKey(7), deployment === null ? null : { ...base, ...deployment });
  return renderToStaticMarkup(
    <Router ssrPath="/preview/7/library">
      <QueryClientProvider client={client}>
        <AppPreview projectId={7} appName="library" />
      </QueryClientProvider>
    </Router>,
  );
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

describe("AppPreview", () => {
  it("says it is loading before the first status arrives", () => {
    const html = render();
    expect(html).toContain("App Preview");
    expect(html).toContain("Loading preview status...");
    expect(html).toContain("library");
    expect(html).toContain("Project 7");
  });

  it("frames the running app on its own origin with the spec's sandbox, the export widget and the way on", () => {
    const html = render({ status: "running" });
    expect(html).toMatch(
      /<iframe[^>]*src="http:\/\/127\.0\.0\.1:5101\/"[^>]*sandbox="allow-scripts allow-same-origin allow-popups allow-forms"/,
    );
    expect(html).toContain("Open in New Tab");
    expect(html).toContain("Export for External IDE");
    expect(html).toMatch(/href="\/workflow"[^>]*>Continue in Specwright/);
    expect(html).toContain(">Running<");
    expect(html).not.toContain("preview-blocked");
  });

  it("gives the demo account's sign-in above the frame when the app started with its sample data", () => {
    const html = render({
      status: "running",
      sampleData: { signIn: { username: "demo", password: "demo-password" } },
    });
    expect(html).toContain("This preview has sample data.");
    expect(html).toMatch(/data-testid="sample-username"[^>]*>demo</);
    expect(html).toMatch(/data-testid="sample-password"[^>]*>demo-password</);
    expect(html.indexOf("sample-data-note")).toBeLessThan(html.indexOf("<iframe"));
    expect(render({ status: "running", sampleData: { signIn: null } })).toContain(
      "This preview starts with sample data",
    );
    expect(render({ status: "running" })).not.toContain("sample-data-note");
  });

  it("neither frames nor links a preview the server marks as blocked, and says how to fix it", () => {
    const reason = "Previews are served at 127.0.0.1, the host name Specwright is open at.";
    const html = render({ status: "running", url: null, blocked: reason });
    expect(html).toContain("Preview hidden to protect your Specwright session");
    expect(html).toContain(reason);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Open in New Tab");
    expect(html).toContain(">Running<");
    expect(html).toContain("Stop");
  });

  it("shows a spinner and only the last 5 log lines while building", () => {
    const html = render({ status: "building", url: null, port: null, buildLogs: lines(8) });
    expect(html).toContain(">Building<");
    expect(html).toContain("Building the application");
    for (const n of [4, 5, 6, 7, 8]) expect(html).toContain(`line ${n}<`);
    for (const n of [1, 2, 3]) expect(html).not.toContain(`line ${n}<`);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Open in New Tab");
  });

  it("shows the error with the whole log, ERROR lines highlighted, and Retry Deployment", () => {
    const log = [...lines(7), "ERROR: build failed", "line 9"];
    const html = render({
      status: "error",
      url: null,
      port: null,
      buildLogs: log,
      error: "The build failed.",
    });
    expect(html).toContain("Deployment Error");
    expect(html).toContain("Failed to deploy the application. Check build logs below for details.");
    expect(html).toContain("line 1<");
    expect(html).toContain("Retry Deployment");
    expect(html.match(/data-error="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-error="true"[^>]*>ERROR: build failed</);
  });

  it("shows Unknown for a status outside the five", () => {
    expect(render({ status: "deployed", url: null })).toContain(">Unknown<");
  });

  it("shows that it is starting when there is no deployment yet (the auto-start follows)", () => {
    const html = render(null);
    expect(html).toContain("Preparing the deployment...");
    expect(html).not.toContain("<iframe");
  });
});

describe("BuildLog", () => {
  it("says so when there is no output yet", () => {
    expect(renderToStaticMarkup(<BuildLog lines={[]} />)).toContain("No build output yet.");
  });
});
