import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorText, errorTextWithoutField, fieldError, getQueryFn } from "./api";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === "" ? null : body, { status, statusText }),
  );

afterEach(() => vi.unstubAllGlobals());

describe("the request layer", () => {
  it("sends credentials always and a JSON body only when there is a payload", async () => {
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/logout");
    await apiRequest("POST", "/api/projects", { name: "x" });
    expect(fetchMock.mock.calls[0]).toEqual([
      "/api/logout",
      { method: "POST", headers: {}, body: undefined, credentials: "include" },
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/projects",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"name":"x"}',
        credentials: "include",
      },
    ]);
  });

  it("turns a non-ok response into 'STATUS: body' and keeps the server's readable message", async () => {
    const body = '{"code":"unauthorized:auth","message":"Invalid username or password"}';
    vi.stubGlobal("fetch", respond(401, body));
    const error = await apiRequest("POST", "/api/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect(errorText(error)).toBe("Invalid username or password");
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(503, "", "Service Unavailable"));
    const error = await apiRequest("GET", "/api/projects").catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
    expect(errorText(error)).toBe("503: Service Unavailable");
  });

  it("loads a query by joining its key with '/', returning null on 401 only when asked", async () => {
    const fetchMock = respond(401, "no");
    vi.stubGlobal("fetch", fetchMock);
    const nullOn401 = getQueryFn<unknown>({ on401: "returnNull" });
    const throwOn401 = getQueryFn<unknown>({ on401: "throw" });
    const context = { queryKey: ["/api/projects", 7, "srs-documents"] } as unknown as Parameters<
      typeof nullOn401
    >[0];
    expect(await nullOn401(context)).toBeNull();
    await expect(throwOn401(context)).rejects.toThrow("401: no");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/projects/7/srs-documents");
  });
});

describe("fieldError", () => {
  const badRequest = (message: string) =>
    new ApiError(400, `400: ${JSON.stringify({ code: "bad_request:api", message })}`, message);

  it("gives the server's message about the field, without the field's name", () => {
    const error = badRequest("password: Password is too common; choose one that is harder to guess");
    expect(fieldError(error, "password")).toBe("Password is too common; choose one that is harder to guess");
  });

  it("is null for another field, another status or an error that is not from the API", () => {
    expect(fieldError(badRequest("username: Username is required"), "password")).toBeNull();
    expect(fieldError(new ApiError(409, "409: taken", "password: not really"), "password")).toBeNull();
    expect(fieldError(new Error("password: offline"), "password")).toBeNull();
    expect(fieldError(null, "password")).toBeNull();
  });
});

describe("errorTextWithoutField", () => {
  const badRequest = (message: string) =>
    new ApiError(400, `400: ${JSON.stringify({ code: "bad_request:api", message })}`, message);

  it("says a 400 about one field in words, without the field's name", () => {
    expect(errorTextWithoutField(badRequest("password: Password must be at least 8 characters"))).toBe(
      "Password must be at least 8 characters",
    );
    expect(errorTextWithoutField(badRequest("items.0.name: Name is required"))).toBe("Name is required");
  });

  it("leaves every other message as errorText gives it", () => {
    expect(errorTextWithoutField(badRequest("Nothing to update: send name or description"))).toBe(
      "Nothing to update: send name or description",
    );
    expect(errorTextWithoutField(new ApiError(409, "409: taken", "Username is already taken"))).toBe(
      "Username is already taken",
    );
    expect(errorTextWithoutField(new ApiError(409, "409: x", "password: not a 400"))).toBe(
      "password: not a 400",
    );
    expect(errorTextWithoutField(new Error("offline"))).toBe("offline");
  });
});
