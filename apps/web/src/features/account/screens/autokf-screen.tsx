// /mine/setting/autokf (自助客服): a chat with the operator's FAQ (aicustomerservice/list, the
// ping/contact entries of kind "faq"). Tap a suggested question or type one; the server's best
// match answers, with a link to the page that solves it when the answer has one. No match →
// the human chat.
import type { FaqItem } from '@lld/protocol/api/support';
import { ROUTES } from '@lld/protocol/routes';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { faqList, useFaq } from '../api/support';
import { AccountPage } from '../components/account-page';
import { ChatInput, ChatLog } from '../components/chat-input';
import { contactTarget, openContact } from '../components/open-contact';
import '../components/chat-thread.css';
import { tAccount } from '../i18n';

interface Message {
  id: number;
  from: 'bot' | 'me';
  text: string;
  faq?: FaqItem;
  noMatch?: boolean;
}

export default function AutoKfScreen() {
  const navigate = useNavigate();
  const faqs = useFaq().data?.list ?? [];
  const [messages, setMessages] = useState<Message[]>([]);
  const next = useRef(1);

  const ask = (question: string) => {
    const q = question.trim();
    if (!q) return;
    setMessages((m) => [...m, { id: next.current++, from: 'me', text: q }]);
    const answer = (faq: FaqItem | undefined): Message =>
      faq
        ? { id: next.current++, from: 'bot', text: faq.answer, faq }
        : { id: next.current++, from: 'bot', text: tAccount('autokfNoMatch'), noMatch: true };
    faqList(q).then(
      (r) => setMessages((m) => [...m, answer(r.list[0])]),
      () => setMessages((m) => [...m, answer(undefined)]),
    );
  };

  return (
    <AccountPage title={tAccount('autokfTitle')} className="acc-chat-page">
      <ChatLog count={messages.length}>
        <div className="acc-chat__msg is-bot">
          <p>{tAccount('autokfHello')}</p>
          {faqs.length > 0 ? (
            <div className="acc-chat__questions">
              <span>{tAccount('autokfQuestions')}</span>
              {faqs.map((f) => (
                <button key={f.id} type="button" onClick={() => ask(f.question)}>
                  {f.question}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        {messages.map((m) => (
          <div key={m.id} className={m.from === 'me' ? 'acc-chat__msg is-me' : 'acc-chat__msg is-bot'}>
            <p>{m.text}</p>
            {m.faq && contactTarget(m.faq.url) ? (
              <button
                type="button"
                className="acc-chat__action"
                onClick={() => openContact(m.faq?.url ?? '', navigate)}
              >
                {m.faq.question}
              </button>
            ) : null}
            {m.noMatch ? (
              <button type="button" className="acc-chat__action" onClick={() => navigate(ROUTES.settingKf)}>
                {tAccount('autokfHuman')}
              </button>
            ) : null}
          </div>
        ))}
      </ChatLog>
      <ChatInput
        onSend={ask}
        placeholder={tAccount('autokfPlaceholder')}
        sendLabel={tAccount('autokfSend')}
        maxLength={100}
      />
    </AccountPage>
  );
}
