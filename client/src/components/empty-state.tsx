import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** A truthful empty state: what this area is, and what the user can do now. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="max-w-lg text-sm text-muted-foreground">{children}</div>
        {action}
      </CardContent>
    </Card>
  );
}
