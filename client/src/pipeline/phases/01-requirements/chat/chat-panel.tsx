import { Bot, SendHorizontal, User } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CHAT_MESSAGE_MAX, type ChatMessage } from "@domain/api/requirements";
import { Provenance } from "@/components/provenance";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import { useTranslation } from "@/i18n";
import type { SocketStatus } from "@/lib/socket";
import { cn } from "@/lib/utils";
import { formatTime } from "./format-time";

function ConnectionStatus({ status, onReconnect }: { status: SocketStatus; onReconnect: () => void }) {
  const { t } = useTranslation();
  const statusText: Record<SocketStatus, string> = {
    open: t("requirements:chat.status.open"),
    connecting: t("requirements:chat.status.connecting"),
    reconnecting: t("requirements:chat.status.reconnecting"),
    closed: t("requirements:chat.status.closed"),
  };
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="connection-status">
      <span
        aria-hidden
        className={cn(
          "h-2 w-2 rounded-full",
          status === "open"
            ? "bg-success"
            : status === "closed"
              ? "bg-destructive"
              : "animate-pulse bg-warning",
        )}
      />
      <span>{statusText[status]}</span>
      {status === "closed" && (
        <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={onReconnect}>
          {t("requirements:chat.reconnect")}
        </Button>
      )}
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { i18n } = useTranslation();
  const mine = message.role === "user";
  const Icon = mine ? User : Bot;
  return (
    <li
      className={cn("flex gap-3", mine && "flex-row-reverse")}
      data-testid="chat-message"
      data-role={message.role}
      data-pending={message.id < 0 ? "true" : undefined}
    >
      <span
        aria-hidden
        className={cn(
          "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
        )}
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className={cn("flex max-w-[75%] flex-col gap-1", mine && "items-end")}>
        <div
          data-testid="chat-message-content"
          className={cn(
            "whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm leading-relaxed",
            mine
              ? "rounded-tr-sm bg-primary text-primary-foreground"
              : "rounded-tl-sm bg-muted text-foreground",
          )}
        >
          {message.content}
        </div>
        <div className={cn("flex flex-wrap items-baseline gap-x-2 px-1", mine && "justify-end")}>
          <time className="text-xs text-muted-foreground" dateTime={message.timestamp}>
            {formatTime(message.timestamp, i18n.language)}
          </time>
          {message.generatedBy && <Provenance by={message.generatedBy} testId="message-provenance" />}
        </div>
      </div>
    </li>
  );
}

/** The reply a model is still writing, as far as it has come (replaced by the stored message when it ends). */
function PartialReply({ text }: { text: string }) {
  return (
    <div className="flex gap-3" data-testid="chat-partial">
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
      >
        <Bot className="h-4 w-4" />
      </span>
      <div className="max-w-[75%] whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-sm leading-relaxed text-foreground">
        {text}
        <span
          className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-muted-foreground align-middle"
          aria-hidden
        />
      </div>
    </div>
  );
}

function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-3 text-sm text-muted-foreground"
      role="status"
      data-testid="typing-indicator"
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Bot className="h-4 w-4" />
      </span>
      <span className="flex gap-1" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted-foreground"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>{t("requirements:chat.typing")}</span>
    </div>
  );
}

/**
 * The conversation with the Requirements AI (platform.md §2 "Chat mode"): messages with their 'h:mm a' time, a
 * 2-row box where Enter sends and Shift+Enter starts a new line, disabled while the assistant types or the
 * channel is down.
 */
export function ChatPanel(props: {
  title: string;
  messages: ChatMessage[];
  isLoading: boolean;
  typing: boolean;
  /** The reply written so far while a model streams it. */
  partial?: string | null;
  status: SocketStatus;
  onSend: (text: string) => boolean;
  onReconnect: () => void;
}) {
  const { messages, typing, status } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const disabled = typing || status !== "open";

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing, props.partial]);

  useEffect(() => {
    // The box loses focus while disabled; give it back when the reply is in, unless the user has moved on
    // to something else, and without scrolling the page (Textarea does not take a ref).
    if (disabled) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    formRef.current?.querySelector("textarea")?.focus({ preventScroll: true });
  }, [disabled]);

  const submit = () => {
    if (disabled || !draft.trim()) return;
    if (props.onSend(draft)) setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Card className="flex min-h-[28rem] min-w-0 flex-1 flex-col overflow-hidden md:min-h-0">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <Bot className="h-5 w-5 shrink-0 text-primary" />
          <h2 className="truncate font-semibold">{props.title}</h2>
        </div>
        <ConnectionStatus status={status} onReconnect={props.onReconnect} />
      </div>
      <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4" aria-live="polite">
        {props.isLoading ? (
          <p className="text-sm text-muted-foreground">{t("requirements:chat.loading")}</p>
        ) : (
          <ol className="flex flex-col gap-4" aria-label={t("requirements:chat.conversation")}>
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        )}
        {typing && (
          <div className="mt-4 flex flex-col gap-4">
            {props.partial && <PartialReply text={props.partial} />}
            <TypingIndicator />
          </div>
        )}
      </div>
      <form
        ref={formRef}
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t("requirements:chat.inputLabel")}
          placeholder={
            status !== "open"
              ? t("requirements:chat.waitingConnection")
              : typing
                ? t("requirements:chat.waitingReply")
                : t("requirements:chat.placeholder")
          }
          className="min-h-0 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t("requirements:chat.send")}
          disabled={disabled || !draft.trim()}
        >
          <SendHorizontal />
        </Button>
      </form>
    </Card>
  );
}
