import { useMutation, useQuery, type UseMutationResult } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import type { LoginInput, RegisterInput, User } from "@domain/api/auth";
import { t } from "@/i18n";
import { apiJson, apiRequest, errorText, errorTextWithoutField } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "./use-toast";

export const USER_QUERY_KEY = ["/api/user"] as const;
export const PRODUCT_NAME = "Specwright";

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** platform.md §7: 401 means signed out; any other failure also means signed out, with no retry. */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    const res = await fetch("/api/user", { credentials: "include" });
    return res.ok ? ((await res.json()) as User) : null;
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => apiJson<User>("POST", "/api/login", input),
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t("auth:toast.welcomeBack"),
        description: t("auth:toast.loggedInAs", { name: user.name }),
      });
    },
    onError: (error) =>
      toast({
        title: t("auth:toast.loginFailed"),
        description: errorTextWithoutField(error),
        variant: "destructive",
      }),
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>("POST", "/api/register", input),
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t("auth:toast.welcome", { product: PRODUCT_NAME }),
        description: t("auth:toast.accountCreated", { name: user.name }),
      });
    },
    onError: (error) =>
      // A 400 about one field says it without the field's name: the form shows it beside the field too.
      toast({
        title: t("auth:toast.registrationFailed"),
        description: errorTextWithoutField(error),
        variant: "destructive",
      }),
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    retry: false,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: t("auth:toast.loggedOut"), description: t("auth:toast.loggedOutText") });
    },
    onError: (error) =>
      toast({ title: t("auth:toast.logoutFailed"), description: errorText(error), variant: "destructive" }),
  });

  return (
    <AuthContext.Provider
      value={{ user: data ?? null, isLoading, loginMutation, registerMutation, logoutMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
