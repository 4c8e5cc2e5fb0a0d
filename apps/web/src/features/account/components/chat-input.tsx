// The parts of a chat (self-service answers, the chat with a person): the input bar (a text
// field and a send button that is off while the field is blank; it keeps its own text) and the
// message list that follows the newest line.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { submitHandler } from '@/lib/submit';
import './chat-thread.css';

export function ChatInput({
  onSend,
  placeholder,
  sendLabel,
  maxLength,
}: {
  onSend: (text: string) => void;
  placeholder: string;
  sendLabel: string;
  maxLength: number;
}) {
  const [input, setInput] = useState('');
  const submit = submitHandler(() => {
    const text = input.trim();
    if (!text) return;
    onSend(text);
    setInput('');
  });
  return (
    <form className="acc-chat__input" onSubmit={submit}>
      <input
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={placeholder}
      />
      <button type="submit" disabled={!input.trim()}>
        {sendLabel}
      </button>
    </form>
  );
}

/** The message list of a chat: announced to screen readers, kept scrolled to the newest line. */
export function ChatLog({ count, children }: { count: number; children: ReactNode }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div className="acc-chat" aria-live="polite">
      {children}
      <div ref={end} />
    </div>
  );
}
