import { Bot, FileCheck2, Rocket, ShieldCheck, Sparkles } from "lucide-react";
import type { TFunction } from "i18next";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PRODUCT_NAME, useAuth } from "@/hooks/use-auth";
import { useTranslation } from "@/i18n";
import { fieldError } from "@/lib/api";

/** platform.md §1: the four promises of the sign-in page. */
function blurbs(t: TFunction) {
  return [
    { icon: FileCheck2, title: t("auth:blurb.ieee.title"), text: t("auth:blurb.ieee.text") },
    { icon: Bot, title: t("auth:blurb.agents.title"), text: t("auth:blurb.agents.text") },
    { icon: Rocket, title: t("auth:blurb.rapid.title"), text: t("auth:blurb.rapid.text") },
    { icon: ShieldCheck, title: t("auth:blurb.quality.title"), text: t("auth:blurb.quality.text") },
  ];
}

function SignInForm() {
  const { t } = useTranslation();
  const { loginMutation } = useAuth();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    loginMutation.mutate({ username, password });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="login-username">{t("auth:field.username")}</Label>
        <Input
          id="login-username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">{t("auth:field.password")}</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t("auth:signIn.pending") : t("auth:signIn.submit")}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const { t } = useTranslation();
  const { registerMutation } = useAuth();
  const [name, setName] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    registerMutation.mutate({ name, username, password });
  };
  // The toast says it too; beside the field it stays while the user picks another password.
  const passwordError = fieldError(registerMutation.error, "password");
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="register-name">{t("auth:field.fullName")}</Label>
        <Input
          id="register-name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="register-username">{t("auth:field.username")}</Label>
        <Input
          id="register-username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="register-password">{t("auth:field.password")}</Label>
        <Input
          id="register-password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={passwordError !== null || undefined}
          aria-describedby="register-password-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="register-password-hint" className="text-xs text-muted-foreground">
          {t("auth:signUp.passwordHint")}
        </p>
        {passwordError && (
          <p className="text-xs text-destructive" role="alert">
            {passwordError}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t("auth:signUp.pending") : t("auth:signUp.submit")}
      </Button>
    </form>
  );
}

export function AuthPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <section className="hidden flex-col justify-center gap-10 bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex">
        <div>
          <div className="mb-6 flex items-center gap-2">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white/15">
              <Sparkles className="h-5 w-5" />
            </span>
            <span className="text-2xl font-semibold">{PRODUCT_NAME}</span>
          </div>
          <h2 className="text-4xl font-bold leading-tight">{t("auth:hero.title")}</h2>
          <p className="mt-4 max-w-lg text-indigo-100">{t("auth:hero.text")}</p>
        </div>
        <ul className="grid gap-5">
          {blurbs(t).map((b) => (
            <li key={b.title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <b.icon className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold">{b.title}</span>
                <span className="block text-sm text-indigo-100">{b.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex items-center justify-center p-6">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">{t("auth:card.title")}</CardTitle>
            <CardDescription>{t("auth:card.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="sign-in">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">{t("auth:tab.signIn")}</TabsTrigger>
                <TabsTrigger value="sign-up">{t("auth:tab.signUp")}</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
