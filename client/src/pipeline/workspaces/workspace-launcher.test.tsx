import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { Workspace, WorkspaceProvider } from "@domain/api/workspaces";
import { providersKey, workspacesKey } from "./api";
import { WorkspaceLauncher, workspaceTarget } from "./workspace-launcher";

/** The launch panel (delivery.md §2.8) rendered over cached answers of its two calls. */
function render(providers: WorkspaceProvider[], workspaces: Workspace[] = []) {
  const client = new QueryClient();
  client.setQueryData(providersKey, providers);
  client.setQueryData(workspacesKey(7), workspaces);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>
        <WorkspaceLauncher projectId={7} />
      </QueryClientProvider>
    </Router>,
  );
}

describe("the workspace launch panel", () => {
  it("says no provider is configured, naming the variables, when none is", () => {
    const html = render([]);
    expect(html).toContain("No Cloud IDE Providers Configured");
    expect(html).toContain("CSB_API_KEY");
    expect(html).toContain("STACKBLITZ_ENABLED");
    expect(html).not.toContain("launch-workspace");
  });

  it("shows the provider select only with more than one provider, and the four frameworks", () => {
    const one = render(["specwright"]);
    expect(one).not.toContain('data-testid="workspace-provider"');
    expect(one).toContain("Launch Development Environment");
    for (const label of ["React + Vite", "Node.js + Express", "Python", "Static HTML"])
      expect(one).toContain(label);
    expect(render(["specwright", "codesandbox"])).toContain('data-testid="workspace-provider"');
  });

  it("lists the workspaces with provider, status, URL and date", () => {
    const html = render(
      ["specwright"],
      [
        {
          id: 1,
          provider: "codesandbox",
          framework: "react",
          status: "active",
          workspaceUrl: "https://codesandbox.io/embed/abc",
          createdAt: "2026-11-24T10:00:00.000Z",
        },
      ],
    );
    const item = html.split('data-testid="workspace-item"')[1] ?? "";
    expect(item).toContain("CodeSandbox");
    expect(item).toContain(">active<");
    expect(item).toContain("https://codesandbox.io/embed/abc");
  });

  it("opens the built-in IDE in the app, CodeSandbox in the workspace preview and StackBlitz through its page", () => {
    expect(workspaceTarget({ provider: "specwright", workspaceUrl: "/projects/7/workspace" })).toEqual({
      href: "/projects/7/workspace",
      inApp: true,
    });
    expect(
      workspaceTarget({ provider: "codesandbox", workspaceUrl: "https://codesandbox.io/embed/a" }),
    ).toEqual({
      href: "/workspace-preview?url=https%3A%2F%2Fcodesandbox.io%2Fembed%2Fa",
      inApp: true,
    });
    expect(
      workspaceTarget({ provider: "stackblitz", workspaceUrl: "/api/workspaces/3/stackblitz" }).inApp,
    ).toBe(false);
  });
});
