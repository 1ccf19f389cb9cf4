import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { useTranslation } from "@/i18n";

/** platform.md §2: the not-found screen and its two texts. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" />
            <h1 className="text-2xl font-bold">{t("shell:notFound.title")}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("shell:notFound.text")}</p>
          <Link href="/" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
            {t("shell:notFound.home")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
