import os from "node:os";

/**
 * A seccomp program (classic BPF, as bubblewrap's `--seccomp FD` reads it) that refuses new user namespaces:
 * clone() and unshare() with CLONE_NEWUSER fail with EPERM, and clone3() (whose flags a filter cannot read) with
 * ENOSYS, so the C library falls back to clone(). Used where bubblewrap's own `--disable-userns` is not available: a
 * product running as root builds the sandbox without a user namespace and drops to the dedicated user
 * (host-user.ts), and code running there must not get a user namespace of its own, where it would be root.
 *
 * Only the architectures below are known; on others there is no program (null) and the sandbox says so. A syscall
 * of another ABI on a known host (32-bit x86 on x86-64, x32) kills the process: no generated app needs one.
 */

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JSET_K = 0x45;
const RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;
const CLONE_NEWUSER = 0x10000000;
const X32_SYSCALL_BIT = 0x40000000;

type Arch = { audit: number; clone: number; unshare: number; clone3: number; x32Bit: boolean };
const ARCHES: Record<string, Arch> = {
  x64: { audit: 0xc000003e, clone: 56, unshare: 272, clone3: 435, x32Bit: true },
  arm64: { audit: 0xc00000b7, clone: 220, unshare: 97, clone3: 435, x32Bit: false },
};

type Instruction = { code: number; jt?: string; jf?: string; k: number; label?: string };

/** The program for this host's architecture, or null when it is not one of the known ones. */
export function noUserNamespacesFilter(arch: string = process.arch): Buffer | null {
  const known = ARCHES[arch];
  if (!known) return null;
  const littleEndian = os.endianness() === "LE";
  // struct seccomp_data: int nr; u32 arch; u64 ip; u64 args[6]. The low half of args[0] (the flags).
  const flagsOffset = littleEndian ? 16 : 20;
  const program: Instruction[] = [
    { code: LD_W_ABS, k: 4 },
    { code: JEQ_K, k: known.audit, jt: "native", jf: "kill" },
    { code: LD_W_ABS, k: 0, label: "native" },
    ...(known.x32Bit ? [{ code: JSET_K, k: X32_SYSCALL_BIT, jt: "kill", jf: "next" }] : []),
    { code: JEQ_K, k: known.unshare, jt: "flags", jf: "next" },
    { code: JEQ_K, k: known.clone, jt: "flags", jf: "next" },
    { code: JEQ_K, k: known.clone3, jt: "enosys", jf: "allow" },
    { code: LD_W_ABS, k: flagsOffset, label: "flags" },
    { code: JSET_K, k: CLONE_NEWUSER, jt: "eperm", jf: "allow" },
    { code: RET_K, k: RET_ALLOW, label: "allow" },
    { code: RET_K, k: RET_ERRNO | EPERM, label: "eperm" },
    { code: RET_K, k: RET_ERRNO | ENOSYS, label: "enosys" },
    { code: RET_K, k: RET_KILL_PROCESS, label: "kill" },
  ];
  return assemble(program, littleEndian);
}

/** struct sock_filter { u16 code; u8 jt; u8 jf; u32 k; } in host byte order, jumps resolved from labels. */
function assemble(program: Instruction[], littleEndian: boolean): Buffer {
  const at = new Map(program.flatMap((ins, index) => (ins.label ? [[ins.label, index] as const] : [])));
  const offset = (from: number, target: string | undefined): number => {
    if (target === undefined || target === "next") return 0;
    const to = at.get(target);
    if (to === undefined || to <= from) throw new Error(`seccomp: bad jump to ${target}`);
    return to - from - 1;
  };
  const buffer = Buffer.alloc(program.length * 8);
  program.forEach((ins, index) => {
    const base = index * 8;
    if (littleEndian) {
      buffer.writeUInt16LE(ins.code, base);
      buffer.writeUInt32LE(ins.k >>> 0, base + 4);
    } else {
      buffer.writeUInt16BE(ins.code, base);
      buffer.writeUInt32BE(ins.k >>> 0, base + 4);
    }
    buffer.writeUInt8(offset(index, ins.jt), base + 2);
    buffer.writeUInt8(offset(index, ins.jf), base + 3);
  });
  return buffer;
}
