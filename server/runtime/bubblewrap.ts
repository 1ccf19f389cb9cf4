import fs from "node:fs";
import path from "node:path";
import type { SandboxNetwork } from "./sandbox";

/** The bubblewrap half of the sandbox (sandbox.ts): the command line that builds the run's namespaces and root. */

/** The uid/gid the program has inside bubblewrap's user namespace ("nobody"). */
export const SANDBOX_UID = 65534;
const SYSTEM_LINKS_OR_DIRS = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/** /etc entries a toolchain needs; nothing with secrets. Missing ones are skipped (--ro-bind-try). */
const ETC_FILES = [
  "/etc/ld.so.cache",
  "/etc/ld.so.conf",
  "/etc/ld.so.conf.d",
  "/etc/alternatives",
  "/etc/passwd",
  "/etc/group",
  "/etc/nsswitch.conf",
  "/etc/hosts",
  "/etc/localtime",
  "/etc/ssl",
  "/etc/ca-certificates",
  // The system Chromium (QA playwright scripts): Debian's /usr/bin/chromium wrapper reads /etc/chromium.d; fonts.
  "/etc/chromium.d",
  "/etc/chromium",
  "/etc/fonts",
];

export type BwrapPlan = {
  appDir: string;
  cwd: string;
  scratchDir: string;
  nodeModules: string | null;
  network: SandboxNetwork;
  readOnlyPaths: readonly string[];
  writablePaths: readonly string[];
};

/**
 * The real path of an extra folder or file to bind. Refused when it holds the app folder or its scratch folder
 * (e.g. the folder of every app, DATA_DIR, /): binding it would show the run other apps, their data and sockets.
 */
function confinedBind(plan: BwrapPlan, entry: string): string {
  const real = fs.realpathSync(entry);
  for (const own of [plan.appDir, plan.scratchDir]) {
    const ownReal = fs.realpathSync(own);
    if (ownReal === real || ownReal.startsWith(real.endsWith(path.sep) ? real : real + path.sep))
      throw new Error(`runSandboxed: refusing to bind ${real}: it holds ${ownReal}`);
  }
  return real;
}

/** bubblewrap's arguments: a root holding only system folders, the dependencies, the app and its scratch. */
export function bubblewrapArgs(plan: BwrapPlan): string[] {
  const args = [
    "--unshare-user",
    "--uid",
    String(SANDBOX_UID),
    "--gid",
    String(SANDBOX_UID),
    "--disable-userns",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--hostname",
    "sandbox",
    "--unshare-cgroup-try",
  ];
  if (plan.network !== "host") args.push("--unshare-net");
  args.push("--die-with-parent", "--new-session", "--cap-drop", "ALL");

  args.push("--ro-bind", "/usr", "/usr");
  for (const entry of SYSTEM_LINKS_OR_DIRS) {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) args.push("--symlink", fs.readlinkSync(entry), entry);
    else if (stat?.isDirectory()) args.push("--ro-bind", entry, entry);
  }
  for (const entry of ETC_FILES) args.push("--ro-bind-try", entry, entry);
  if (plan.network === "host") args.push("--ro-bind-try", "/etc/resolv.conf", "/etc/resolv.conf");
  // Node itself, when it is not installed under /usr (nvm, /opt): its prefix, read-only.
  const nodePrefix = path.dirname(path.dirname(fs.realpathSync(process.execPath)));
  if (nodePrefix !== "/usr" && nodePrefix !== "/") args.push("--ro-bind", nodePrefix, nodePrefix);
  args.push("--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp");

  if (plan.nodeModules !== null && fs.existsSync(plan.nodeModules)) {
    const real = confinedBind(plan, plan.nodeModules);
    args.push("--ro-bind", real, real);
    const link = path.resolve(plan.nodeModules);
    // The apps resolve through a link (DATA_DIR/apps/node_modules → ../runtime/<v>/node_modules): recreate it.
    if (link !== real && fs.lstatSync(link).isSymbolicLink())
      args.push("--symlink", fs.readlinkSync(link), link);
  }
  for (const entry of plan.readOnlyPaths) {
    const real = confinedBind(plan, entry);
    args.push("--ro-bind", real, path.resolve(entry));
  }
  for (const entry of [plan.appDir, plan.scratchDir, ...plan.writablePaths]) {
    const real = fs.realpathSync(entry);
    if (entry !== plan.appDir && entry !== plan.scratchDir) confinedBind(plan, entry);
    args.push("--bind", real, path.resolve(entry));
  }
  args.push("--chdir", plan.cwd);
  return args;
}
