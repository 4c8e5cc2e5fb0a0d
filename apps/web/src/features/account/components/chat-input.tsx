// The input bar under a chat (self-service answers, the chat with a person): a text field and
// a send button that is off while the field is blank. It keeps its own text.
import { type FormEvent, useState } from 'react';
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = input.trim();
    if (!text) return;
    onSend(text);
    setInput('');
  };
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
