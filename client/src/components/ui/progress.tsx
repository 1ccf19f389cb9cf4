import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/** A 0–100 bar (values outside are clamped, per the spec's "progress bars run from 0 to 100"). */
export function Progress({ value, className, label }: { value: number; className?: string; label?: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <ProgressPrimitive.Root
      value={v}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <ProgressPrimitive.Indicator className="h-full bg-primary transition-all" style={{ width: `${v}%` }} />
    </ProgressPrimitive.Root>
  );
}
