import fs from "node:fs";
import path from "node:path";
import type { HostUser } from "./host-user";
import type { SandboxNetwork } from "./sandbox-types";
import { findExecutable } from "./sandbox-policy";

/**
 * The bubblewrap half of the sandbox (sandbox.ts): the command line that builds the run's namespaces and root.
 *
 * Two ways in. A product that is not root runs bubblewrap unprivileged: a user namespace maps uid 65534 inside to
 * the product's own unprivileged user outside, and nested user namespaces are disabled. A product running as root
 * must not do that (the run would be root's on the host: a setuid file it left would be root's), so bubblewrap
 * builds the mounts as root without a user namespace, keeps only the capabilities to change user, and the run
 * starts through setpriv (then env, to enter its folder) as the dedicated sandbox user (host-user.ts) with every capability gone and a seccomp
 * program refusing new user namespaces (seccomp.ts). Either way no_new_privs is set and the mounts are nosuid.
 */

/** The uid/gid the program has inside bubblewrap's user namespace ("nobody"). */
export const SANDBOX_UID = 65534;
/** Where setpriv and env are looked up: system folders that every sandbox has read-only. */
const SYSTEM_PATH = "/usr/bin:/bin:/usr/sbin:/sbin";
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
  /** The dedicated user a root product's runs drop to (see the module comment); null: the user-namespace way. */
  hostUser?: HostUser | null;
  /** Descriptor bubblewrap reads a seccomp program from, or null. */
  seccompFd?: number | null;
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
  const args = plan.hostUser
    ? [
        "--cap-drop",
        "ALL",
        ...["CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"].flatMap((cap) => ["--cap-add", cap]),
        ...(plan.seccompFd == null ? [] : ["--seccomp", String(plan.seccompFd)]),
      ]
    : [
        "--unshare-user",
        "--uid",
        String(SANDBOX_UID),
        "--gid",
        String(SANDBOX_UID),
        "--disable-userns",
        "--cap-drop",
        "ALL",
      ];
  args.push(
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--hostname",
    "sandbox",
    "--unshare-cgroup-try",
  );
  if (plan.network !== "host") args.push("--unshare-net");
  args.push("--die-with-parent", "--new-session");

  args.push("--ro-bind", "/usr", "/usr");
  for (const entry of SYSTEM_LINKS_OR_DIRS) {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) args.push("--symlink", fs.readlinkSync(entry), entry);
    else if (stat?.isDirectory()) args.push("--ro-bind", entry, entry);
  }
  const etc = ETC_FILES.flatMap((entry) => ["--ro-bind-try", entry, entry]);
  if (plan.network === "host") etc.push("--ro-bind-try", "/etc/resolv.conf", "/etc/resolv.conf");
  args.push(...parentFolders(etc), ...etc);
  // Node itself, when it is not installed under /usr (nvm, /opt): its prefix, read-only.
  const nodePrefix = path.dirname(path.dirname(fs.realpathSync(process.execPath)));
  if (nodePrefix !== "/usr" && nodePrefix !== "/") args.push("--ro-bind", nodePrefix, nodePrefix);
  // /tmp is the run's own, writable by whichever user the run is (sticky, as on a host).
  args.push("--proc", "/proc", "--dev", "/dev", "--perms", "1777", "--tmpfs", "/tmp");

  const binds: string[] = [];
  if (plan.nodeModules !== null && fs.existsSync(plan.nodeModules)) {
    const real = confinedBind(plan, plan.nodeModules);
    binds.push("--ro-bind", real, real);
    const link = path.resolve(plan.nodeModules);
    // The apps resolve through a link (DATA_DIR/apps/node_modules → ../runtime/<v>/node_modules): recreate it.
    if (link !== real && fs.lstatSync(link).isSymbolicLink())
      binds.push("--symlink", fs.readlinkSync(link), link);
  }
  for (const entry of plan.readOnlyPaths) {
    const real = confinedBind(plan, entry);
    binds.push("--ro-bind", real, path.resolve(entry));
  }
  for (const entry of [plan.appDir, plan.scratchDir, ...plan.writablePaths]) {
    const real = fs.realpathSync(entry);
    if (entry !== plan.appDir && entry !== plan.scratchDir) confinedBind(plan, entry);
    binds.push("--bind", real, path.resolve(entry));
  }
  args.push(...parentFolders(binds), ...binds);
  // Root without capabilities may not enter the sandbox user's private app folder: the run enters it itself, after
  // the drop (dropToHostUser), and bubblewrap stays at the root.
  args.push("--chdir", plan.hostUser ? "/" : plan.cwd);
  return args;
}

/**
 * The argv prefix that starts a root product's run as the dedicated user: setpriv (util-linux, under /usr, so it is
 * inside the sandbox) changes uid and gid, drops the supplementary groups and clears the inheritable and bounding
 * capability sets (the kernel clears the rest when the uid changes); env then enters the working folder and sets PWD
 * as bubblewrap's --chdir would. The program that follows must not have "=" in its name (env would take it for a
 * variable): sandbox.ts refuses such an argv.
 */
export function dropToHostUser(user: HostUser, cwd: string): string[] {
  const setpriv = findExecutable("setpriv", SYSTEM_PATH);
  const env = findExecutable("env", SYSTEM_PATH);
  if (setpriv === null || env === null)
    throw new Error("setpriv (util-linux) or env is missing: generated code cannot drop to its own user");
  return [
    setpriv,
    `--reuid=${user.uid}`,
    `--regid=${user.gid}`,
    "--clear-groups",
    "--inh-caps=-all",
    "--bounding-set=-all",
    "--",
    env,
    `--chdir=${cwd}`,
    `PWD=${cwd}`,
  ];
}

const SYSTEM_MOUNTS = ["/usr", "/proc", "/dev", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

/**
 * The folders above each mount point, made by bubblewrap in the sandbox's own root, readable and searchable
 * (0755) by the user the run drops to: left to bubblewrap, a root product's sandbox gets them private to root.
 * Folders of the system mounts are theirs already. `binds` is bubblewrap's arguments: op, source, destination.
 */
function parentFolders(binds: readonly string[]): string[] {
  const folders = new Set<string>();
  for (let index = 2; index < binds.length; index += 3) {
    const destination = binds[index] as string;
    for (let dir = path.dirname(destination); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      // The run's /tmp keeps its own mode; folders below it are made like any other.
      if (dir === "/tmp" || SYSTEM_MOUNTS.some((mount) => dir === mount || dir.startsWith(`${mount}/`)))
        continue;
      folders.add(dir);
    }
  }
  return [...folders].sort((a, b) => a.length - b.length).flatMap((dir) => ["--perms", "0755", "--dir", dir]);
}
