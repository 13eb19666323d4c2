import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { tx } from './i18n';

/** The spec's message area: one success or error text, cleared on every route change. */
type Kind = 'success' | 'error';
interface MessageState {
  text: string;
  kind: Kind;
}
interface MessageApi {
  message: MessageState | null;
  showSuccess(text: string): void;
  showError(text: string): void;
  clear(): void;
}

const MessageContext = createContext<MessageApi | null>(null);

export function MessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<MessageState | null>(null);
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(null);
  }, [location.pathname]);
  const value = useMemo<MessageApi>(
    () => ({
      message,
      showSuccess: (text) => setMessage({ text, kind: 'success' }),
      showError: (text) => setMessage({ text, kind: 'error' }),
      clear: () => setMessage(null),
    }),
    [message],
  );
  return <MessageContext.Provider value={value}>{children}</MessageContext.Provider>;
}

export function useMessage(): MessageApi {
  const m = useContext(MessageContext);
  if (!m) throw new Error('useMessage outside MessageProvider');
  return m;
}

/** Shows the current message; screen readers hear it (role alert / status). */
export function MessageArea() {
  const { message } = useMessage();
  if (!message) return null;
  return (
    <div
      className={`alert ${message.kind === 'success' ? 'alert-success' : 'alert-error'}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="message-area"
    >
      {tx(message.text)}
    </div>
  );
}
