import { Bot, FileCheck2, Rocket, ShieldCheck, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/hooks/use-auth";
import { fieldError } from "@/lib/api";

/** platform.md §1: the four promises of the sign-in page. */
const BLURBS = [
  {
    icon: FileCheck2,
    title: "IEEE 830 requirements",
    text: "Requirements gathering that complies with IEEE 830, with AI analysis of every answer.",
  },
  {
    icon: Bot,
    title: "4 specialised AI agents",
    text: "A team for design, coding, database and testing works through your project with you.",
  },
  {
    icon: Rocket,
    title: "Rapid development",
    text: "From requirements to deployment: documents, code, tests and a live preview.",
  },
  {
    icon: ShieldCheck,
    title: "Enterprise quality",
    text: "Security, testing and documentation built in, reviewed and approved by you.",
  },
];

function SignInForm() {
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
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">Password</Label>
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
        {loginMutation.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}

function SignUpForm() {
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
        <Label htmlFor="register-name">Full Name</Label>
        <Input
          id="register-name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="register-username">Username</Label>
        <Input
          id="register-username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="register-password">Password</Label>
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
          At least 8 characters, not a common password or your username; a long passphrase is best.
        </p>
        {passwordError && (
          <p className="text-xs text-destructive" role="alert">
            {passwordError}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}

export function AuthPage() {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <section className="hidden flex-col justify-center gap-10 bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex">
        <div>
          <div className="mb-6 flex items-center gap-2">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white/15">
              <Sparkles className="h-5 w-5" />
            </span>
            <span className="text-2xl font-semibold">Specwright</span>
          </div>
          <h2 className="text-4xl font-bold leading-tight">Turn your idea into a working application.</h2>
          <p className="mt-4 max-w-lg text-indigo-100">
            Describe what you want built. Review and approve each document along the way, and get a real,
            tested app at the end.
          </p>
        </div>
        <ul className="grid gap-5">
          {BLURBS.map((b) => (
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
            <CardTitle className="text-2xl">Get Started</CardTitle>
            <CardDescription>Sign in or create a new account to start building</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="sign-in">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
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
