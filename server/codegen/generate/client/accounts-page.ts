import { tsString } from "../names";
import { rolePlan } from "../server/roles";
import type { ClientModel } from "./model";

/*
 * The Accounts page of an app with roles (not in the UI model: added with the roles): every account with a role
 * select, for roles that manage accounts (the accounts admin API, server/roles.ts).
 */

export interface AccountsPage {
  id: string;
  path: string;
  component: string;
  view: string;
}

/** Where the Accounts page goes (a free page id and path); null without roles. */
export function accountsPageOf(model: ClientModel): AccountsPage | null {
  if (!rolePlan(model.input.data)) return null;
  const ids = new Set(model.ui.pages.map((p) => p.id));
  const id =
    ["accounts-admin", "account-admin", "manage-accounts"].find((c) => !ids.has(c)) ?? "accounts-admin-page";
  const paths = new Set(model.ui.routes.map((r) => r.path.replace(/\/+$/, "")));
  const path =
    ["/accounts", "/admin/accounts", "/manage-accounts"].find((p) => !paths.has(p)) ?? "/admin/accounts-page";
  return { id, path, component: "AccountsAdminPage", view: "AccountsAdmin" };
}

export function accountsPageModule(model: ClientModel): string {
  const page = accountsPageOf(model);
  if (!page) return "";
  return `import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ROLES, managesAccounts, roleLabel } from "../../shared/access";
import type * as schema from "../../shared/schema";
import { api } from "../api";
import { useMe } from "../auth";
import { ErrorNotice, LoadingNotice, toLoadState, type LoadState } from "../components/load-state";

/** Accounts: every account and its role, for roles that manage accounts (GET/PATCH /api/admin/accounts). */
export function ${page.component}() {
  const me = useMe();
  const queryClient = useQueryClient();
  const allowed = managesAccounts(me.data?.role);
  const query = useQuery({ queryKey: ["admin-accounts"], queryFn: () => api.adminListAccounts(), enabled: allowed });
  const change = useMutation({
    mutationFn: (input: { id: number; role: string }) => api.adminChangeAccountRole(input.id, { role: input.role }),
    onSettled: () => queryClient.invalidateQueries(),
  });
  if (me.isPending) return <LoadingNotice />;
  if (!allowed) {
    return (
      <section className="page">
        <p className="notice error" role="alert">
          Your role ({roleLabel(me.data?.role ?? "")}) may not manage accounts.
        </p>
      </section>
    );
  }
  return (
    <${page.view}
      state={toLoadState(query)}
      meId={me.data?.id}
      error={change.error instanceof Error ? change.error.message : undefined}
      onRole={(id, role) => change.mutate({ id, role })}
      onRetry={() => void query.refetch()}
    />
  );
}

/** The accounts as a pure view, so tests render it without a server. */
export function ${page.view}(props: {
  state: LoadState<schema.ManagedAccount[]>;
  meId?: number;
  error?: string;
  onRole: (id: number, role: string) => void;
  onRetry: () => void;
}) {
  const { state } = props;
  return (
    <section className="page">
      <div className="page-header">
        <h1>Accounts</h1>
      </div>
      {props.error && (
        <p className="notice error" role="alert">
          {props.error}
        </p>
      )}
      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && (
        <ErrorNotice message={${tsString("Could not load the accounts: ")} + state.message} onRetry={props.onRetry} />
      )}
      {state.status === "ready" && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((account) => (
              <tr key={account.id}>
                <td>{account.id === props.meId ? \`\${account.username} (you)\` : account.username}</td>
                <td>{account.name}</td>
                <td>
                  <select
                    aria-label={\`Role of \${account.username}\`}
                    value={account.role}
                    onChange={(event) => props.onRole(account.id, event.target.value)}
                  >
                    {ROLES.map((role) => (
                      <option key={role.name} value={role.name}>
                        {role.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
`;
}
